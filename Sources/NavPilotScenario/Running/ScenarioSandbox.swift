import NavPilot
import NavPilotTUI

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Where the sessions of one scenario keep their saved state: a new private folder, never the
/// user's. Every session the scenario builds (the first one, each `Relaunch`, and the one that
/// checks the file) is built inside it, so a `persistState: true` pilot restores what the scenario
/// saved and nothing else; the folder and all it holds go away with the sandbox.
@MainActor
final class ScenarioSandbox {
    /// The folder pilots save to (made by the first save, as the default store does).
    let stateDirectory: String
    /// The sandbox's folder (nil when none could be made).
    let root: String?

    /// A sandbox in a new folder under `$TMPDIR` (or `/tmp`). When no folder can be made, the
    /// sessions get a state folder that cannot exist, so they still never touch the user's state:
    /// their saves fail with a `persistenceError` instead.
    init() {
        root = ScratchFolder.make(prefix: "navpilot-scenario")
        problem =
            root == nil
            ? "cannot make the scenario's sandbox in \(SafeText.quoted(ScratchFolder.base)) ($TMPDIR): "
                + String(cString: strerror(errno)) : nil
        stateDirectory = (root ?? "/dev/null/navpilot-scenario") + "/state"
    }

    /// Why the sandbox's folder could not be made, if it could not.
    let problem: String?

    isolated deinit {
        if let root { ScratchFolder.remove(root) }
    }

    /// The session named `name` from `catalog`, built with this sandbox's state folder.
    func makeSession(named name: String, from catalog: SessionCatalog) -> Session? {
        FileStateStore.$scopedDirectory.withValue(stateDirectory) { catalog.makeSession(named: name) }
    }

    /// What `make` builds, with this sandbox's state folder.
    func build<Value>(_ make: () -> Value) -> Value {
        FileStateStore.$scopedDirectory.withValue(stateDirectory) { make() }
    }
}
