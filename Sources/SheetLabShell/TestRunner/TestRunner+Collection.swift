import SheetLabScript

extension TestRunner {
    /// The files named by `arguments`: a file as given, a folder as every `*.scenario` under it
    /// (recursively, skipping names that start with `.`, not following links to folders);
    /// without duplicates and sorted by the bytes of their paths. A name that is not UTF-8 is
    /// listed like any other, carried as `FilePath` carries it.
    ///
    /// Skipping dot names keeps `AtomicFile`'s temporary files (`.NAME.RANDOM.tmp`), version
    /// control folders and editor backups out of the run.
    ///
    /// - Throws: `cannotRead` for a path that does not exist or a folder that cannot be listed.
    static func scenarioPaths(in arguments: [String]) throws(ShellError) -> [String] {
        try paths(in: arguments, ending: ".scenario")
    }

    /// `scenarioPaths(in:)` for files whose names end in `suffix` (`.design` for `check`).
    static func paths(in arguments: [String], ending suffix: String) throws(ShellError) -> [String] {
        var found: [String] = []
        for argument in arguments {
            var status = stat()
            guard stat(FilePath.system(argument), &status) == 0 else {
                throw .cannotRead(path: argument, reason: ShellError.reason(errorNumber: errno))
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                try collect(in: argument, ending: suffix, into: &found)
            } else {
                found.append(argument)
            }
        }
        var seen: Set<String> = []
        return found.filter { seen.insert($0).inserted }.map(FilePath.init).sorted {
            $0.bytes.lexicographicallyPrecedes($1.bytes)
        }.map(\.text)
    }

    /// Appends every file under `folder` whose name ends in `suffix`.
    private static func collect(in folder: String, ending suffix: String, into found: inout [String])
        throws(ShellError)
    {
        guard let stream = opendir(FilePath.system(folder)) else {
            throw .cannotRead(path: folder, reason: ShellError.reason(errorNumber: errno))
        }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                FilePath(bytes: Array(bytes.prefix { $0 != 0 })).text
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var status = stat()
            guard lstat(FilePath.system(path), &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: try collect(in: path, ending: suffix, into: &found)
            case S_IFREG, S_IFLNK: if name.hasSuffix(suffix) { found.append(path) }
            default: continue
            }
        }
    }
}
