import SheetLabShell

// Wiring only: argv (as bytes, so a `-c` that is not UTF-8 can be named) -> mode -> exit code.
let argumentBytes = (1..<Int(CommandLine.argc)).map { index in
    Array(UnsafeBufferPointer(start: CommandLine.unsafeArgv[index], count: strlen(CommandLine.unsafeArgv[index]!)))
        .map { UInt8(bitPattern: $0) }
}
exit(Program.main(argumentBytes: argumentBytes))
