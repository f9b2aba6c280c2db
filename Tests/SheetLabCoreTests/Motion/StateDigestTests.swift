import Testing

@testable import SheetLabCore

/// `AnimatedValue`'s hash through `StateDigest`: every stored property is read (a property added
/// later fails the reflection cases until `AnimatedValue+Digest.swift` reads it), values that
/// differ in one field hash apart, and values that are `==` hash alike.
@Suite("State digest")
struct StateDigestTests {
    static let fluid = Animation.spring(.smooth, model: .fluid, spelling: ".smooth")
    static let analytic = Animation.spring(.smooth, model: .analytic, spelling: ".smooth")
    static let linear = Animation.curve(.linear, seconds: 1, spelling: "linear(1)")

    /// A value with a spring and a curve running, rendered once.
    static func moving(_ spring: Animation = fluid) -> AnimatedValue {
        var value = AnimatedValue(0)
        value.set(100, animation: spring, change: 1, at: 0)
        value.set(150, animation: linear, change: 2, at: 100)
        value.render(at: 200)
        return value
    }

    typealias FieldCase = StoredPropertyCase

    static let fieldCases: [FieldCase] = [
        FieldCase(
            name: "AnimatedValue", value: { moving() },
            fields: [
                "springRecord", "spring", "model", "presentedOffset", "curves", "lastRenderedTick",
            ]),
        FieldCase(
            name: "SpringRecord", value: { moving().springRecord! },
            fields: ["changes", "spelling"]),
        FieldCase(
            name: "SpringMotion", value: { moving().spring! },
            fields: ["originTick", "remainingOffset", "integrator"]),
        FieldCase(
            name: "FluidSpringState", value: { FluidSpringState(delta: 1, spring: .smooth) },
            fields: ["delta", "offset", "velocity", "force", "ownTime", "stiffness", "damping"]),
        FieldCase(
            name: "AnalyticSpringMotion", value: { moving(analytic).spring!.integrator },
            fields: ["analytic"]),
        FieldCase(
            name: "SpringCompletion", value: { SpringCompletion(change: 1, logicalTicks: 2, at: 3) },
            fields: ["change", "startTick", "logicalTicks"]),
        FieldCase(
            name: "CurveLayer", value: { moving().curves[0] },
            fields: ["curve", "startTick", "durationTicks", "delta", "change", "spelling"]),
        FieldCase(name: "TimingCurve", value: { TimingCurve.linear }, fields: ["x1", "y1", "x2", "y2"]),
        FieldCase(name: "Spring", value: { Spring.smooth }, fields: ["response", "dampingRatio"]),
        FieldCase(
            name: "LibrarySpringState",
            value: { LibrarySpringState(spring: .uikit(.smooth, initialVelocity: 0), delta: 1) },
            fields: ["spring", "delta", "offset", "velocity", "stepped"]),
    ]

    @Test(arguments: fieldCases)
    func theDigestReadsEveryStoredProperty(_ row: FieldCase) {
        #expect(row.labels == row.fields, "\(row.name): update AnimatedValue+Digest.swift for its stored properties")
    }

    @Test func theAnalyticMotionsPropertiesAreRead() {
        guard case .analytic(let motion) = Self.moving(Self.analytic).spring?.integrator else {
            Issue.record("an analytic spring runs")
            return
        }
        let labels = Mirror(reflecting: motion).children.compactMap(\.label)
        #expect(labels == ["delta", "initialVelocity", "naturalFrequency", "decayRate", "regime"])
    }

    /// Two values that differ in one field.
    struct DifferenceCase: CustomTestStringConvertible, Sendable {
        var name: String
        var change: @Sendable (inout AnimatedValue) -> Void
        var testDescription: String { name }
    }

