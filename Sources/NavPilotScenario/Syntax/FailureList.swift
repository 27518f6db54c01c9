/// Problems collected in file order: the first `ScenarioLimits.errorsPerFile` kept, the others only
/// counted, so collecting stays linear and its memory bounded however many there are.
///
/// Each collector (syntax, structure, checker) keeps its own first ones; the first problems of the
/// whole file are among them, so merging the kept ones and keeping the first again is exact.
struct FailureList {
    /// The problems kept, in the order they were added.
    private(set) var kept: [Lexer.Failure] = []
    /// How many more were added and not kept.
    private(set) var omitted = 0

    mutating func append(_ failure: Lexer.Failure) {
        if kept.count < ScenarioLimits.errorsPerFile {
            kept.append(failure)
        } else {
            omitted += 1
        }
    }

    /// Counts a problem that is not kept (one past the limit of its line).
    mutating func omit() {
        omitted += 1
    }
}
