#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A colour in the sRGB space, each channel from 0 (none) to 1 (full): what a terminal reports as its
/// background or foreground colour (OSC 11 and OSC 10), and what a theme is chosen for.
public struct RGBColor: Hashable, Sendable {
    /// The red channel, 0...1.
    public let red: Double
    /// The green channel, 0...1.
    public let green: Double
    /// The blue channel, 0...1.
    public let blue: Double

    /// A colour from 8-bit channels, as in `#rrggbb` (0...255 each).
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.init(clampingRed: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255)
    }

    /// A colour from channels in 0...1; values outside are clamped (NaN becomes 0). Its own label, so
    /// `RGBColor(red: 48, green: 48, blue: 48)` can only mean 8-bit values.
    init(clampingRed red: Double, green: Double, blue: Double) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
    }

    private static let black = RGBColor(red: 0, green: 0, blue: 0)
    private static let white = RGBColor(red: 255, green: 255, blue: 255)

    /// The relative luminance of WCAG 2.x: 0 for black, 1 for white, by how bright the eye finds the
    /// colour (green counts most, blue least).
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// The WCAG 2.x contrast ratio of this colour and `other`, the lighter over the darker: 1 for
    /// equal luminance up to 21 for black and white (WCAG asks 4.5 for text).
    public func contrastRatio(with other: RGBColor) -> Double {
        let (first, second) = (relativeLuminance, other.relativeLuminance)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// True when dark text reads better on this colour than light text: its contrast with black is
    /// higher than with white (a luminance above 0.179). A mid grey of luminance 0.3 is light by this
    /// rule, though not by "luminance above 0.5".
    public var isLight: Bool {
        contrastRatio(with: Self.black) > contrastRatio(with: Self.white)
    }

    /// The colour of an X11 colour specification as terminals write it in their answers:
    /// `rgb:r/g/b`, or `rgba:r/g/b/a` (the alpha is ignored), each component 1 to 4 hexadecimal digits
    /// scaled by its own length (`f` and `ffff` are both full). Nil for any other text.
    static func parseXParseColor(_ text: Substring) -> RGBColor? {
        let count: Int
        let body: Substring
        if text.hasPrefix("rgb:") {
            (count, body) = (3, text.dropFirst(4))
        } else if text.hasPrefix("rgba:") {
            (count, body) = (4, text.dropFirst(5))
        } else {
            return nil
        }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == count else { return nil }
        var channels: [Double] = []
        for part in parts {
            // `UInt16(_:radix:)` alone would take a sign: only 1 to 4 ASCII hexadecimal digits pass.
            let digits = part.utf8
            guard (1...4).contains(digits.count), digits.allSatisfy(Self.isHexDigit),
                let value = UInt16(part, radix: 16)
            else { return nil }
            channels.append(Double(value) / Double((1 << (4 * digits.count)) - 1))
        }
        return RGBColor(clampingRed: channels[0], green: channels[1], blue: channels[2])
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }

    private static func clamped(_ value: Double) -> Double {
        value >= 0 ? min(value, 1) : 0  // NaN fails `>= 0`
    }

    /// An sRGB channel made linear (the inverse of the sRGB transfer curve).
    private static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
}
