import SheetLabCore

/// Text built as UTF-8 bytes and made a `String` once.
///
/// Appending to a `String` piece by piece costs about 300 instructions a piece (the standard
/// library's append path, measured by callgrind over the bench's replay); copying a piece's bytes
/// into a buffer costs a few dozen. The hot output paths (transition lines, `inspect`, `list`)
/// build their text here.
///
/// The bytes live in a buffer of its own, not an `Array`: `Array.append(contentsOf:)` of a
/// piece's bytes checked uniqueness and capacity generically and called `memcpy`, about 93
/// instructions a piece (callgrind, the bench's replay). Not copyable, so the buffer has one owner.
struct TextBuilder: ~Copyable {
    /// The buffer; nil until a byte is appended to a text made with no room.
    private var start: UnsafeMutablePointer<UInt8>?
    private var count = 0
    private var capacity: Int

    /// An empty text with room for `capacity` bytes (none allocated for 0).
    init(capacity: Int) {
        self.capacity = max(capacity, 0)
        start = capacity > 0 ? .allocate(capacity: capacity) : nil
    }

    deinit {
        start?.deallocate()
    }

    /// Appends `text`'s bytes.
    @inline(__always)
    mutating func append(_ text: String) {
        text.withUTF8Bytes { append(bytes: $0) }
    }

    /// Appends `bytes`: short pieces (most are a few bytes) byte by byte into the buffer.
    @inline(__always)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        guard let source = bytes.baseAddress, length > 0 else { return }
        if count + length > capacity { grow(toHold: count + length) }
        guard let start else { return }
        let target = start + count
        if length <= 16 {
            for offset in 0..<length { target[offset] = source[offset] }
        } else {
            target.update(from: source, count: length)
        }
        count += length
    }

    /// Appends `DecimalFormat.format(value, decimals:)` without making a `String` of it.
    @inline(__always)
    mutating func append(_ value: Double, decimals: Int) {
        DecimalFormat.withFormatBytes(value, decimals: decimals) { append(bytes: $0) }
    }

    /// Appends `DecimalFormat.seconds(ticks:)` without making a `String` of it.
    @inline(__always)
    mutating func append(secondsOf ticks: Int64) {
        DecimalFormat.withSecondsBytes(ticks: ticks) { append(bytes: $0) }
    }

    /// Appends one ASCII byte.
    @inline(__always)
    mutating func append(ascii byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        start?[count] = byte
        count += 1
    }

    /// Moves the bytes to a buffer of at least twice the room, and at least `needed` bytes.
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let larger = max(needed, capacity * 2, 16)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        if let start {
            moved.initialize(from: start, count: count)
            start.deallocate()
        }
        start = moved
        capacity = larger
    }

    /// Whether nothing was appended.
    var isEmpty: Bool { count == 0 }

    /// The text.
    var text: String {
        guard let start else { return "" }
        return String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }
}
