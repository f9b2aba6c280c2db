/// A fast 64-bit digest of a value's fields, for hashing state that is hashed very often
/// (`explore` fingerprints every state it reaches).
///
/// Each word is folded in with one 64 x 64 -> 128-bit multiply (the "mum" step of wyhash, Wang Yi,
/// public domain): a few instructions a word where `Hasher`'s SipHash costs a call and a few dozen.
/// Not meant to resist chosen inputs; the digest is fed to a `Hasher` once, which mixes it further.
/// Equal values must feed equal words: `number(_:)` folds -0.0 into 0.0, as `==` does.
public struct StateDigest: Sendable {
    /// wyhash's default secret words (wyhash.h, `_wyp`).
    private static let multiplier: UInt64 = 0xa076_1d64_78bd_642f
    private static let offset: UInt64 = 0xe703_7ed1_a0b4_28db

    /// The digest so far.
    public private(set) var value: UInt64 = 0x8ebc_6af0_9c88_c6e3

    public init() {}

    /// Folds in one word.
    @inline(__always)
    public mutating func combine(_ word: UInt64) {
        let product = (value ^ word ^ Self.offset).multipliedFullWidth(by: Self.multiplier)
        value = product.high ^ product.low
    }

    @inline(__always)
    public mutating func combine(_ integer: Int64) { combine(UInt64(bitPattern: integer)) }

    @inline(__always)
    public mutating func combine(_ integer: Int) { combine(UInt64(bitPattern: Int64(integer))) }

    @inline(__always)
    public mutating func combine(_ flag: Bool) { combine(flag ? 1 as UInt64 : 2) }

    /// A number by its bits, with -0.0 and 0.0 alike (they are `==`).
    @inline(__always)
    public mutating func number(_ number: Double) { combine(number == 0 ? 0 : number.bitPattern) }

    /// An optional tick: a marker word for nil, else the tick after another marker.
    @inline(__always)
    public mutating func combine(_ tick: Int64?) {
        guard let tick else { return combine(0x6e69_6c00 as UInt64) }
        combine(0x736f_6d65 as UInt64)
        combine(tick)
    }

    /// A case of an enum with string raw values (an enum without payloads) by the one byte it is
    /// stored in, its tag: equal cases, equal bytes. Its raw value would be read byte by byte
    /// (about 120 instructions a string, for a word that says which case).
    @inline(__always)
    public mutating func combine<Case: RawRepresentable>(case value: Case) where Case.RawValue == String {
        precondition(MemoryLayout<Case>.size <= 1, "combine(case:) takes an enum's tag byte, not a struct's")
        combine(withUnsafeBytes(of: value) { UInt64($0.first ?? 0) })
    }

    /// A string's UTF-8 bytes, eight to a word (read in place), then its length, so that "a" + "bc"
    /// and "ab" + "c" differ in a sequence of strings.
    public mutating func combine(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            var offset = 0
            while offset + 8 <= bytes.count {
                combine(UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.count {
                word |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            combine(word)
            combine(bytes.count)
        }
    }
}
