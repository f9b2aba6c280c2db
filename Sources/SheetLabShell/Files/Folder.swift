import SheetLabScript

/// Creates folders on disk.
public enum Folder {
    /// Creates the folder at `path` and any missing parents (`mkdir -p`), with mode 0777 less
    /// the umask; succeeds when it already exists.
    public static func create(_ path: String) throws(ShellError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(FilePath.system(prefix), 0o777) != 0 && errno != EEXIST {
                throw .cannotCreateFolder(path: path, reason: ShellError.reason(errorNumber: errno))
            }
            prefix += "/"
        }
        var status = stat()
        guard stat(FilePath.system(path), &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw .cannotCreateFolder(path: path, reason: ShellError.reason(errorNumber: ENOTDIR))
        }
    }
}
