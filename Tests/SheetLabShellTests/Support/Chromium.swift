import Foundation

/// Headless Chromium, to render the HTML films and SVG filmstrips and read their pixels.
enum Chromium {
    /// Debian's `chromium` (or another Chromium) found on `PATH`; nil when there is none.
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            if let found = folders.map({ "\($0)/\(name)" }).first(where: FileManager.default.isExecutableFile) {
                return found
            }
        }
        return nil
    }()

    /// Why the browser tests are skipped when there is no Chromium.
    static let missingReason =
        "chromium not found on PATH (scripts/setup installs Debian's chromium): films not checked in a browser"

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Screenshots `url` in a `width` x `height` window at one device pixel per CSS pixel into
    /// `output` (PNG); fails after `limit`.
    static func screenshot(
        _ url: URL, to output: URL, width: Int, height: Int, limit: Duration = .seconds(90)
    ) throws {
        guard let path else { throw Failure(description: missingReason) }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("sheetlab-chromium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
            "--user-data-dir=\(profile.path)", "--screenshot=\(output.path)", "--window-size=\(width),\(height)",
            url.absoluteString,
        ]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + limit
        while process.isRunning {
            if ContinuousClock.now > deadline {
                process.terminate()
                throw Failure(description: "chromium did not finish within \(limit)")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard FileManager.default.fileExists(atPath: output.path) else {
            throw Failure(description: "chromium exited with \(process.terminationStatus) and wrote no screenshot")
        }
    }
}
