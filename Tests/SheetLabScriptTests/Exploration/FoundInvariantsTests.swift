import Testing

@testable import SheetLabScript

/// `FoundInvariants`: what a search found already, one bit per plain invariant and a list of
/// known behaviours, so that explore's checks skip what it would drop.
struct FoundInvariantsTests {
    /// Each invariant has a bit of its own: finding one finds no other.
    @Test(arguments: Invariant.allCases)
    func eachInvariantIsFoundAlone(_ invariant: Invariant) {
        var found = FoundInvariants()
        let first = found.insert(invariant, known: nil)
        let second = found.insert(invariant, known: nil)
        #expect(first, "new the first time")
        #expect(!second, "not new the second time")
        for other in Invariant.allCases {
            #expect(found.contains(other, known: nil) == (other == invariant), "\(other)")
        }
    }

    /// A violation that is a known behaviour is found apart from the plain one, and apart from
    /// another behaviour of the same invariant.
    @Test func knownBehavioursAreFoundApart() {
        var found = FoundInvariants()
        let knownFirst = found.insert(.reduceMotion, known: .reduceMotionFromNextEvent)
        #expect(knownFirst)
        #expect(found.contains(.reduceMotion, known: .reduceMotionFromNextEvent))
        #expect(!found.contains(.reduceMotion, known: nil))
        #expect(!found.contains(.progressInRange, known: .edgeCancelSpringUndershoots))
        let plainAfterKnown = found.insert(.reduceMotion, known: nil)
        let knownAgain = found.insert(.reduceMotion, known: .reduceMotionFromNextEvent)
        #expect(plainAfterKnown, "the plain finding is new beside the known one")
        #expect(!knownAgain, "the known behaviour was found already")
    }
}
