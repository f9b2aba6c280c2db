#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Where a check was called: the test's own source line.
struct Caller: Sendable {
    var fileID: String
    var filePath: StaticString
    var line: UInt
    var column: UInt

    /// The calling file's path as text.
    var path: String { filePath.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
}

/// A failure handed to the test framework that runs the current test.
enum TestFailure {
    /// Records `message` as an issue of the running test.
    ///
    /// Under Swift Testing the issue is placed at `file`:`line` (the scenario's line) when there
    /// is one, else at the caller. XCTest's `XCTFail` takes only a compile-time file name, so
    /// there the failure is placed at the caller, and `message` already starts with the
    /// scenario's `PATH:LINE`.
    static func record(_ message: String, file: String?, shown: String?, line: Int?, caller: Caller) {
        #if canImport(Testing)
            if Test.current != nil {
                var location = Testing.SourceLocation(
                    fileID: caller.fileID, filePath: caller.path, line: Int(caller.line), column: Int(caller.column))
                if let file, let shown {
                    location = Testing.SourceLocation(
                        fileID: "scenarios/" + shown, filePath: file, line: max(1, line ?? 1), column: 1)
                }
                Issue.record(Comment(rawValue: message), sourceLocation: location)
                return
            }
        #endif
        #if canImport(XCTest)
            XCTFail(message, file: caller.filePath, line: caller.line)
        #else
            fatalError("SheetLabTesting: no test framework to record a failure in: \(message)")
        #endif
    }
}
