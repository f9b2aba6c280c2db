import SheetLabScript

/// What a path names when sheetlab is about to write it, and how it may be written.
///
/// sheetlab replaces only regular files (or creates missing ones) by rename; it writes devices
/// and FIFOs in place as streams, and refuses everything else. It never unlinks or replaces what
/// it did not create: a device node stays a device node, a symbolic link stays a link.
enum FileTarget: Equatable {
    /// No file yet: create it by rename at `path` (a link's destination when `path` is a link).
    case missing(path: String)
    /// A regular file to replace by rename at `path` (a link's destination when `path` is a
    /// link), keeping `mode`, `owner` and `group`.
    case regular(path: String, mode: mode_t, owner: uid_t, group: gid_t)
    /// A character or block device or a FIFO: opened for writing in place, never truncated or
    /// replaced (`/dev/null`, `/dev/stdout`, `/dev/full`, a named pipe).
    case stream(path: String)
    /// A name for a descriptor the process inherited when it started (`/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`): written through a duplicate of it, so that a
    /// stdout redirected to a file is appended to where it stands, never replaced or rewound.
    case descriptor(Int32)

    /// Classifies `path` for writing.
    ///
    /// - Throws: `cannotWrite` naming `path` for a folder, socket, a link to a missing file, a
    ///   regular file without write permission (checked from its mode bits too, so root is
    ///   refused a read-only file as everyone else is) or with more than one hard link (a
    ///   rename would give this name a new file and leave the other names with the old one),
    ///   and for a descriptor sheetlab opened itself (`InheritedDescriptors`).
    static func classify(_ path: String) throws(ShellError) -> FileTarget {
        // Before any file of sheetlab's is open, where `Program` did not take the set at startup.
        InheritedDescriptors.record()
        if let descriptor = openDescriptor(named: path) {
            guard fcntl(descriptor, F_GETFD) >= 0 else { throw refusal(path, ShellError.reason(errorNumber: EBADF)) }
            guard InheritedDescriptors.contains(descriptor) else {
                throw refusal(
                    path,
                    "it names descriptor \(descriptor), which sheetlab opened itself; only descriptors open when "
                        + "sheetlab started are written")
            }
            return .descriptor(descriptor)
        }
        var link = stat()
        guard lstat(FilePath.system(path), &link) == 0 else {
            guard errno == ENOENT else { throw refusal(path, ShellError.reason(errorNumber: errno)) }
            return .missing(path: path)
        }
        var status = link
        var target = path
        if link.st_mode & S_IFMT == S_IFLNK {
            let systemPath = FilePath.system(path)
            guard stat(systemPath, &status) == 0, let resolved = realpath(systemPath, nil) else {
                let code = errno
                if code == ELOOP { throw refusal(path, "it is a symbolic link loop") }
                guard code == ENOENT else { throw refusal(path, ShellError.reason(errorNumber: code)) }
                throw refusal(path, "it is a symbolic link to a missing file")
            }
            target = FilePath(cString: resolved).text
            free(resolved)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard status.st_mode & 0o222 != 0, access(FilePath.system(target), W_OK) == 0 else {
                throw refusal(path, "it is read-only")
            }
            guard status.st_nlink <= 1 else {
                throw refusal(
                    path,
                    "it has \(status.st_nlink) hard links, and replacing it would leave the other names "
                        + "with the old content")
            }
            return .regular(path: target, mode: status.st_mode & 0o7777, owner: status.st_uid, group: status.st_gid)
        case S_IFCHR, S_IFBLK, S_IFIFO:
            return .stream(path: target)
        case S_IFDIR:
            throw refusal(path, "it is a folder")
        case S_IFSOCK:
            throw refusal(path, "it is a socket; only regular files, devices and FIFOs are written")
        default:
            throw refusal(path, "it is not a regular file, a device or a FIFO")
        }
    }

    /// The descriptor of this process that `path` names, its symbolic links followed (`/dev/fd`
    /// and `/dev/stdout` are links into `/proc/self/fd`, and a link of the user's may point there
    /// too); nil for any other file.
    ///
    /// Each step resolves the folder part with `realpath` (a folder never names a descriptor)
    /// and reads the last part if it is a link, at most `maximumLinks` times, since `realpath`
    /// itself would follow `/proc/self/fd/N` to the file the descriptor has open.
    static func openDescriptor(named path: String) -> Int32? {
        var current = path
        for _ in 0..<maximumLinks {
            if let number = descriptorNumber(in: current) { return number }
            let name = current.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
            guard !name.isEmpty, let folder = ConfinedFiles.realPath(AtomicFile.folderName(of: current)) else {
                return nil
            }
            let resolved = (folder == "/" ? "" : folder) + "/" + name
            if let number = descriptorNumber(in: resolved) { return number }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(resolved, &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : AtomicFile.folderName(of: resolved) + "/" + target
        }
        return nil
    }

    /// The most links `openDescriptor(named:)` follows: Linux's own limit (`MAXSYMLINKS`).
    static let maximumLinks = 40

    /// The descriptor an absolute path names by its spelling alone: `/dev/stdin`, `/dev/stdout`,
    /// `/dev/stderr`, `/dev/fd/N`, or `/proc/P/fd/N` and `/proc/P/task/T/fd/N` where P is `self`,
    /// `thread-self` or this process's id.
    static func descriptorNumber(in path: String) -> Int32? {
        guard path.hasPrefix("/") else { return nil }
        let parts = path.split(separator: "/").map(String.init)
        func number(_ word: String) -> Int32? {
            guard let value = Int32(word), value >= 0, String(value) == word else { return nil }
            return value
        }
        let ownProcess = ["self", "thread-self", String(getpid())]
        switch parts.count {
        case 2 where parts[0] == "dev":
            return ["stdin", "stdout", "stderr"].firstIndex(of: parts[1]).map(Int32.init)
        case 3 where parts[0] == "dev" && parts[1] == "fd":
            return number(parts[2])
        case 4 where parts[0] == "proc" && ownProcess.contains(parts[1]) && parts[2] == "fd":
            return number(parts[3])
        case 6 where parts[0] == "proc" && ownProcess.contains(parts[1]) && parts[2] == "task" && parts[4] == "fd":
            return number(parts[5])
        default:
            return nil
        }
    }

    private static func refusal(_ path: String, _ reason: String) -> ShellError {
        .cannotWrite(path: path, reason: reason)
    }
}
