import Foundation
import PackagePlugin

/// `swift package sheetlab test [PATH...]` and `swift package sheetlab audit KIND [PARAM=VALUE...]`:
/// the sheetlab tool, built by SwiftPM for this machine, run in the package's folder.
///
/// `test` without a path tests the package's `Scenarios` folder. Any other arguments are passed
/// to sheetlab as they are; its exit status becomes the plugin's.
@main
struct SheetLabPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        if arguments == ["test"] { arguments.append("Scenarios") }
        guard let subcommand = arguments.first, ["test", "audit"].contains(subcommand) else {
            Diagnostics.error("usage: swift package sheetlab test [PATH...] | audit KIND [PARAM=VALUE...]")
            throw PluginFailure(status: 2)
        }
        let tool = try context.tool(named: "sheetlab")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PluginFailure(status: process.terminationStatus) }
    }
}

/// sheetlab did not succeed; it has already said why.
struct PluginFailure: Error, CustomStringConvertible {
    var status: Int32

    var description: String { "sheetlab exited with status \(status)" }
}
