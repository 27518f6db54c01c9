/// Input events and cells as the attach protocol writes them.
extension InputEvent {
    func write(to writer: inout WireWriter) {
        switch self {
        case .key(let press):
            writer.u8(0)
            press.key.write(to: &writer)
            writer.u8(press.modifiers.rawValue)
        case .paste(let text):
            writer.u8(1)
            writer.string(text)
        case .mouse(let mouse):
            writer.u8(2)
            writer.int(mouse.position.x)
            writer.int(mouse.position.y)
            writer.u8(Self.buttons.firstIndex(of: mouse.button).map(UInt8.init) ?? 0)
            writer.u8(Self.mouseKinds.firstIndex(of: mouse.kind).map(UInt8.init) ?? 0)
            writer.u8(mouse.modifiers.rawValue)
        case .resize(let size):
            writer.u8(3)
            size.write(to: &writer)
        }
    }

    init(from reader: inout WireReader) throws(WireError) {
        switch try reader.u8() {
        case 0:
            let key = try Key(from: &reader)
            self = .key(KeyPress(key, Modifiers(rawValue: try reader.u8() & 0b111)))
        case 1: self = .paste(try reader.string())
        case 2:
            let position = Point(x: try reader.int(), y: try reader.int())
            let button = Int(try reader.u8())
            let kind = Int(try reader.u8())
            guard button < Self.buttons.count, kind < Self.mouseKinds.count else {
                throw .malformed("an unknown mouse button or action")
            }
            let modifiers = Modifiers(rawValue: try reader.u8() & 0b111)
            self = .mouse(
                MouseEvent(
                    position: position, button: Self.buttons[button], kind: Self.mouseKinds[kind], modifiers: modifiers)
            )
        case 3: self = .resize(try Size(from: &reader))
        default: throw .malformed("an unknown input event")
        }
    }

    private static let buttons: [MouseButton] = [.left, .middle, .right, .none]
    private static let mouseKinds: [MouseEventKind] = [.press, .release, .click, .drag, .scrollUp, .scrollDown]
}

extension Key {
    /// The keys without a payload, in the order their codes name them.
    private static let plain: [Key] = [
        .enter, .tab, .backTab, .backspace, .delete, .escape, .up, .down, .left, .right, .home, .end, .pageUp,
        .pageDown, .insert,
    ]

    func write(to writer: inout WireWriter) {
        switch self {
        case .character(let character):
            writer.u8(0)
            writer.string(String(character))
        case .function(let number):
            writer.u8(1)
            writer.int(number)
        default:
            writer.u8(2 + UInt8(Self.plain.firstIndex(of: self) ?? 0))
        }
    }

    init(from reader: inout WireReader) throws(WireError) {
        let code = Int(try reader.u8())
        switch code {
        case 0:
            let text = try reader.string()
            guard text.count == 1, let character = text.first else {
                throw .malformed("a key of \(text.count) characters")
            }
            self = .character(character)
        case 1:
            self = .function(try reader.int())
        case 2..<(2 + Self.plain.count):
            self = Self.plain[code - 2]
        default:
            throw .malformed("an unknown key")
        }
    }
}

extension CellChange {
    /// A cell's grapheme code marking that its text follows (more than one scalar).
    private static let textFollows: UInt32 = 0xFFFF_FFFF

    func write(to writer: inout WireWriter) {
        writer.int(position.x)
        writer.int(position.y)
        writer.u8(cell.width)
        writer.u16(cell.style.foregroundCode)
        writer.u16(cell.style.backgroundCode)
        writer.u8(cell.style.attributes.rawValue)
        writer.u8(cell.style.linkCode)
        // A multi-scalar grapheme's code is an index into this process's table: its text travels.
        if cell.isSingleScalar {
            writer.u32(cell.grapheme)
        } else {
            writer.u32(Self.textFollows)
            writer.string(String(cell.character))
        }
    }

    init(from reader: inout WireReader) throws(WireError) {
        let position = Point(x: try reader.int(), y: try reader.int())
        let width = try reader.u8()
        guard width <= 2 else { throw .malformed("a cell \(width) wide") }
        var style = Style.plain
        style.foregroundCode = try reader.u16()
        style.backgroundCode = try reader.u16()
        guard style.foregroundCode <= Style.largestCode, style.backgroundCode <= Style.largestCode else {
            throw .malformed("an unknown colour")
        }
        style.attributes = Style.Attributes(rawValue: try reader.u8() & 0b1111)
        style.linkCode = try reader.u8()
        let code = try reader.u32()
        let grapheme: UInt32
        if code == Self.textFollows {
            let text = try reader.string()
            guard text.count == 1, let character = text.first else {
                throw .malformed("a cell of \(text.count) graphemes")
            }
            grapheme = Cell.code(of: character)
        } else {
            // Control characters never reach a terminal as cells: a frame that has them is refused.
            guard code < Cell.internedBase, let scalar = Unicode.Scalar(code), !isControl(scalar) else {
                throw .malformed("a cell's scalar")
            }
            grapheme = code
        }
        self.init(position: position, cell: Cell(grapheme: grapheme, width: width, style: style))
    }
}
