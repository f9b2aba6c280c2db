import Testing

@testable import SheetLabCore

/// A transition's cause is a value; `VerdictText` words it as the transition line prints it.
struct TransitionCauseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var cause: TransitionCause
        var words: String
        var testDescription: String { words }
    }

    static let cases: [Case] = [
        Case(
            cause: .release(.comparison(Comparison(.translation, 200, .greaterOrEqual, 140, .threshold))),
            words: "release: translation 200.0 >= threshold 140.0"),
        Case(
            cause: .release(
                .neither(
                    Comparison(.dy, 100, .lessOrEqual, 100, .threshold),
                    Comparison(.releaseVelocity, 0, .lessOrEqual, 500, .velocity))),
            words: "release: dy 100.0 <= threshold 100.0, release velocity 0.0 <= velocity 500.0"),
        Case(cause: .escape, words: "escape"),
        Case(cause: .backdropTap, words: "backdrop tap"),
        Case(cause: .press("close"), words: "press close"),
        Case(cause: .set("enabled"), words: "set enabled"),
    ]

    @Test(arguments: cases)
    func aCauseReadsAsItsLine(_ testCase: Case) {
        #expect(testCase.cause.description == testCase.words)
    }

    @Test func causesCompareTheirNumbers() {
        let held = TransitionCause.release(.comparison(Comparison(.translation, 200, .greaterOrEqual, 140, .threshold)))
        let missed = TransitionCause.release(.comparison(Comparison(.translation, 139, .less, 140, .threshold)))
        #expect(held != missed)
        #expect(
            held == .release(.comparison(Comparison(.translation, 200, .greaterOrEqual, 140, .threshold))))
    }
}
