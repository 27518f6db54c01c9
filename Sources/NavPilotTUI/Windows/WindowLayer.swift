/// The layers of the window, top first: the help over the command palette over the panes. The
/// topmost layer shown takes every input, keys, clicks, the wheel and pastes alike (as a modal
/// screen cuts Textual's binding chain): what is under it gets none.
enum WindowLayer {
    /// The help overlay (`?`, F1).
    case help
    /// The command palette (Ctrl+P, `:`).
    case palette
    /// The split tree of panes, with the window's own tables (the prefix key's, a search's).
    case panes
}

extension WindowManager {
    /// The layer that takes the next input: the one decision keys, the mouse and pastes follow.
    var inputLayer: WindowLayer {
        if isShowingHelp { return .help }
        if palette != nil { return .palette }
        return .panes
    }
}
