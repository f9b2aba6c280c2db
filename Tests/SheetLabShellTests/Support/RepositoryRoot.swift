import Foundation

/// The repository's root folder, found from this file's path, so that a test reads the same files
/// from whichever folder under `Tests` it lives in.
enum RepositoryRoot {
    /// The root's path: this file's path up to its last `/Tests/`.
    static let path: String = {
        let file = "\(#filePath)"
        guard let tests = file.range(of: "/Tests/", options: .backwards) else {
            fatalError("\(file) is not under a Tests folder")
        }
        return String(file[..<tests.lowerBound])
    }()

    /// The root as a file URL.
    static let url = URL(fileURLWithPath: path, isDirectory: true)
}
