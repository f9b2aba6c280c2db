import Synchronization

/// The descriptors the process inherited when it started (0, 1, 2 and any a parent passed on,
/// such as bash's `3>out.csv`), each with the file it named then.
///
/// A writer given a descriptor's name (`/dev/fd/N`, `/proc/self/fd/N`) writes only to one of
/// these: a descriptor sheetlab opened itself (a recording's temporary file, a file being read)
/// is refused, so that no output lands in the middle of another (`FileTarget`). The set is
/// taken once, by `record()`: at startup (`Program`), else before the first file is written.
enum InheritedDescriptors {
    /// The file a descriptor named at startup: its device and inode.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    private static let startup = Mutex<[Int32: Identity]?>(nil)

    /// Takes the set now, unless it was taken already; call it first thing at startup.
    static func record() {
        startup.withLock { known in
            if known == nil { known = scan() }
        }
    }

    /// Whether `descriptor` was inherited and still names the file it named at startup (not
    /// closed and reused for a file sheetlab opened).
    static func contains(_ descriptor: Int32) -> Bool {
        record()
        guard let identity = startup.withLock({ $0?[descriptor] }) else { return false }
        return self.identity(of: descriptor) == identity
    }

    /// The file `descriptor` names now, or nil when it is not open.
    static func identity(of descriptor: Int32) -> Identity? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// The open descriptors: listed from `Platform.descriptorFolder` (less the listing's own), or
    /// without it those below 1024 that answer `fstat`.
    private static func scan() -> [Int32: Identity] {
        var found: [Int32: Identity] = [:]
        if let folder = opendir(Platform.descriptorFolder) {
            let own = dirfd(folder)
            var numbers: [Int32] = []
            while let entry = readdir(folder) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if let number = Int32(name), number != own { numbers.append(number) }
            }
            closedir(folder)
            for number in numbers {
                if let identity = identity(of: number) { found[number] = identity }
            }
            return found
        }
        for number in Int32(0)..<1024 {
            if let identity = identity(of: number) { found[number] = identity }
        }
        return found
    }
}
