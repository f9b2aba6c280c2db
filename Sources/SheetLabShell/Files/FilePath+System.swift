import SheetLabScript

extension FilePath {
    /// The path `cString` names, byte for byte (`String(cString:)` would repair bytes that are not UTF-8).
    init(cString: UnsafePointer<CChar>) {
        self.init(bytes: Array(UnsafeRawBufferPointer(start: cString, count: strlen(cString))))
    }

    /// The bytes with a terminating zero, for the system calls that take a path.
    var cString: [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// The bytes `text` carries, with a terminating zero: what every system call of sheetlab
    /// gets for a path held as a `String`.
    static func system(_ text: String) -> [CChar] {
        FilePath(text).cString
    }
}
