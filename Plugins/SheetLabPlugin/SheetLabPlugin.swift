import Foundation
import PackagePlugin

/// `swift package sheetlab test [PATH...]` and `swift package sheetlab audit KIND [PARAM=VALUE...]`:
/// the sheetlab tool, built by SwiftPM for this machine, run in the package's folder.
///
/// `test` without a path tests the package's `Scenarios` folder. Any other arguments are passed
/// to sheetlab as they are; the plugin fails when sheetlab does.
@main
struct SheetLabPlugin: CommandPlugin {
    static let usage = "usage: swift package sheetlab test [PATH...] | audit KIND [PARAM=VALUE...]"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        if arguments == ["test"] { arguments.append("Scenarios") }
        guard let subcommand = arguments.first, ["test", "audit"].contains(subcommand) else {
            throw PluginFailure(description: Self.usage)
        }
        let tool = try context.tool(named: "sheetlab")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginFailure(description: "sheetlab exited with status \(process.terminationStatus)")
        }
    }
}

/// A usage error, or sheetlab's failure (which sheetlab has already explained).
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
}
