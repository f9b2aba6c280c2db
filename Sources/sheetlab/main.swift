import Glibc
import SheetLabShell

// Wiring only: argv -> mode -> exit code.
exit(Program.main(arguments: Array(CommandLine.arguments.dropFirst())))
