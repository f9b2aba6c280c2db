import SheetLabCore
import Testing

@testable import SheetLabScript

/// `explore`'s state keys and their set: states that differ in one part of the key are kept apart,
/// states equal after the shift and normalisation share a key, and `FingerprintSet` holds exactly
/// what was inserted.
struct StateKeyTests {
    /// A modal sheet created, after `letters` (each must run).
    static func state(_ letters: [Command]) -> (World, InvariantMonitor.Memory) {
        let explorer = Explorer(kind: .modal, depth: 1)
        guard var (world, memory) = explorer.root(animated: false) else { return (World(), .init()) }
        for letter in letters {
            var monitor = InvariantMonitor(kind: .modal)
            monitor.memory = memory
            _ = try? LetterExecution.run(letter, on: &world, monitor: &monitor)
            memory = monitor.memory
        }
        return (world, memory)
    }

    static func key(_ letters: [Command]) -> Explorer.StateKey {
        let (world, memory) = state(letters)
        return Explorer(kind: .modal, depth: 1).key(of: world, memory: memory)
    }

    static let settle = Command.settle(name: nil, limit: .ticks(Session.defaultSettleLimit))
    static let frame = Command.step(.frames(1))

    /// Two letter sequences and whether their states are the same.
    struct KeyCase: CustomTestStringConvertible, Sendable {
        var name: String
        var first: [Command]
        var second: [Command]
        var same: Bool
        var testDescription: String { name }
    }

    static let keyCases: [KeyCase] = [
        KeyCase(
            name: "at rest, one frame later (the shift to the last frame)", first: [settle, frame],
            second: [settle, frame, frame], same: true),
        KeyCase(
            name: "at rest, ten frames later", first: [settle, frame], second: [settle, .step(.frames(10))],
            same: true),
        KeyCase(
            name: "reduce motion on (the environment)", first: [settle],
            second: [settle, .setEnvironment(.reduceMotion(true))], same: false),
        KeyCase(
            name: "reduce motion on then off, at rest", first: [settle],
            second: [settle, .setEnvironment(.reduceMotion(true)), .setEnvironment(.reduceMotion(false))], same: true),
        KeyCase(
            name: "a finger held (the finger)", first: [settle],
            second: [settle, ExplorationAlphabet.drag(0, 60, hold: true)], same: false),
        KeyCase(
            name: "a drag and a longer drag held", first: [settle, ExplorationAlphabet.drag(0, 60, hold: true)],
            second: [settle, ExplorationAlphabet.drag(0, 60, hold: true), ExplorationAlphabet.move(0, 80)],
            same: false),
        KeyCase(name: "one frame into the entrance", first: [], second: [frame], same: false),
        KeyCase(
            name: "a tick inside the frame", first: [settle], second: [settle, .step(.ticks(1))], same: false),
    ]

    @Test(arguments: keyCases)
    func statesShareAKeyExactlyWhenTheyAreTheSame(_ row: KeyCase) {
        let first = Self.key(row.first)
        let second = Self.key(row.second)
        #expect((first == second) == row.same, "\(row.name)")
    }

    @Test func theEnvironmentAndMemoryDigestsReadEveryStoredProperty() {
        #expect(
            Mirror(reflecting: Environment()).children.compactMap(\.label) == [
                "screenWidth", "screenHeight", "safeAreaTop", "safeAreaBottom", "clock", "layoutDirection",
                "reduceMotion", "springModel",
            ], "update Explorer.digest(_:into:) for Environment's stored properties")
        #expect(
            Mirror(reflecting: Environment().clock).children.compactMap(\.label) == ["fps", "ticksPerFrame"])
        #expect(
            Mirror(reflecting: InvariantMonitor.Memory()).children.compactMap(\.label) == [
                "dismissals", "actionsThisCommit", "reduceMotionCarriesOver", "reduceMotionWasOn",
            ], "update Explorer.digest(_:into:) for the memory's stored properties")
    }

    @Test func aFingerprintSetHoldsExactlyWhatWasInserted() {
        var set = FingerprintSet()
        var inserted: [UInt64] = []
        var generator: UInt64 = 12345
        // Past several growths, with 0 and neighbouring values that share low bits.
        for index in 0..<5000 {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let fingerprint: UInt64 = index == 17 ? 0 : index % 3 == 0 ? (UInt64(index) + 1) << 40 : generator
            let isNew = set.insert(Explorer.StateKey(fingerprint: fingerprint))
            #expect(isNew, "\(fingerprint) is new")
            inserted.append(fingerprint)
        }
        #expect(set.count == 5000)
        for fingerprint in inserted {
            #expect(set.contains(Explorer.StateKey(fingerprint: fingerprint)))
            let isNew = set.insert(Explorer.StateKey(fingerprint: fingerprint))
            #expect(!isNew, "\(fingerprint) twice")
        }
        #expect(set.count == 5000)
        #expect(!set.contains(Explorer.StateKey(fingerprint: 1)))
        #expect(!set.contains(Explorer.StateKey(fingerprint: 3 << 40 | 1)))
    }
}
