extension String {
    /// Calls `body` with the string's UTF-8 bytes in place (a short string's are copied to the
    /// stack, a native string lends its storage).
    ///
    /// The parser reads words byte by byte, and `TextBuilder` and the JSON escape check copy or
    /// scan whole strings; walking `utf8` through the generic collection algorithms cost some
    /// thirty instructions a byte, a buffer a few.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
