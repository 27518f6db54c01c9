/// An answer the terminal sent to a query, read from the input like keys but never a key: the input
/// decoder sets it aside (`InputDecoder.takeReplies()`) and the backend acts on it.
public enum TerminalReply: Hashable, Sendable {
    /// `CSI ? flags u`: the kitty keyboard protocol's flags now in force (an answer to `CSI ? u`), so
    /// the terminal speaks the protocol.
    case keyboardFlags(Int)
    /// `CSI ? mode ; setting $ y`: a DEC private mode's report (an answer to DECRQM, `CSI ? mode $ p`);
    /// setting 0 means the mode is unknown, 1 set, 2 reset, 3 permanently set, 4 permanently reset.
    case modeReport(mode: Int, setting: Int)
    /// `CSI ? attributes c`: the primary device attributes (an answer to DA1, `CSI c`). Every terminal
    /// answers it, so it arriving before another answer means that query went unanswered.
    case deviceAttributes([Int])
    /// `OSC 11 ; rgb:… ST`: the terminal's background colour (an answer to `OSC 11 ; ? ST`).
    case backgroundColor(RGBColor)
    /// `OSC 10 ; rgb:… ST`: the terminal's default text colour (an answer to `OSC 10 ; ? ST`).
    case foregroundColor(RGBColor)
    /// `APC G i=id ; message ST`: the kitty graphics protocol's answer about image `id`, `OK` or an
    /// error such as `ENOENT:…` (an answer to its query, `a=q`).
    case graphics(id: Int, message: String)
}

extension TerminalReply {
    /// The reply a CSI sequence with private marker `?` stands for, if any.
    static func fromPrivateCSI(_ parameters: Substring, final: Unicode.Scalar) -> TerminalReply? {
        switch final {
        case "u":
            return Int(parameters).map { .keyboardFlags($0) }
        case "y":
            guard parameters.hasSuffix("$") else { return nil }
            let numbers = parameters.dropLast().split(separator: ";").map { Int($0) }
            guard numbers.count == 2, let mode = numbers[0], let setting = numbers[1] else { return nil }
            return .modeReport(mode: mode, setting: setting)
        case "c":
            let numbers = parameters.split(separator: ";").compactMap { Int($0) }
            return .deviceAttributes(numbers)
        default:
            return nil
        }
    }

    /// The reply an APC string stands for, if any: its text between `ESC _` and the terminator, such
    /// as `Gi=31;OK`. Only kitty graphics answers are replies.
    static func fromAPC(_ text: Substring) -> TerminalReply? {
        guard text.first == "G", let separator = text.firstIndex(of: ";") else { return nil }
        let keys = text[text.index(after: text.startIndex)..<separator].split(separator: ",")
        guard let idKey = keys.first(where: { $0.hasPrefix("i=") }), let id = Int(idKey.dropFirst(2)) else {
            return nil
        }
        return .graphics(id: id, message: String(text[text.index(after: separator)...]))
    }

    /// The reply an OSC string stands for, if any: its text between `ESC ]` and the terminator, such
    /// as `11;rgb:ffff/ffff/ffff`. Only the colour answers (OSC 10 and 11) are replies.
    static func fromOSC(_ text: Substring) -> TerminalReply? {
        guard let separator = text.firstIndex(of: ";"),
            let color = RGBColor.parseXParseColor(text[text.index(after: separator)...])
        else { return nil }
        switch text[..<separator] {
        case "10": return .foregroundColor(color)
        case "11": return .backgroundColor(color)
        default: return nil
        }
    }
}
