/// The process's resident memory from `/proc/self/status` (Linux; macOS has only the peak, from
/// `getrusage`), in KiB.
struct ProcessMemory: Sendable, Equatable {
    /// `VmRSS`: resident now.
    var residentKiB: Int
    /// `VmHWM`: the peak resident so far (the high-water mark).
    var peakKiB: Int

    /// A reading now; zeros when `/proc/self/status` cannot be read.
    static func current() -> ProcessMemory {
        var reading = ProcessMemory(residentKiB: 0, peakKiB: 0)
        guard let bytes = try? FileReader.read("/proc/self/status") else {
            reading.peakKiB = maximumResidentFromRusage()
            return reading
        }
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") { reading.residentKiB = kibibytes(line) }
            if line.hasPrefix("VmHWM:") { reading.peakKiB = kibibytes(line) }
        }
        return reading
    }

    /// `getrusage(RUSAGE_SELF).ru_maxrss`, in KiB.
    static func maximumResidentFromRusage() -> Int {
        Platform.maximumResidentKiB()
    }

    /// The number in a `Name:   1234 kB` line.
    private static func kibibytes(_ line: Substring) -> Int {
        Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
