/// The invariants (each with its known behaviour, if any) a search has found already: a later
/// violation of one is dropped (`Explorer` keeps the first in frontier order), so the monitor's
/// checks skip it without formatting its message or reading the fields it names.
struct FoundInvariants: Sendable {
    /// One bit per invariant found with no known behaviour, by `Invariant.allCases` order.
    private var plain: UInt32 = 0
    /// Those found as a known behaviour, a few at most.
    private var known: [(invariant: Invariant, behaviour: KnownBehaviour)] = []

    /// Whether `invariant` with `behaviour` was found.
    @inline(__always)
    func contains(_ invariant: Invariant, known behaviour: KnownBehaviour?) -> Bool {
        guard let behaviour else { return plain & Self.bit(invariant) != 0 }
        return known.contains { $0.invariant == invariant && $0.behaviour == behaviour }
    }

    /// Adds `invariant` with `behaviour`; whether it was new.
    @discardableResult
    mutating func insert(_ invariant: Invariant, known behaviour: KnownBehaviour?) -> Bool {
        guard !contains(invariant, known: behaviour) else { return false }
        if let behaviour {
            known.append((invariant, behaviour))
        } else {
            plain |= Self.bit(invariant)
        }
        return true
    }

    /// The bit of `invariant` in `plain`.
    @inline(__always)
    private static func bit(_ invariant: Invariant) -> UInt32 {
        switch invariant {
        case .dismissOnce: 1 << 0
        case .actionOnce: 1 << 1
        case .dismissedIsFinal: 1 << 2
        case .progressInRange: 1 << 3
        case .hitTesting: 1 << 4
        case .reduceMotion: 1 << 5
        case .settleRests: 1 << 6
        case .settleEnds: 1 << 7
        case .escapeActs: 1 << 8
        case .finite: 1 << 9
        case .armedAgrees: 1 << 10
        }
    }
}
