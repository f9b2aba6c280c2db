import SheetLabShell

/// The root of the package a test belongs to: where relative scenario paths start.
enum PackageRoot {
    /// The nearest folder above `file` that holds a `Package.swift`, or nil when none does.
    static func containing(_ file: String) -> String? {
        var folder = Substring(file)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            let candidate = folder.isEmpty ? "/" : String(folder)
            let manifest = candidate.hasSuffix("/") ? candidate + "Package.swift" : candidate + "/Package.swift"
            if (try? FileReader.read(manifest, limit: FileReader.maximumFileSize)) != nil { return candidate }
        }
        return nil
    }

    /// `path` without the `root/` it starts with, as a test author wrote it.
    static func relative(_ path: String, to root: String?) -> String {
        guard let root else { return path }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
