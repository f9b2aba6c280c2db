import SheetLabCore

extension Session {
    /// Reads and checks the design file `path` names (relative to the file being run; `--safe`
    /// confines it as every path), and keeps it under `path` for `new` and the tools that make
    /// the machine again. A design a session was given (`Session(designs:)`) is used when there
    /// is no file access: `audit` and the explorer replay their scenarios so.
    ///
    /// - Throws: the design's first error at its place in the design file, `FILE:LINE:COLUMN`.
    mutating func readDesign(_ path: String) throws {
        do {
            designs[path] = try DesignFile.load(path, at: resolve(path), files: files)
        } catch {
            if error.location == nil, designs[path] != nil { return }
            guard let location = error.location else { throw FileAccessError(error.message) }
            throw SourcedError(error: ScriptError(.runtime(error.message), at: location), origin: .file(error.path))
        }
    }
}
