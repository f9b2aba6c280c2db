import Synchronization

/// An unbuffered writer to a file descriptor, so stdout and stderr interleave in call order.
///
/// It bypasses stdio: nothing waits in a buffer when the editor prompts or the process exits.
/// A failed write (a closed pipe, a full disk, a closed descriptor) drops the rest of that
/// string and every later one, and is kept: `Output.standardOutputFailure` tells the modes to
/// stop, and `Program.main` reports it on stderr with exit status 2.
public struct Output: TextOutputStream, Sendable {
    /// The file descriptor written to.
    public let fileDescriptor: Int32

    /// The process's standard output.
    public static let standardOutput = Output(fileDescriptor: STDOUT_FILENO)
    /// The process's standard error.
    public static let standardError = Output(fileDescriptor: STDERR_FILENO)

    /// The `errno` of the first failed write to standard output, 0 while none failed.
    private static let failedStandardOutput = Atomic<Int32>(0)

    /// Why writing to standard output failed, or nil while every write succeeded.
    public static var standardOutputFailure: ShellError? {
        let errorNumber = failedStandardOutput.load(ordering: .acquiring)
        guard errorNumber != 0 else { return nil }
        return .cannotWrite(path: "<stdout>", reason: ShellError.reason(errorNumber: errorNumber))
    }

    /// Creates a writer to `fileDescriptor`, which it neither owns nor closes.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes the UTF-8 bytes of `string` completely, retrying after interruptions.
    public func write(_ string: String) {
        if fileDescriptor == STDOUT_FILENO && Self.failedStandardOutput.load(ordering: .acquiring) != 0 { return }
        var text = string
        let failure = text.withUTF8 { bytes in
            FileWriter.writeAll(UnsafeRawBufferPointer(bytes), to: fileDescriptor)
        }
        if failure != 0 && fileDescriptor == STDOUT_FILENO {
            _ = Self.failedStandardOutput.compareExchange(
                expected: 0, desired: failure, ordering: .acquiringAndReleasing)
        }
    }
}
