import CNcursesw

#if canImport(Glibc)
import Glibc
#endif

/// Turns styles into curses attributes and colour pairs, allocating pairs on demand and caching both
/// lookups (the draw loop asks once per run of equally styled cells).
struct CursesColors {
    /// Colours the terminal has (8, 16, 256, …); 0 when it has none.
    let colorCount: Int
    /// True when `use_default_colors` worked, so -1 means "the terminal's default".
    let hasDefaultColors: Bool
    private let maximumPairs: Int
    private var pairs: [PairKey: Int16] = [:]
    private var styles: [Style: (attr_t, Int16)] = [:]
    private var nextPair: Int16 = 1

    private struct PairKey: Hashable {
        var foreground: Int16
        var background: Int16
    }

    /// Starts colour support if the terminal has any and the user did not turn colour off with a
    /// non-empty `NO_COLOR` (no-color.org); bold, dim, reverse and underline stay either way.
    init() {
        if has_colors(), Self.allowsColor(noColor: getenv("NO_COLOR").map { String(cString: $0) }) {
            _ = start_color()
            hasDefaultColors = use_default_colors() == OK
            colorCount = Int(np_colors())
            // init_pair takes a short; pair 0 is the fixed default pair.
            maximumPairs = min(Int(np_color_pairs()), Int(Int16.max))
        } else {
            colorCount = 0
            hasDefaultColors = false
            maximumPairs = 0
        }
    }

    /// Whether colour may be used, given the value of `NO_COLOR` (nil when unset).
    static func allowsColor(noColor: String?) -> Bool {
        noColor?.isEmpty ?? true
    }

    /// The attributes and colour pair that draw `style`.
    mutating func attributes(for style: Style) -> (attr_t, Int16) {
        if let cached = styles[style] { return cached }
        var attributes = np_a_normal()
        if style.bold { attributes |= np_a_bold() }
        if style.dim { attributes |= np_a_dim() }
        if style.reverse { attributes |= np_a_reverse() }
        if style.underline { attributes |= np_a_underline() }
        let pair = pairNumber(foreground: style.foreground, background: style.background)
        styles[style] = (attributes, pair)
        return (attributes, pair)
    }

    private mutating func pairNumber(foreground: Color?, background: Color?) -> Int16 {
        guard colorCount > 0, foreground != nil || background != nil else { return 0 }
        let key = PairKey(
            foreground: colorNumber(foreground, default: 7), background: colorNumber(background, default: 0))
        if let pair = pairs[key] { return pair }
        // Out of pairs: fall back to the default colours rather than recycling a pair still on screen.
        guard Int(nextPair) < maximumPairs else { return 0 }
        let pair = nextPair
        nextPair += 1
        _ = init_pair(pair, key.foreground, key.background)
        pairs[key] = pair
        return pair
    }

    private func colorNumber(_ color: Color?, default fallback: Int16) -> Int16 {
        guard let color else { return hasDefaultColors ? -1 : fallback }
        return Int16(color.paletteIndex(drawnWith: colorCount))
    }
}
