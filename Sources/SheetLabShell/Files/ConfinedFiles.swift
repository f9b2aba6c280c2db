import SheetLabScript

/// File access for `run --safe` and `test --safe`: only inside the folder of the file being run.
///
/// A path is refused when it leaves that folder lexically (an absolute path elsewhere, a `..`
/// component) or through a symbolic link (the real path of the file, or of its folder when it
/// does not exist yet, is outside the folder's real path). Accepted paths go to `LocalFiles`.
public struct ConfinedFiles: FileAccess {
    /// The folder, as derived from the file's path (`.` for a file given without one).
    public let folder: String
    private let files = LocalFiles()

    /// Confines access to the folder of `file`.
    public init(folderOf file: String) {
        folder = AtomicFile.folderName(of: file)
    }

    public func read(_ path: String) throws(FileAccessError) -> [UInt8] {
        try check(path)
        return try files.read(path)
    }

    public func write(_ text: String, to path: String) throws(FileAccessError) {
        try check(path)
        try files.write(text, to: path)
    }

    public func openStream(at path: String) throws(FileAccessError) -> any FileStream {
        try check(path)
        return try files.openStream(at: path)
    }

    public func createFolder(_ path: String) throws(FileAccessError) {
        try check(path)
        try files.createFolder(path)
    }

    /// Throws unless `path` stays inside `folder`.
    func check(_ path: String) throws(FileAccessError) {
        let refusal = FileAccessError(
            "'\(path)' is outside the folder '\(folder)' of the file being run; --safe allows only paths inside it")
        let relative: Substring
        if folder == "." {
            relative = Substring(path)
        } else {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            guard path.hasPrefix(prefix) else { throw refusal }
            relative = path.dropFirst(prefix.count)
        }
        guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else { throw refusal }
        guard let root = Self.realPath(folder) else { throw refusal }
        let real = Self.realPath(path) ?? Self.realPath(AtomicFile.folderName(of: path))
        guard let real, real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else { throw refusal }
    }

    /// The path with every symbolic link, `.` and `..` resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(FilePath.system(path), nil) else { return nil }
        defer { free(resolved) }
        return FilePath(cString: resolved).text
    }
}
