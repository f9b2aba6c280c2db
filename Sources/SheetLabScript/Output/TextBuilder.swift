/// Text built as UTF-8 bytes and made a `String` once.
///
/// Appending to a `String` piece by piece costs about 300 instructions a piece (the standard
/// library's append path, measured by callgrind over the bench's replay); copying a piece's bytes
/// into an array costs a few dozen. The hot output paths (transition lines, `inspect`, `list`)
/// build their text here.
struct TextBuilder {
    private var bytes: [UInt8] = []

    /// An empty text with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `text`'s bytes.
    ///
    /// One copy of a buffer (`withUTF8Bytes`): appending the `utf8` view went through its
    /// iterator, about 170 instructions a piece (callgrind, the bench's replay).
    @inline(__always)
    mutating func append(_ text: String) {
        text.withUTF8Bytes { bytes.append(contentsOf: $0) }
    }

    /// Appends one ASCII byte.
    @inline(__always)
    mutating func append(ascii byte: UInt8) {
        bytes.append(byte)
    }

    /// Whether nothing was appended.
    var isEmpty: Bool { bytes.isEmpty }

    /// The text.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
