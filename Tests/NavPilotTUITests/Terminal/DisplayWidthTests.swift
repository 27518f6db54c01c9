import NavPilotTUI
import Testing

@Suite("Display width")
struct DisplayWidthTests {
    @Test func asciiIsOneColumn() {
        #expect(displayWidth(of: Character("a")) == 1)
        #expect(displayWidth(of: "hello") == 5)
    }

    @Test func cjkAndEmojiAreTwoColumns() {
        #expect(displayWidth(of: Character("漢")) == 2)
        #expect(displayWidth(of: Character("🙂")) == 2)
        #expect(displayWidth(of: "漢字 🙂 ok") == 10)
    }

    @Test func emojiSequencesTakeTheWidthOfTheirDrawnPieces() {
        #expect(displayWidth(of: Character("❤\u{FE0F}")) == 1)  // VS16 left out: wcwidth of U+2764
        #expect(displayWidth(of: Character("☁\u{FE0F}")) == 1)
        #expect(displayWidth(of: Character("🙂\u{FE0F}")) == 2)
        #expect(displayWidth(of: Character("🇫🇷")) == 2)  // flag: two regional indicators of 1
        #expect(displayWidth(of: Character("👨‍👩‍👧")) == 6)  // ZWJ sequence: three people side by side
        #expect(displayWidth(of: Character("👍🏽")) == 2)  // skin tone modifier left out
        #expect(displayWidth(of: Character("1\u{FE0F}\u{20E3}")) == 1)  // keycap
    }

    @Test func combiningMarksStayInsideTheirGrapheme() {
        #expect(displayWidth(of: Character("e\u{301}")) == 1)
        #expect(displayWidth(of: "cafe\u{301}") == 4)
    }

    @Test func controlCharactersCountAsTheirVisiblePictures() {
        #expect(displayWidth(of: Character("\u{01}")) == 1)
        #expect(displayWidth(of: Character("\u{7F}")) == 1)
        #expect(displayWidth(of: Character("\u{85}")) == 1)
        #expect(displayWidth(of: Character("\r\n")) == 2)
    }

    @Test func tabsExpandToTheNextMultipleOfFour() {
        #expect(displayWidth(of: "\t") == 4)
        #expect(displayWidth(of: "ab\tc") == 5)
        #expect(displayWidth(of: "abcd\t") == 8)
    }

    @Test func truncateKeepsStringsThatFit() {
        #expect(truncate("hello", toWidth: 5) == "hello")
        #expect(truncate("hello", toWidth: 9) == "hello")
    }

    @Test func truncateAddsAnEllipsisInTheLastColumn() {
        #expect(truncate("hello world", toWidth: 6) == "hello…")
        #expect(truncate("hello world", toWidth: 6, ellipsis: false) == "hello ")
        #expect(truncate("hello", toWidth: 1) == "…")
        #expect(truncate("hello", toWidth: 0) == "")
    }

    @Test func truncateNeverSplitsAWideCharacter() {
        #expect(truncate("漢字漢字", toWidth: 4) == "漢…")
        #expect(truncate("漢字漢字", toWidth: 5, ellipsis: false) == "漢字")
        #expect(displayWidth(of: truncate("a漢字", toWidth: 4)) <= 4)
    }
}
