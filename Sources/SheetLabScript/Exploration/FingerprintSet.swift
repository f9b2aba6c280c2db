/// The fingerprints of the states `explore` has seen: an open-addressing table of 64-bit words.
///
/// A fingerprint is already a SipHash output, so its low bits pick the slot directly; a `Set`
/// would hash it again with SipHash at every lookup (a worker looks up every transition, the
/// merge every new state). Linear probing, at most three quarters full; 0 marks an empty slot, and
/// the fingerprint 0 is kept aside. A value type: copies share the table until one inserts.
struct FingerprintSet: Sendable {
    private var slots: [UInt64]
    private var mask: Int
    private var holdsZero = false
    /// How many fingerprints the set holds.
    private(set) var count = 0

    init() {
        slots = Array(repeating: 0, count: 1024)
        mask = 1023
    }

    func contains(_ key: Explorer.StateKey) -> Bool {
        let fingerprint = key.fingerprint
        guard fingerprint != 0 else { return holdsZero }
        return slots.withUnsafeBufferPointer { slots in
            var index = Int(truncatingIfNeeded: fingerprint) & mask
            while true {
                let slot = slots[index]
                if slot == fingerprint { return true }
                if slot == 0 { return false }
                index = (index + 1) & mask
            }
        }
    }

    /// Adds `key`; whether it was new.
    mutating func insert(_ key: Explorer.StateKey) -> Bool {
        let fingerprint = key.fingerprint
        if fingerprint == 0 {
            defer { holdsZero = true }
            if !holdsZero { count += 1 }
            return !holdsZero
        }
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let inserted = Self.place(fingerprint, in: &slots, mask: mask)
        if inserted { count += 1 }
        return inserted
    }

    /// Puts `fingerprint` (not 0) in its slot; false when it was there.
    private static func place(_ fingerprint: UInt64, in slots: inout [UInt64], mask: Int) -> Bool {
        slots.withUnsafeMutableBufferPointer { slots in
            var index = Int(truncatingIfNeeded: fingerprint) & mask
            while true {
                let slot = slots[index]
                if slot == fingerprint { return false }
                if slot == 0 {
                    slots[index] = fingerprint
                    return true
                }
                index = (index + 1) & mask
            }
        }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for fingerprint in old where fingerprint != 0 { _ = Self.place(fingerprint, in: &slots, mask: mask) }
    }
}
