import Glibc

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
    /// A name for a descriptor the process already has (`/dev/stdout`, `/dev/stderr`,
    /// `/dev/fd/N`, `/proc/self/fd/N`): written through a duplicate of it, so that a stdout
    /// redirected to a file is appended to where it stands, never replaced or rewound.
    case descriptor(Int32)

    /// Classifies `path` for writing.
    ///
    /// - Throws: `cannotWrite` naming `path` for a folder, socket, a link to a missing file, a
    ///   regular file without write permission (checked from its mode bits too, so root is
    ///   refused a read-only file as everyone else is) or with more than one hard link (a
    ///   rename would give this name a new file and leave the other names with the old one).
    static func classify(_ path: String) throws(ShellError) -> FileTarget {
        if let descriptor = openDescriptor(named: path) {
            guard fcntl(descriptor, F_GETFD) >= 0 else { throw refusal(path, ShellError.reason(errorNumber: EBADF)) }
            return .descriptor(descriptor)
        }
        var link = stat()
        guard lstat(path, &link) == 0 else {
            guard errno == ENOENT else { throw refusal(path, ShellError.reason(errorNumber: errno)) }
            return .missing(path: path)
        }
        var status = link
        var target = path
        if link.st_mode & S_IFMT == S_IFLNK {
            guard stat(path, &status) == 0, let resolved = realpath(path, nil) else {
                let code = errno
                if code == ELOOP { throw refusal(path, "it is a symbolic link loop") }
                guard code == ENOENT else { throw refusal(path, ShellError.reason(errorNumber: code)) }
                throw refusal(path, "it is a symbolic link to a missing file")
            }
            target = String(cString: resolved)
            free(resolved)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard status.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
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

    /// The descriptor `path` names, for the names of the process's own open descriptors.
    static func openDescriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
            return Int32(path.dropFirst(prefix.count))
        }
        return nil
    }

    private static func refusal(_ path: String, _ reason: String) -> ShellError {
        .cannotWrite(path: path, reason: reason)
    }
}
