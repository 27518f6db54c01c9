import Foundation
import NavPilotTUI
import Testing

extension Reliability {
    /// Replays the input decoder's fuzz corpus and regressions (`Fuzz/corpus/inputdecoder/`,
    /// `Fuzz/regressions/inputdecoder/`) with the fuzz target's encoding and check, in an ordinary run.
    @Suite("Reliability: the input decoder's fuzz corpus replays cleanly")
    struct InputDecoderCorpusReplayTests {
        private static let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()

        /// The fuzz target's reading of bytes as raw input (see `Fuzz/InputDecoder/main.swift`).
        private static func rawInputs(_ bytes: [UInt8]) -> [RawInput] {
            var raws: [RawInput] = []
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
                default: raws.append(.character(byte))
                }
            }
            return raws
        }

        @Test("after any corpus input and an idle, a decoder outside a paste is back at the ground state")
        func corpusInputsLeaveTheDecoderAtGround() throws {
            var count = 0
            for folder in ["Fuzz/corpus/inputdecoder", "Fuzz/regressions/inputdecoder"] {
                let directory = Self.repository.appendingPathComponent(folder)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
                for name in names.sorted() {
                    guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(name).path)
                    else { continue }
                    count += 1
                    var decoder = InputDecoder()
                    _ = decoder.feed(Self.rawInputs(Array(data)) + [.idle])
                    if !decoder.isInPaste {
                        #expect(
                            decoder.feed(.character(0x61)) == [.key(KeyPress(.character("a")))], "\(folder)/\(name)")
                    }
                }
            }
            #expect(count > 0, "no corpus under \(Self.repository.path)/Fuzz/corpus/inputdecoder")
        }
    }
}
