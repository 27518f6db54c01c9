import Foundation
import NavPilot
import Testing

/// Every ```swift block in README.md and docs/ is Swift that the package compiles, so the docs cannot
/// rot: a block is either a region of a Swift file marked `// docs: begin NAME` … `// docs: end NAME`
/// (the regions of one name in a file joined in order, each without its common indentation; a line
/// `// docs: show LINE` inside one stands for LINE, for the few lines only a reader's own package can
/// compile, such as the import of its own module), or consecutive whole lines of a Swift file, give
/// or take indentation. The files are those of Sources/ and Tests/ (Tests/Consumer is built by
/// Scripts/consumer/check.sh) and docs/ (docs/snippets/Package.swift is evaluated by Scripts/docs.sh);
/// most regions are in DocSnippets/, beside this file. Blocks that are not Swift code use another
/// fence language (```text, ```sh).
@Suite("Code blocks in README and docs/")
struct DocCodeBlockTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A fenced ```swift block: its file (relative to the package), the line of its fence, its text.
    struct Block {
        let file: String
        let line: Int
        let text: String
    }

    static func files(under folder: String, ending suffix: String) -> [String] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(suffix) && !$0.contains(".build/") && !$0.hasPrefix(".build") }
            .map { folder + "/" + $0 }
            .sorted()
    }

    static func read(_ file: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The ```swift blocks of one Markdown file (the blocks of other languages are skipped whole).
    static func swiftBlocks(in file: String, text: String) -> [Block] {
        var blocks: [Block] = []
        var fence: (language: String, line: Int, lines: [String])?
        for (index, line) in lines(text).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed == "```" {
                    if open.language == "swift" {
                        blocks.append(Block(file: file, line: open.line, text: open.lines.joined(separator: "\n")))
                    }
                    fence = nil
                } else {
                    fence?.lines.append(line)
                }
            } else if trimmed.hasPrefix("```") {
                let language = trimmed.dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
                fence = (language, index + 1, [])
            }
        }
        return blocks
    }

    static func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    static func dedented(_ lines: [String]) -> [String] {
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(indentation).min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent)) }
    }

    /// The `docs:` regions of one Swift file, by name, each name's regions joined.
    static func regions(in text: String) -> [String: String] {
        var joined: [String: [String]] = [:]
        var current: (name: String, lines: [String])?
        for line in lines(text) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// docs: begin ") {
                current = (String(trimmed.dropFirst("// docs: begin ".count)), [])
            } else if trimmed.hasPrefix("// docs: end "), let region = current {
                joined[region.name, default: []] += dedented(region.lines)
                current = nil
            } else if current != nil {
                if trimmed.hasPrefix("// docs: show ") {
                    current!.lines.append(
                        String(repeating: " ", count: indentation(line)) + trimmed.dropFirst("// docs: show ".count))
                } else {
                    current!.lines.append(line)
                }
            }
        }
        return joined.mapValues { $0.joined(separator: "\n") }
    }

    /// Whether `block` is consecutive whole lines of `file`, give or take indentation.
    static func isExcerpt(_ block: [String], of file: [String]) -> Bool {
        guard let first = block.first, !first.isEmpty, block.count <= file.count else { return false }
        for start in 0...(file.count - block.count) where file[start].hasSuffix(first) {
            let shift = indentation(file[start]) - indentation(first)
            guard shift >= 0 else { continue }
            let pad = String(repeating: " ", count: shift)
            if zip(block, file[start...]).allSatisfy({ mine, theirs in
                mine.isEmpty ? theirs.trimmingCharacters(in: .whitespaces).isEmpty : theirs == pad + mine
            }) {
                return true
            }
        }
        return false
    }

    static func markdownFiles() -> [String] {
        ["README.md"] + files(under: "docs", ending: ".md")
    }

    static func swiftFiles() -> [String] {
        files(under: "Sources", ending: ".swift") + files(under: "Tests", ending: ".swift")
            + files(under: "docs", ending: ".swift")
    }

    @Test func everySwiftBlockIsCompiledCode() throws {
        var regionTexts = Set<String>()
        var sources: [[String]] = []
        for file in Self.swiftFiles() {
            let text = try Self.read(file)
            regionTexts.formUnion(Self.regions(in: text).values)
            sources.append(Self.lines(text))
        }
        var checked = 0
        for file in Self.markdownFiles() {
            for block in Self.swiftBlocks(in: file, text: try Self.read(file)) {
                checked += 1
                let ok =
                    regionTexts.contains(block.text)
                    || sources.contains { Self.isExcerpt(Self.lines(block.text), of: $0) }
                #expect(
                    ok,
                    """
                    \(file):\(block.line): this ```swift block is not compiled code: make it a `// docs: begin NAME` \
                    region of a compiled Swift file (Tests/NavPilotExamplesTests/DocSnippets/), or fence it as \
                    another language
                    """)
            }
        }
        #expect(checked > 20, "only \(checked) Swift blocks found: is the extraction broken?")
    }

    @Test func everySnippetRegionIsShown() throws {
        var shown: [String] = []
        for file in Self.markdownFiles() {
            shown += Self.swiftBlocks(in: file, text: try Self.read(file)).map(\.text)
        }
        for file in Self.files(under: "Tests/NavPilotExamplesTests/DocSnippets", ending: ".swift") {
            for (name, text) in Self.regions(in: try Self.read(file)) {
                #expect(shown.contains(text), "\(file): region '\(name)' is shown by no block of README.md or docs/")
            }
        }
    }

    @MainActor
    @Test func theRouterTourEndsWhereItsCommentsSay() throws {
        let pilot = routerTour()
        #expect(pilot.stack == [.home, .detail(id: 1)])
        #expect(routeGuardTour(session: Account()) == false)
        let signedIn = Account()
        signedIn.isSignedIn = true
        #expect(routeGuardTour(session: signedIn) == true)
        let (text, compact, decoded) = try notationTour()
        #expect(text == "detail(id: 42)")
        #expect(compact == "detail(id:42)")
        #expect(decoded == .detail(id: 42))
        pilot.push(.settings)
        try deepLinkTour(pilot: pilot)
        #expect(pilot.stack == [.home, .detail(id: 1), .settings])
    }
}
