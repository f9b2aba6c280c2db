/// A path as the system names it, in bytes that need not be UTF-8, and the `String` that
/// carries it through sheetlab (argv words, folder listings, `SourceOrigin.file`, `FileAccess`).
///
/// A byte outside well-formed UTF-8 is carried as U+0000 followed by the scalar of the same
/// value (U+0080...U+00FF); every other byte sequence is carried as the text it spells. No path
/// holds a zero byte (the system ends a path there), so no real name is carried like another,
/// and the two forms round-trip exactly: `FilePath(FilePath(bytes: b).text).bytes == b` for every
/// `b` without a zero byte. `VisibleText` shows a carried byte as `\xFF`.
///
/// A `String` cannot hold the lone surrogates Python's `surrogateescape` uses, and the Private
/// Use Area is text a real name may contain; hence U+0000.
public struct FilePath: Sendable, Hashable {
    /// The bytes the system names the file by, without the terminating zero.
    public let bytes: [UInt8]

    /// The path of these bytes.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The path `text` carries: its UTF-8, with each carried byte put back.
    public init(_ text: String) {
        guard text.utf8.contains(0) else {
            bytes = Array(text.utf8)
            return
        }
        var bytes: [UInt8] = []
        var escape = false
        for scalar in text.unicodeScalars {
            if escape {
                escape = false
                if let byte = Self.carriedByte(after: scalar) {
                    bytes.append(byte)
                    continue
                }
                bytes.append(0)
            }
            if scalar == "\u{0}" {
                escape = true
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        if escape { bytes.append(0) }
        self.bytes = bytes
    }

    /// The `String` that carries this path: its text, each byte outside UTF-8 as U+0000 and
    /// the scalar of the byte's value.
    public var text: String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    text.unicodeScalars.append("\u{0}")
                    text.unicodeScalars.append(Unicode.Scalar(byte))
                }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }

    /// The carried byte a scalar after U+0000 stands for, or nil when the pair is not one.
    static func carriedByte(after scalar: Unicode.Scalar) -> UInt8? {
        (0x80...0xFF).contains(scalar.value) ? UInt8(scalar.value) : nil
    }
}
