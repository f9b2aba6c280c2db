/// File names that complete a partly typed path, for Tab after `source`, `save` and `to`.
public enum PathCompletion {
    /// The entries of the folder `prefix` names (its part up to the last `/`, else the working
    /// folder) whose names start with the rest, as `prefix` would continue; folders end in `/`.
    /// Names starting with `.` only when the typed name does; sorted; at most `limit`.
    public static func candidates(for prefix: String, limit: Int = 1000) -> [String] {
        let slash = prefix.lastIndex(of: "/")
        let folderPart = slash.map { String(prefix[...$0]) } ?? ""
        let namePart = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
        let folder = folderPart.isEmpty ? "." : folderPart
        guard let stream = opendir(folder) else { return [] }
        defer { closedir(stream) }
        var found: [String] = []
        while found.count < limit, let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != "..", name.hasPrefix(namePart) else { continue }
            guard !name.hasPrefix(".") || namePart.hasPrefix(".") else { continue }
            var status = stat()
            let isFolder = stat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            found.append(folderPart + name + (isFolder ? "/" : ""))
        }
        return found.sorted()
    }
}
