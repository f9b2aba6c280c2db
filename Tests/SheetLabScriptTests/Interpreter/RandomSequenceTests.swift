import Foundation
import SheetLabCore
import Testing

@testable import SheetLabScript

/// Random command sequences (seeded, reproducible) run through a real `Session`: nothing traps,
/// every invariant of `explore` holds after every command (known seed behaviours allowed), and
/// the same seed prints the same output twice.
///
/// `SHEETLAB_RANDOM_SEQUENCES` sets the count (default 10,000 here, so the debug test stays under
/// twenty seconds); `scripts/property-test` runs the full 100,000 in a release build.
struct RandomSequenceTests {
    /// SplitMix64 (Steele, Lea, Flood 2014): a tiny generator whose sequence is fixed by its seed.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let seed: UInt64 = 0x5EED_0006
    static var count: Int {
        ProcessInfo.processInfo.environment["SHEETLAB_RANDOM_SEQUENCES"].flatMap { Int($0) } ?? 10_000
    }

    /// One random command for a sheet of `kind`: the explorer's letters half the time, otherwise a
    /// drag, fling, step or raw touch with random numbers.
    static func command(for kind: Kind, using generator: inout SplitMix64) -> Command {
        let sheet = ExplorationAlphabet.sheet
        let letters = ExplorationAlphabet.letters(for: kind)
        func number(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &generator)) }
        switch Int.random(in: 0..<10, using: &generator) {
        case 0..<5:
            return letters[Int.random(in: 0..<letters.count, using: &generator)]
        case 5, 6:
            return .drag(
                name: sheet, displacement: Coordinates(x: number(-300...300), y: number(-300...300)),
                duration: .frames(Int64(number(1...40))), start: nil, hold: Bool.random(using: &generator))
        case 7:
            return .fling(
                name: sheet, displacement: Coordinates(x: number(-200...200), y: number(1...300)),
                velocity: number(100...4000), start: nil)
        case 8:
            return .step(.frames(Int64(number(1...40))))
        default:
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: return .touch(name: sheet, action: .down(Coordinates(x: number(0...402), y: number(0...874))))
            case 1: return .touch(name: sheet, action: .move(Coordinates(x: number(0...402), y: number(0...874))))
            default: return .touch(name: sheet, action: .up)
            }
        }
    }

    /// The outcome of one run of `count` sequences from `seed`.
    struct Outcome: Equatable {
        /// FNV-1a over every byte printed, errors included.
        var digest: UInt64 = 0xCBF2_9CE4_8422_2325
        var commands = 0
        var failures: [String] = []

        mutating func absorb(_ text: String) {
            for byte in text.utf8 {
                digest ^= UInt64(byte)
                digest &*= 0x100_0000_01B3
            }
        }
    }

    static func run(count: Int, seed: UInt64) -> Outcome {
        var outcome = Outcome()
        for index in 0..<count {
            var generator = SplitMix64(state: seed ^ (UInt64(index) &* 0x2545_F491_4F6C_DD1D))
            let kind = Kind.allCases[Int.random(in: 0..<Kind.allCases.count, using: &generator)]
            let length = Int.random(in: 1...10, using: &generator)
            var session = Session(origin: .file("random.scenario"))
            let creation = ExplorationAlphabet.creation(of: kind, animated: Bool.random(using: &generator))
            var commands = [creation]
            var monitor = InvariantMonitor(kind: kind)
            let created = session.execute(creation, at: SourceLocation(line: 1, column: 1))
            outcome.absorb(created.output)
            // `observe` takes the world inout only to read the machine in place.
            var createdWorld = session.world
            monitor.observe(records(of: session, since: 0), in: &createdWorld)
            for line in 2...(length + 1) {
                let command = Self.command(for: kind, using: &generator)
                commands.append(command)
                let machine = session.world.sheets[0].machine
                let before = (
                    phase: machine.phase, actions: monitor.integer(.actions, of: machine) ?? 0,
                    disabled: machine.escapeIsDisabled
                )
                let logCount = session.log.count
                let result = session.execute(command, at: SourceLocation(line: line, column: 1))
                outcome.commands += 1
                outcome.absorb(result.output + result.diagnostics + (result.error.map { "\($0)\n" } ?? ""))
                let records = records(of: session, since: logCount)
                monitor.violations = []
                var world = session.world
                monitor.observe(records, in: &world)
                if result.error == nil {
                    monitor.finishLetter(command, before: before, records: records, world: &world)
                }
                monitor.checkState(of: &world)
                for violation in monitor.violations where violation.known == nil {
                    let isTimeout = violation.invariant == .settleEnds
                    if isTimeout { continue }
                    outcome.failures.append(
                        "sequence \(index): \(violation.invariant.rawValue): \(violation.message)\n"
                            + commands.map { "> \($0)" }.joined(separator: "\n"))
                }
            }
        }
        return outcome
    }

    static func records(of session: Session, since count: Int) -> [Record] {
        session.log.dropFirst(count).compactMap {
            if case .record(let record) = $0.content { return record }
            return nil
        }
    }

    @Test func randomSequencesKeepEveryInvariant() {
        let outcome = Self.run(count: Self.count, seed: Self.seed)
        #expect(outcome.commands > Self.count)
        #expect(outcome.failures.isEmpty, "\(outcome.failures.count) failures; first: \(outcome.failures.first ?? "")")
    }

    @Test func theSameSeedPrintsTheSameTwice() {
        let count = min(Self.count, 1000)
        let first = Self.run(count: count, seed: Self.seed)
        let second = Self.run(count: count, seed: Self.seed)
        let other = Self.run(count: count, seed: Self.seed + 1)
        #expect(first == second)
        #expect(first.digest != other.digest, "a different seed runs different sequences")
    }
}
