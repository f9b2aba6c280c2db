/// A fixed list of words, looked up by their bytes: each word of at most eight bytes is packed
/// into one integer, so a look-up packs the word once and compares integers.
///
/// The parser looks several words of every line up (the command, a name against the keywords,
/// fields, parameters); hashing a `String` for a dictionary cost more than a line's other work.
/// Longer words, and words with a NUL byte (which packing cannot tell from a shorter word), go
/// to a dictionary.
struct WordIndex: Sendable, Equatable {
    /// Each word packed, in list order; `unpacked` for a word that does not pack.
    private let packed: [UInt64]
    /// The indices of the words that do not pack.
    private let others: [String: Int]

    /// Stands for a word that does not pack: no word packs to it, as no UTF-8 byte is 0xFF.
    private static let unpacked = UInt64.max

    /// An index of `words`; a repeated word finds its first place.
    init(_ words: [String]) {
        var others: [String: Int] = [:]
        for (index, word) in words.enumerated() where Self.pack(word) == nil && others[word] == nil {
            others[word] = index
        }
        packed = words.map { Self.pack($0) ?? Self.unpacked }
        self.others = others
    }

    /// The index in the list of `word`, or nil.
    func index(of word: String) -> Int? {
        guard let key = Self.pack(word) else { return others[word] }
        return packed.firstIndex(of: key)
    }

    /// The index in the list of the word whose UTF-8 bytes are `bytes`, or nil.
    func index(ofBytes bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let key = Self.pack(bytes: bytes) else { return others[String(decoding: bytes, as: UTF8.self)] }
        return packed.firstIndex(of: key)
    }

    /// Whether `word` is in the list.
    func contains(_ word: String) -> Bool { index(of: word) != nil }

    /// Whether the word whose UTF-8 bytes are `bytes` is in the list.
    func contains(bytes: UnsafeBufferPointer<UInt8>) -> Bool { index(ofBytes: bytes) != nil }

    /// The UTF-8 bytes of `word`, the first in the lowest byte; nil for a word longer than eight
    /// bytes or with a NUL byte.
    static func pack(_ word: String) -> UInt64? {
        guard word.utf8.count <= 8 else { return nil }
        return word.withUTF8Bytes(pack(bytes:))
    }

    /// `pack(_:)` of the word whose UTF-8 bytes are `bytes`: copied into the integer at once,
    /// then tested for a NUL byte with the bit trick for "has a zero byte" (no loop per byte).
    static func pack(bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let count = bytes.count
        guard count <= 8 else { return nil }
        guard count > 0, let base = bytes.baseAddress else { return 0 }
        var stored: UInt64 = 0
        withUnsafeMutableBytes(of: &stored) { $0.baseAddress!.copyMemory(from: base, byteCount: count) }
        let key = UInt64(littleEndian: stored)
        // The bytes past the word set to 0xFF, so only the word's own bytes can be zero.
        let padded = count == 8 ? key : key | (UInt64.max << UInt64(8 * count))
        let hasZeroByte = (padded &- 0x0101_0101_0101_0101) & ~padded & 0x8080_8080_8080_8080 != 0
        return hasZeroByte ? nil : key
    }
}
