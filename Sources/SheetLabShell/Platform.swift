#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

/// What differs between Linux and macOS for the shell: the C library (re-exported here, so that
/// no other file of the module imports Glibc or Darwin) and the calls and paths below.
///
/// The C shims behind `CEditLine` (libedit, the anonymous memory file, `environ`) keep their own
/// differences in `Sources/CEditLine/shim.h`.
enum Platform {
    /// `read(2)`, named apart from the methods called `read` that would shadow it.
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(descriptor, buffer, count)
        #else
            Darwin.read(descriptor, buffer, count)
        #endif
    }

    /// `write(2)`, named apart from the methods called `write` that would shadow it.
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }

    /// Restores the default action of `signal`.
    static func restoreDefaultAction(of signal: Int32) {
        #if canImport(Glibc)
            _ = Glibc.signal(signal, SIG_DFL)
        #else
            _ = Darwin.signal(signal, SIG_DFL)
        #endif
    }

    /// The folder listing the process's open descriptors: `/proc/self/fd` on Linux, `/dev/fd`
    /// on macOS.
    #if os(Linux)
        static let descriptorFolder = "/proc/self/fd"
    #else
        static let descriptorFolder = "/dev/fd"
    #endif

    /// A path that opens the file behind an open descriptor.
    static func path(ofDescriptor descriptor: Int32) -> String {
        "\(descriptorFolder)/\(descriptor)"
    }

    /// The peak resident memory from `getrusage`, in KiB: Linux counts `ru_maxrss` in KiB, macOS
    /// in bytes.
    static func maximumResidentKiB() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
            guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss)
        #else
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
            return Int(usage.ru_maxrss) / 1024
        #endif
    }
}
