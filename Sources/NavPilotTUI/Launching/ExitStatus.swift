/// The exit statuses of an app's command line (`TerminalSession.main`), the scenario commands and
/// `navpilot`, one meaning each, whatever the subcommand.
package enum ExitStatus {
    /// Everything asked for was done (every scenario passed).
    package static let success: Int32 = 0
    /// It could not be done: a scenario failed, a replay was stopped, there is no terminal, a
    /// recording had to go elsewhere.
    package static let failure: Int32 = 1
    /// It was asked for wrongly: a bad command line, a malformed scenario file.
    package static let usage: Int32 = 2
}
