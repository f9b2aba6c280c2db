import Glibc

/// An unbuffered writer to a file descriptor, so stdout and stderr interleave in call order.
///
/// It bypasses stdio: nothing waits in a buffer when the editor prompts or the process exits.
/// A failed write (a closed pipe, a full disk) drops the rest of that string silently.
public struct Output: TextOutputStream, Sendable {
    /// The file descriptor written to.
    public let fileDescriptor: Int32

    /// The process's standard output.
    public static let standardOutput = Output(fileDescriptor: STDOUT_FILENO)
    /// The process's standard error.
    public static let standardError = Output(fileDescriptor: STDERR_FILENO)

    /// Creates a writer to `fileDescriptor`, which it neither owns nor closes.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// Writes the UTF-8 bytes of `string` completely, retrying after interruptions.
    public func write(_ string: String) {
        var text = string
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(
                    fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
