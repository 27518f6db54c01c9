import NavPilotTestSupport
import Testing

@testable import NavPilot

/// JSON as the program writes it (the control protocol, state files) and reads it back (the small
/// state files every start reads): what it writes reads back the same, and text that is not JSON is
/// refused with what was wrong and where.
@Suite("JSON values")
struct JSONValueTests {
    /// A random value of at most `depth` levels, its strings drawn from every kind of character a
    /// terminal or a JSON reader could trip on.
    static func randomValue(depth: Int, using generator: inout SeededGenerator) -> JSONValue {
        let scalars: [Unicode.Scalar] = [
            "a", "Z", " ", "\"", "\\", "/", "\n", "\t", "\r", "\u{0}", "\u{1B}", "\u{7F}", "\u{9B}", "é", "漢",
            "\u{202E}", "\u{FEFF}", "\u{1F600}", "\u{E000}", "\u{10FFFF}", "\u{E0041}",
        ]
        func randomString() -> String {
            var string = ""
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                string.unicodeScalars.append(scalars.randomElement(using: &generator)!)
            }
            return string
        }
        switch Int.random(in: 0...(depth > 0 ? 6 : 3), using: &generator) {
        case 0: return .string(randomString())
        case 1:
            return .int(
                [Int.min, Int.max, 0, -1, Int.random(in: -1000...1000, using: &generator)].randomElement(
                    using: &generator)!)
        case 2: return .bool(Bool.random(using: &generator))
        case 3: return .null
        case 4, 5:
            return .array(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    randomValue(depth: depth - 1, using: &generator)
                })
        default:
            return .object(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    (randomString(), randomValue(depth: depth - 1, using: &generator))
                })
        }
    }

    @Test func whatIsWrittenReadsBackTheSame() throws {
        var generator = SeededGenerator(seed: 49)
        for _ in 0..<2_000 {
            let value = Self.randomValue(depth: 4, using: &generator)
            let text = value.text
            #expect(!text.unicodeScalars.contains { SafeText.needsEscaping($0) }, "nothing a terminal acts on: \(text)")
            #expect(try JSONValue(parsing: text) == value, "\(text)")
        }
    }

    @Test func everyEscapeOfTheStandardIsRead() throws {
        let text = #" { "a" : [ "\"\\\/\b\f\n\r\t\u00e9\u00E9\ud83d\ude00" , -12 , true , false , null ] } "#
        let value = try JSONValue(parsing: text)
        #expect(value["a"]?.array?.first?.string == "\"\\/\u{8}\u{C}\n\r\té\u{E9}\u{1F600}")
        #expect(value["a"]?.array?[1].int == -12)
        #expect(value["b"] == nil && value.string == nil && value.int == nil)
        #expect(try JSONValue(parsing: "{\"k\":1,\"k\":2}")["k"]?.int == 1, "the first of a key written twice")
    }

    @Test func textThatIsNotJSONSaysWhatWasWrongAndWhere() {
        let cases: [(String, String)] = [
            ("", "expected a value at byte 0"),
            ("[1,]", "expected a value at byte 3"),
            ("[1 2]", "expected ',' or ']' at byte 3"),
            ("{\"a\" 1}", "expected ':' at byte 5"),
            ("{1:2}", "expected a key at byte 1"),
            ("{\"a\":1", "expected ',' or '}' at byte 6"),
            ("01", "a number with a leading zero at byte 0"),
            ("-", "expected a digit at byte 1"),
            ("1.5", "only whole numbers are read at byte 1"),
            ("2e3", "only whole numbers are read at byte 1"),
            ("99999999999999999999", "a number out of range at byte 0"),
            ("\"a\u{1}b\"", "a control character in a string at byte 2"),
            ("\"abc", "a string without its closing quote at byte 4"),
            ("\"\\q\"", "an unknown escape at byte 2"),
            ("\"\\u12G4\"", "expected four hexadecimal digits at byte 3"),
            ("\"\\u+123\"", "expected four hexadecimal digits at byte 3"),
            ("\"\\ud800\"", "a lone surrogate at byte 7"),
            ("\"\\udc00\"", "a lone surrogate at byte 7"),
            ("\"\\ud800\\u0041\"", "a lone surrogate at byte 13"),
            ("tru", "expected a value at byte 0"),
            ("1 2", "unexpected text after the value at byte 2"),
            (String(repeating: "[", count: 65) + String(repeating: "]", count: 65), "nested deeper than 64 at byte 64"),
        ]
        for (text, message) in cases {
            do {
                let value = try JSONValue(parsing: text)
                Issue.record("\(SafeText.quoted(text)) read as \(value.text)")
            } catch {
                #expect(error.description == message, "\(SafeText.quoted(text))")
            }
        }
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect((try? JSONValue(parsing: deepest)) != nil, "64 levels are read")
    }
}
