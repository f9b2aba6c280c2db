import Glibc
import SheetLabShell

// Temporary wiring for the line editor: echoes each line until the interpreter is wired in.
// `quit` ends the session; `error MESSAGE` reports MESSAGE as an error.

let commandNames = [
    "delete", "drag", "expect", "explain", "fling", "graph", "help", "inspect", "list", "log",
    "move", "new", "paths", "plot", "present", "quit", "record", "release", "reset", "set",
    "settle", "source", "step", "tap", "time", "touch", "trace",
]

let status = Shell.runInteractive(
    evaluate: { line in
        if line.split(separator: " ") == ["quit"] { return Evaluation(quits: true) }
        if line.hasPrefix("error ") { return Evaluation(errorMessage: String(line.dropFirst(6))) }
        return Evaluation(output: "echo: \(line)")
    },
    complete: { line, cursor in
        let before = line.prefix(cursor)
        guard !before.contains(" ") else { return [] }
        return commandNames.filter { $0.hasPrefix(before) }
    }
)
exit(status)
