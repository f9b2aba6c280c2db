import SheetLabScript
import Testing

@Test("each completion script names every subcommand, kind and command", arguments: CompletionScript.shells)
func completionScriptCoverage(_ shell: String) throws {
    let script = try #require(CompletionScript.script(for: shell, vocabulary: testVocabulary), "\(shell)")
    let words = Set(script.split { !($0.isLetter || $0 == "-") }.map(String.init))
    for subcommand in InvocationTable.subcommands {
        #expect(words.contains(subcommand.name), "\(shell): \(subcommand.name)")
    }
    for kind in testVocabulary.kinds { #expect(words.contains(kind.name), "\(shell): \(kind.name)") }
    for command in CommandTable.names { #expect(words.contains(command), "\(shell): \(command)") }
    #expect(script.hasSuffix("\n"), "\(shell)")
}

@Test("an unknown shell has no script")
func unknownShell() {
    #expect(CompletionScript.script(for: "tcsh", vocabulary: testVocabulary) == nil)
}
