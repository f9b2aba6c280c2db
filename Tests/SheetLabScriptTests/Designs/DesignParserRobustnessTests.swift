import SheetLabCore
import Testing

@testable import SheetLabScript

/// The design reader ends with a design or errors on any input, without crashing or recursing
/// without bound.
struct DesignParserRobustnessTests {
    static let screen = "design page\nfamily screen\n"

    @Test func deepParenthesesAreRefused() throws {
        let text = Self.screen + "release dismiss when " + String(repeating: "(", count: 60_000) + "\nrelease cancel\n"
        guard case .failure(let found) = DesignFile.read(text: text) else {
            Issue.record("accepted")
            return
        }
        #expect(found.errors.first?.reason == .nestingTooDeep(limit: 64))
    }

    @Test func longOperatorChainsAreRefused() throws {
        let chain = Array(repeating: "translation", count: 4_000).joined(separator: " + ")
        let text = Self.screen + "release dismiss when \(chain) > 1\nrelease cancel\n"
        guard case .failure(let found) = DesignFile.read(text: text) else {
            Issue.record("accepted")
            return
        }
        #expect(found.errors.first?.reason == .nestingTooDeep(limit: 64))
    }

    @Test func aChainWithinTheLimitIsRead() throws {
        let chain = Array(repeating: "translation", count: 60).joined(separator: " + ")
        let text = Self.screen + "release dismiss when \(chain) > 1\nrelease cancel\n"
        let design = try DesignFile.read(text: text).get()
        #expect(design.release[0].condition?.depth == 61)
    }

    /// Random lines built from the language's own words and symbols, and random bytes: each
    /// input reads to a design or to errors placed inside the text.
    @Test func randomInputsEndInADesignOrErrors() {
        var state: UInt64 = 0x5EED
        func random(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let words =
            DesignStatement.words + DesignReading.allCases.map(\.spelling)
            + DesignAnimation.Function.allCases.map(\.rawValue) + [
                "(", ")", ",", ":", "=", "+", "-", "*", "/", "<", ">=", "==", "and", "or", "when", "to", "at",
                "positions",
                "nearest", "next", "min", "abs", "180", "55%", "0.2s", "1e3", "\"x\"", "\\", "#", "sheet", "screen",
                "dismiss", "snap", "stay", "cancel", "commit", "on", "follows", "1:1", "dim", "tap", "\u{7}", "é",
            ]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<random(8) {
                text += (0..<random(12)).map { _ in words[random(words.count)] }.joined(separator: " ") + "\n"
            }
            check(Array(text.utf8), lines: text.split(separator: "\n", omittingEmptySubsequences: false).count)
            let bytes = (0..<random(200)).map { _ in UInt8(random(256)) }
            check(bytes, lines: bytes.count { $0 == 0x0A } + 1)
        }
    }

    private func check(_ bytes: [UInt8], lines: Int) {
        switch DesignFile.read(bytes) {
        case .success(let design):
            #expect(DesignParser.parse(DesignText.text(of: design)) == .success(design))
        case .failure(let found):
            #expect(!found.errors.isEmpty)
            for error in found.errors {
                #expect(error.location.line >= 1 && error.location.line <= max(lines, 1))
                #expect(error.location.column >= 1)
            }
        }
    }
}
