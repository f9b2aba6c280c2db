import Testing

@testable import SheetLabShell

struct HistoryLocationTests {
    /// (name, environment, path).
    static let cases: [(String, [String: String], String?)] = [
        ("explicit", ["SHEETLAB_HISTORY": "/h", "XDG_STATE_HOME": "/x", "HOME": "/home"], "/h"),
        ("explicit empty disables", ["SHEETLAB_HISTORY": "", "HOME": "/home"], nil),
        ("xdg", ["XDG_STATE_HOME": "/x", "HOME": "/home"], "/x/sheetlab/history"),
        ("empty xdg ignored", ["XDG_STATE_HOME": "", "HOME": "/home"], "/home/.local/state/sheetlab/history"),
        ("home", ["HOME": "/home"], "/home/.local/state/sheetlab/history"),
        ("nothing", [:], nil),
    ]

    @Test(arguments: cases.indices)
    func path(_ index: Int) {
        let (name, variables, expected) = Self.cases[index]
        #expect(HistoryLocation.path(environment: EnvironmentVariables(variables)) == expected, "\(name)")
    }
}
