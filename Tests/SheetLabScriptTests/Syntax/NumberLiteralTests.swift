import Testing

@testable import SheetLabScript

/// The plain-decimal shortcut of `NumberLiteral.parse` reads what `Double(text)` reads.
struct NumberLiteralTests {
    @Test func theShortcutReadsWhatStrtodReads() {
        var state: UInt64 = 0xdec1_ba15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 20
        }
        var read = 0
        for index in 0..<200_000 {
            let integer = next() % [10, 1000, 1_000_000, 1_000_000_000_000][index % 4]
            let fraction = next() % 1_000_000
            let places = Int(next() % 7)
            var text = index % 5 == 0 ? "-" : ""
            text += "\(integer)"
            if places > 0 {
                let digits = String(fraction)
                text += "." + String(repeating: "0", count: max(places - digits.count, 0)) + digits.suffix(places)
            }
            guard let quick = NumberLiteral.quickValue(text) else { continue }
            read += 1
            #expect(quick.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
        #expect(read > 150_000)
    }

    /// (text, whether the shortcut reads it): anything but a plain decimal goes the long way.
    @Test(arguments: [
        ("120", true), ("-3.5", true), (".5", true), ("5.", true), ("+7", true), ("-0", true),
        ("1e3", false), ("1.2.3", false), ("-", false), (".", false), ("1-2", false), ("nan", false),
        ("1234567890123456", false), ("0x10", false), ("", false),
    ])
    func onlyPlainDecimalsTakeTheShortcut(_ text: String, _ quick: Bool) {
        #expect((NumberLiteral.quickValue(text) != nil) == quick, "\(text)")
    }

    @Test func theLongWayStillReadsAndRefuses() throws {
        #expect(try NumberLiteral.parse("1e3") == 1000)
        #expect(try NumberLiteral.parse("1234567890123456") == 1_234_567_890_123_456)
        #expect(throws: ScriptError.self) { try NumberLiteral.parse("1.2.3") }
        #expect(throws: ScriptError.self) { try NumberLiteral.parse("nan") }
        #expect(try NumberLiteral.parse("-0").sign == .minus)
    }
}
