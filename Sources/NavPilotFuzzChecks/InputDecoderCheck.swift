import NavPilotTUI

/// The terminal input decoder (`InputDecoder`), fed raw curses-style input. Bytes below 0xF0 are
/// characters (ESC, CSI and paste markers are all reachable); 0xF0 takes the next four bytes as any
/// UInt32 (invalid scalars included), 0xF1 a key code, 0xF2 is idle, 0xF3 a resize (any size, zero
/// included), 0xF4 an already decoded key, 0xF5 a mouse click, 0xF6 the next byte as a raw input byte
/// (UTF-8 assembled by the decoder), 0xF7 `endPaste()`. After the input and an idle, a decoder that is
/// not inside a paste is back at the ground state: a plain `a` decodes to one key press; one that is
/// inside a paste, or inside a terminal's colour answer whose end has not come, is back there after
/// `endPaste()`.
enum InputDecoderCheck {
    static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
        var decoder = InputDecoder()
        var events: [InputEvent] = []
        for raw in rawInputs(bytes) {
            events += raw.map { decoder.feed($0) } ?? decoder.endPaste()
        }
        events += decoder.feed(.idle)
        for event in events { _ = String(describing: event) }
        _ = decoder.endPaste()
        let plain = decoder.feed(.character(UInt32(UInt8(ascii: "a"))))
        try require(plain == [.key(KeyPress(.character("a")))], "decoder not back at ground: \(plain)")
    }

    /// The bytes read as raw input, as described above; nil stands for a call of `endPaste()`.
    static func rawInputs(_ bytes: [UInt8]) -> [RawInput?] {
        var raws: [RawInput?] = []
        var index = 0
        func next() -> UInt32 {
            defer { index += 1 }
            return index < bytes.count ? UInt32(bytes[index]) : 0
        }
        while index < bytes.count {
            let byte = next()
            switch byte {
            case 0xF0: raws.append(.character(next() << 24 | next() << 16 | next() << 8 | next()))
            case 0xF1: raws.append(.keyCode(Int32(bitPattern: next() << 8 | next())))
            case 0xF2: raws.append(.idle)
            case 0xF3: raws.append(.resize(Size(width: Int(next()) - 1, height: Int(next()) - 1)))
            case 0xF4: raws.append(.key(KeyPress(.up, Modifiers(rawValue: UInt8(next())))))
            case 0xF5:
                let point = Point(x: Int(next()), y: Int(next()))
                raws.append(.mouse(MouseEvent(position: point, button: .left, kind: .click)))
            case 0xF6: raws.append(.byte(UInt8(next())))
            case 0xF7: raws.append(nil)
            default: raws.append(.character(byte))
            }
        }
        return raws
    }
}
