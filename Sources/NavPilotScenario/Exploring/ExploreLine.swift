/// One generated scenario line, parsed the way a file's line is.
enum ExploreLine {
    /// The action of `line`, which the generator wrote to be valid; a line the parser refuses would
    /// be a bug in the generator, so it stops the program with the line.
    static func action(of line: String) -> StepAction {
        var lexer = Lexer(line: line, lineNumber: 1)
        guard let tokens = try? lexer.tokens(), !tokens.isEmpty,
            let parsed = try? LineParser(tokens: tokens).parse(), case .step(let action) = parsed.content
        else {
            preconditionFailure("navpilot explore wrote a line it cannot read: \(line)")
        }
        return action
    }
}
