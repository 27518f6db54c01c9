/// The most one scenario file may ask for.
///
/// Each limit is checked where the value is written, so a value over it is an error at its place
/// in the file rather than minutes of work, gigabytes of memory or of output.
package enum ScenarioLimits {
    /// The most bytes a scenario file may have: 4 MiB, room for a paste of the largest size written
    /// with multi-byte characters or escapes. A larger file is refused without being read.
    package static let maximumFileSize = 4 << 20

    /// The most key presses one command sends: `Key NAME N`, the characters of a `Type`, and the
    /// keys and string characters of a `Burst` together; and the most notches of one `Wheel`. 100,000, a flood of fast typing: each is
    /// handled as a key of its own, which takes seconds for this many. Long text is what `Paste`
    /// is for.
    package static let maximumKeyPresses = 100_000

    /// The most characters one `Paste` pastes: 1,048,576 (1 Mi), the most one paste event carries
    /// from a terminal, which hands a longer paste over in pieces of this size.
    package static let maximumPastedCharacters = 1 << 20

    /// The largest count of `Pop PANE N` and depth of `ExpectDepth` (a stack may be that deep).
    package static let maximumCount = 1_000_000

    /// The most characters of a `Snapshot` name.
    package static let maximumNameLength = 100

    /// Errors shown for one line: a line of thousands of bad routes shows the first ones and leaves
    /// room for the errors of the lines after it.
    package static let errorsPerLine = 10

    /// Errors shown for one file; the rest are counted in one closing `… and N more errors` line.
    package static let errorsPerFile = 100
}
