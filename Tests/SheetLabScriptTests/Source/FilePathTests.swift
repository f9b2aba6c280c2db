import SheetLabScript
import Testing

/// `FilePath`: a name's bytes carried in a `String` and back, exactly, and shown with `\xFF`.
struct FilePathTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        /// The `String` that carries the bytes.
        let text: String
        /// How `VisibleText` shows it.
        let shown: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "ascii", bytes: Array("a/b.scenario".utf8), text: "a/b.scenario", shown: "a/b.scenario"),
        Case(name: "utf-8", bytes: [0x63, 0x61, 0x66, 0xC3, 0xA9], text: "café", shown: "café"),
        Case(name: "lone 0xff", bytes: [0x62, 0xFF, 0x63], text: "b\u{0}\u{FF}c", shown: "b\\xFFc"),
        Case(name: "truncated sequence", bytes: [0xE2, 0x82], text: "\u{0}\u{E2}\u{0}\u{82}", shown: "\\xE2\\x82"),
        Case(name: "overlong slash", bytes: [0xC0, 0xAF], text: "\u{0}\u{C0}\u{0}\u{AF}", shown: "\\xC0\\xAF"),
        Case(
            name: "surrogate", bytes: [0xED, 0xA0, 0x80], text: "\u{0}\u{ED}\u{0}\u{A0}\u{0}\u{80}",
            shown: "\\xED\\xA0\\x80"),
        Case(name: "invalid then valid", bytes: [0xFF, 0xC3, 0xA9], text: "\u{0}\u{FF}é", shown: "\\xFFé"),
        Case(name: "latin-1 text stays text", bytes: [0xC3, 0xBF], text: "ÿ", shown: "ÿ"),
        Case(name: "control character", bytes: [0x1B, 0xFE], text: "\u{1B}\u{0}\u{FE}", shown: "\\u{1B}\\xFE"),
    ]

    @Test("bytes are carried in a String and given back exactly", arguments: cases)
    func roundTrip(_ example: Case) {
        #expect(FilePath(bytes: example.bytes).text == example.text)
        #expect(FilePath(example.text).bytes == example.bytes)
        #expect(VisibleText.escaped(example.text) == example.shown)
    }

    /// Every name of one or two bytes (no zero byte: no path holds one) comes back as it went in.
    @Test func everyTwoByteNameRoundTrips() {
        var failures: [[UInt8]] = []
        for first in UInt8(1)...255 {
            for second in UInt8(0)...255 {
                let bytes = second == 0 ? [first] : [first, second]
                if FilePath(FilePath(bytes: bytes).text).bytes != bytes { failures.append(bytes) }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// A zero byte not followed by a carried byte stays a zero byte (script text may hold one).
    @Test func loneZeroStaysZero() {
        #expect(FilePath("a\u{0}b").bytes == [0x61, 0, 0x62])
        #expect(FilePath("a\u{0}").bytes == [0x61, 0])
    }
}
