import NavPilot
import Observation

/// Where an image's bytes come from, and what tells one version of them from another.
enum ImageSource: Sendable {
    /// A file, read when the image is first shown and again when it changes on disk.
    case file(path: String)
    /// Bytes the app holds (`Image(pngData:)`).
    case bytes([UInt8])

    /// The key of the decode this source gives now: a file's key has its size, time and inode, so an
    /// edited file is decoded again.
    var key: ImageKey {
        switch self {
        case .file(let path): ImageKey(name: path, version: ImageFile.version(of: path), hash: 0)
        case .bytes(let bytes): ImageKey(name: "", version: nil, hash: bytes.hashValue)
        }
    }
}

/// Which decode an image view shows.
struct ImageKey: Hashable, Sendable {
    let name: String
    let version: ImageFileVersion?
    let hash: Int
}

/// The decoded images of the process, shared by every view and pane: an image is decoded once, off
/// the main thread, and kept while it is among the most recently shown (`capacityBytes`). Views read
/// `result(for:)` while they draw, so a decode that finishes draws the next frame; a session that
/// settles (`EventLoop.settle`, scenarios, tests) waits for the decodes it started.
@MainActor
@Observable
final class ImageStore {
    /// The store every image view uses.
    static let shared = ImageStore()

    /// Finished decodes, and refusals with their reasons.
    private var results: [ImageKey: Result<ShownImage, ImageError>] = [:]
    /// Decodes under way.
    @ObservationIgnored private var loading: [ImageKey: Task<Void, Never>] = [:]
    /// Keys by last use, oldest first, to drop the oldest past `capacityBytes`.
    @ObservationIgnored private var recent: [ImageKey] = []
    /// Numbers the decoded images, so a terminal can name each one it was sent.
    @ObservationIgnored private var lastNumber: UInt32 = 0
    /// Half-block pictures drawn, by image, size and colours.
    @ObservationIgnored var pictures = PictureCache()

    /// Pixels kept at most: 24 MB, about 24 large images.
    static let capacityBytes = 24_000_000

    /// The decode of `key`, or nil while there is none.
    func result(for key: ImageKey) -> Result<ShownImage, ImageError>? {
        results[key]
    }

    /// Starts decoding `source` off the main thread unless it is decoded or being decoded.
    func load(_ source: ImageSource, key: ImageKey) {
        if results[key] != nil {
            touch(key)
            return
        }
        guard loading[key] == nil else { return }
        // A scenario's session reads below its folder only; the decode runs where the check cannot.
        if case .file(let path) = source, let refusal = ReadConfinement.check(path) {
            results[key] = .failure(.unreadable(refusal))
            return
        }
        let work = Task.detached(priority: .userInitiated) { () -> Result<DecodedImage, ImageError> in
            do throws(ImageError) {
                switch source {
                case .file(let path): return .success(try ImageDecoder.decodeFile(atPath: path))
                case .bytes(let bytes): return .success(try ImageDecoder.decode(bytes))
                }
            } catch {
                return .failure(error)
            }
        }
        loading[key] = Task { [weak self] in
            let result = await work.value
            self?.finish(key, with: result)
        }
    }

    /// Waits until every decode started so far has finished.
    func waitForLoads() async {
        while let task = loading.values.first {
            await task.value
        }
    }

    private func finish(_ key: ImageKey, with result: Result<DecodedImage, ImageError>) {
        loading[key] = nil
        lastNumber = lastNumber == UInt32.max ? 1 : lastNumber + 1
        results[key] = result.map { ShownImage(number: lastNumber, decoded: $0) }
        touch(key)
        evict()
    }

    private func touch(_ key: ImageKey) {
        if let index = recent.lastIndex(of: key) { recent.remove(at: index) }
        recent.append(key)
    }

    /// Drops the least recently shown images past `capacityBytes` (refusals cost nothing and stay).
    private func evict() {
        var total = 0
        for key in recent.reversed() {
            guard case .success(let image) = results[key] else { continue }
            total += image.decoded.pixels.rgba.count + (image.decoded.file?.count ?? 0)
            if total > Self.capacityBytes {
                results[key] = nil
                pictures.forget(image.number)
            }
        }
        recent.removeAll { results[$0] == nil }
    }
}

/// A decoded image with the number the store gave it: the kitty graphics protocol's image id, and
/// what two frames compare to know they show the same image.
struct ShownImage: Sendable, Equatable {
    let number: UInt32
    let decoded: DecodedImage

    static func == (left: ShownImage, right: ShownImage) -> Bool { left.number == right.number }
}
