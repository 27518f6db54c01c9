/// Keys of the kitty keyboard protocol (`CSI code[:alternates] ; modifiers[:event] ; text u`), as a
/// terminal sends them once the program pushed the "disambiguate escape codes" flag: Escape is
/// `CSI 27 u` (no longer a lone ESC that must be waited on), and Ctrl, Alt and Shift combinations
/// that legacy encodings lose or confuse (Ctrl+I and Tab, Alt+letter and Escape then the letter)
/// arrive whole.
enum KittyKey {
    /// The key press of a `CSI … u` key sequence's parameters; nil for releases (never asked for),
    /// keys this toolkit has no name for (media keys, lone modifiers) and malformed parameters.
    static func press(parameters: Substring) -> KeyPress? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard let codeField = fields.first?.split(separator: ":", omittingEmptySubsequences: false).first,
            let code = UInt32(codeField)
        else { return nil }
        var modifiers: Modifiers = []
        if fields.count >= 2 {
            let parts = fields[1].split(separator: ":", omittingEmptySubsequences: false)
            if let first = parts.first, !first.isEmpty {
                guard let value = Int(first), value >= 1 else { return nil }
                modifiers = Self.modifiers(value - 1)
            }
            // Event type 3 is a release: only reported when asked for, and then not a key press.
            if parts.count >= 2, parts[1] == "3" { return nil }
        }
        guard var key = Self.key(code) else { return nil }
        if case .character(let character) = key {
            // Shift is part of a character (`Q`), as the legacy encoding and key patterns have it.
            if modifiers.contains(.shift), character.isLetter {
                key = .character(Character(character.uppercased()))
                modifiers.remove(.shift)
            }
        } else if key == .tab, modifiers.contains(.shift) {
            key = .backTab
            modifiers.remove(.shift)
        }
        return KeyPress(key, modifiers)
    }

    /// The protocol's modifier bits (the parameter minus one): Shift 1, Alt 2, Ctrl 4; Super, Hyper,
    /// Meta, Caps Lock and Num Lock are not modifiers here.
    private static func modifiers(_ bits: Int) -> Modifiers {
        var modifiers: Modifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The key of a Unicode key code, or of one of the protocol's functional key codes.
    private static func key(_ code: UInt32) -> Key? {
        switch code {
        case 27: return .escape
        case 13: return .enter
        case 9: return .tab
        case 127, 8: return .backspace
        case 57399...57408: return .character(Character(Unicode.Scalar(code - 57399 + 0x30)!))  // keypad 0…9
        case 57414: return .enter  // keypad Enter
        case 57376...57398: return .function(Int(code) - 57376 + 13)  // F13…F35
        case 0..<32, 0x80..<0xA0, 57344...63743: return nil  // other controls, C1, private-use keys
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }
}
