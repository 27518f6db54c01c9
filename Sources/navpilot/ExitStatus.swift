/// The exit statuses of `navpilot`, one meaning each, whatever the subcommand.
enum ExitStatus {
    /// Everything asked for was done (every scenario passed).
    static let success: Int32 = 0
    /// It could not be done: a scenario failed, a replay was stopped, there is no terminal, a
    /// recording had to go elsewhere.
    static let failure: Int32 = 1
    /// It was asked for wrongly: a bad command line, a malformed scenario file.
    static let usage: Int32 = 2
}
