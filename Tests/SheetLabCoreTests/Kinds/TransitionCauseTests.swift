import Testing

@testable import SheetLabCore

/// A transition's cause reads as its text, whether given or built when read.
struct TransitionCauseTests {
    @Test func aReleaseCauseReadsAsReleaseAndItsReason() {
        let cause = TransitionCause.release(Deferred { "translation 200.0 >= threshold 140.0" })
        #expect(cause.description == "release: translation 200.0 >= threshold 140.0")
        #expect(cause == TransitionCause("release: translation 200.0 >= threshold 140.0"))
        #expect(cause.hashValue == TransitionCause("release: translation 200.0 >= threshold 140.0").hashValue)
        #expect(cause != "release: translation 200.0 < threshold 140.0")
    }

    @Test func aGivenCauseReadsAsGiven() {
        let cause: TransitionCause = "backdrop tap"
        #expect(cause.description == "backdrop tap")
        #expect("\(cause)" == "backdrop tap")
    }
}
