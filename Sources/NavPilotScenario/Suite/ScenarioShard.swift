/// One of N disjoint slices of a suite's files, so the machines of a CI matrix can each run one
/// (`run --shard K/N`): together the N shards run every file exactly once.
///
/// Files are dealt out in the order of their paths, the first to shard 1, the second to shard 2,
/// and so on round the shards. The order depends on the paths alone, never on the machine, the
/// file system's listing order or the time, so every machine of a matrix agrees on who runs what;
/// dealing (rather than cutting the list in N runs) keeps the shards within one file of each other
/// in size, and a folder's files spread over every shard.
public struct ScenarioShard: Hashable, Sendable, CustomStringConvertible {
    /// Which slice, from 1 to `count`.
    public let index: Int
    /// How many slices the files are dealt into.
    public let count: Int

    /// Shard `index` of `count`; nil unless `1 <= index <= count`.
    public init?(index: Int, of count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// The shard `K/N` names (as `--shard` takes it), or nil when it is not of that form.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, of: count)
    }

    /// `K/N`.
    public var description: String { "\(index)/\(count)" }

    /// The files of `files` this shard runs, in the order given.
    public func files(of files: [String]) -> [String] {
        let mine = Set(
            files.enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
                .enumerated().filter { $0.offset % count == index - 1 }.map(\.element.offset))
        return files.enumerated().filter { mine.contains($0.offset) }.map(\.element)
    }
}