    static let differenceCases: [DifferenceCase] = [
        DifferenceCase(name: "model") { $0.set($0.model + 1, animation: nil, change: 3, at: 300) },
        DifferenceCase(name: "presented offset") { $0.presentedOffset += 1e-9 },
        DifferenceCase(name: "last rendered tick") { $0.lastRenderedTick = 201 },
        DifferenceCase(name: "spring spelling") { $0.springRecord?.spelling = ".smoothe" },
        DifferenceCase(name: "spring origin") { $0.spring?.originTick += 1 },
        DifferenceCase(name: "a change's start") { $0.springRecord?.changes[0].startTick += 1 },
        DifferenceCase(name: "curve spelling") { $0.curves[0].spelling = "linear(2)" },
        DifferenceCase(name: "curve delta") { $0.curves[0].delta = -$0.curves[0].delta },
        DifferenceCase(name: "no spring") { $0.removeSpring() },
        DifferenceCase(name: "no curve") { $0.curves.removeAll() },
    ]

    @Test(arguments: differenceCases)
    func valuesThatDifferInOneFieldHashApart(_ row: DifferenceCase) {
        let original = Self.moving()
        var changed = original
        row.change(&changed)
        #expect(changed != original, "\(row.name): the case changes the value")
        #expect(changed.hashValue != original.hashValue, "\(row.name)")
    }

    @Test func equalValuesHashAlike() {
        #expect(Self.moving().hashValue == Self.moving().hashValue)
        var negativeZero = AnimatedValue(-0.0)
        let zero = AnimatedValue(0)
        #expect(negativeZero == zero && negativeZero.hashValue == zero.hashValue, "-0.0 and 0.0 are ==")
        negativeZero.presentedOffset = -0.0
        #expect(negativeZero.hashValue == zero.hashValue)
    }

    /// `AnimatedValue.digest` folds in an empty spelling as these two words without reading it.
    @Test func theEmptyStringFoldsInAZeroWordAndALengthOfZero() {
        var read = StateDigest()
        read.combine("")
        var words = StateDigest()
        words.combine(0 as UInt64)
        words.combine(0 as Int)
        #expect(read.value == words.value)
    }

    @Test func stringsAreDelimitedByTheirLength() {
        var split = StateDigest()
        split.combine("a")
        split.combine("bc")
        var joined = StateDigest()
        joined.combine("ab")
        joined.combine("c")
        #expect(split.value != joined.value)
        var long = StateDigest()
        long.combine("spring(response: 0.5, dampingRatio: 0.8)")
        var other = StateDigest()
        other.combine("spring(response: 0.5, dampingRatio: 0.9)")
        #expect(long.value != other.value, "a difference past the first eight bytes")
    }

    /// An enum with string raw values, digested case by case (`combine(case:)`).
    struct CaseDigestCase: CustomTestStringConvertible, Sendable {
        var name: String
        /// Each case's digest, twice over.
        var digests: @Sendable () -> (first: [UInt64], again: [UInt64])
        var testDescription: String { name }
    }

    static func caseDigests<Case: RawRepresentable & CaseIterable>(_: Case.Type) -> (first: [UInt64], again: [UInt64])
    where Case.RawValue == String {
        func digests() -> [UInt64] {
            Case.allCases.map { value in
                var digest = StateDigest()
                digest.combine(case: value)
                return digest.value
            }
        }
        return (digests(), digests())
    }

    static let caseDigestCases: [CaseDigestCase] = [
        CaseDigestCase(name: "phase") { caseDigests(Phase.self) },
        CaseDigestCase(name: "sheet profile") { caseDigests(SheetProfile.Name.self) },
        CaseDigestCase(name: "layout direction") { caseDigests(LayoutDirection.self) },
        CaseDigestCase(name: "spring model") { caseDigests(SpringModel.self) },
    ]

    @Test(arguments: caseDigestCases)
    func everyCaseDigestsApartAndAlikeTwice(_ row: CaseDigestCase) {
        let (first, again) = row.digests()
        #expect(Set(first).count == first.count, "\(row.name): two cases digest alike")
        #expect(first == again, "\(row.name): a case digests alike twice")
    }
}
