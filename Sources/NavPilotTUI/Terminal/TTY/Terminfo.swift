import CNcursesw

/// The loaded terminfo entry (`np_terminfo_load`), read into what `FrameWriter` sends.
@MainActor
enum Terminfo {
    /// The ECMA-48 form of `cup`, which relative moves can replace.
    private static let ansiCursorAddress = "\u{1B}[%i%p1%d;%p2%dH"

    /// The entry's sequences; `allowingColor` false (`NO_COLOR`) leaves colours out.
    static func capabilities(allowingColor: Bool) -> TerminalCapabilities {
        var capabilities = TerminalCapabilities.ansi
        if string("cup") != ansiCursorAddress {
            capabilities.cursorAddressing = .custom { row, column in
                // The entry stays loaded for the life of the process; its format is read each time.
                guard let format = np_terminfo_string("cup"),
                    let filled = np_terminfo_format(format, Int32(row), Int32(column))
                else { return [] }
                return Array(withoutPadding(String(cString: filled)).utf8)
            }
        }
        capabilities.enterScreen = bytes("smcup") ?? []
        capabilities.exitScreen = bytes("rmcup") ?? []
        capabilities.clearScreen = bytes("clear") ?? capabilities.clearScreen
        capabilities.hideCursor = bytes("civis") ?? []
        capabilities.showCursor = bytes("cnorm") ?? []
        let colors = Int(np_terminfo_number("colors"))
        capabilities.colorCount = allowingColor && colors > 0 && string("setaf") != nil ? colors : 0
        capabilities.erasesLine = string("el") == "\u{1B}[K"
        capabilities.erasesCharacters = string("ech") == "\u{1B}[%p1%dX"
        capabilities.erasesInBackgroundColor = np_terminfo_flag("bce") != 0
        capabilities.scrollsAtLastCell = np_terminfo_flag("am") != 0 && np_terminfo_flag("xenl") == 0
        return capabilities
    }

    /// Whether colour may be used, given the value of `NO_COLOR` (nil when unset): no-color.org asks
    /// for none when it is set and not empty. Bold, dim, reverse and underline stay either way.
    static func allowsColor(noColor: String?) -> Bool {
        noColor?.isEmpty ?? true
    }

    /// The entry's size (`lines`, `cols`), for a terminal whose kernel does not say.
    static var size: Size? {
        let (rows, columns) = (Int(np_terminfo_number("lines")), Int(np_terminfo_number("cols")))
        return rows > 0 && columns > 0 ? Size(width: columns, height: rows) : nil
    }

    /// The string capability `name`, its padding left out.
    private static func string(_ name: String) -> String? {
        np_terminfo_string(name).map { withoutPadding(String(cString: $0)) }
    }

    /// `capability` without its padding (`$<5>`, `$<50/>`): delays for terminals of long ago, which
    /// `tputs` would turn into waits or pad characters, and which must never reach a terminal as text.
    nonisolated static func withoutPadding(_ capability: String) -> String {
        let scalars = Array(capability.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index] == "$", index + 1 < scalars.count, scalars[index + 1] == "<",
                let end = scalars[(index + 2)...].firstIndex(of: ">")
            {
                index = end + 1
                continue
            }
            out.append(scalars[index])
            index += 1
        }
        return String(out)
    }

    private static func bytes(_ name: String) -> [UInt8]? {
        string(name).map { Array($0.utf8) }
    }
}
