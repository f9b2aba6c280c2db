/// Shows help longer than the terminal through the user's pager, as git does.
///
/// Only when standard output is a terminal: piped or redirected, help is written as it is.
public enum Pager {
    /// The pager when `PAGER` is unset: `-F` quits when the text fits, `-R` keeps colours, `-X`
    /// leaves the text on the screen.
    public static let defaultCommand = "less -FRX"

    /// The pager command `environment` asks for: `PAGER`, or `defaultCommand` when it is unset;
    /// nil when `PAGER` is empty or `cat`, which mean no pager.
    public static func command(environment: EnvironmentVariables) -> String? {
        guard let pager = environment["PAGER"] else { return defaultCommand }
        let trimmed = pager.trimmingBlanks()
        return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }

    /// The rows `text` takes on a terminal `columns` wide, counting each wrapped line.
    static func rows(of text: String, columns: Int) -> Int {
        let width = max(columns, 1)
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().reduce(0) { rows, line in
            rows + max(1, (line.count + width - 1) / width)
        }
    }

    /// Writes `text` to standard output, through the pager when standard output is a terminal
    /// and the text would not fit on it; as it is otherwise, or when the pager cannot start.
    public static func write(_ text: String, environment: EnvironmentVariables = .current()) {
        guard Terminal.isTerminal(STDOUT_FILENO), let command = command(environment: environment) else {
            Output.standardOutput.write(text)
            return
        }
        let size = TerminalSize.current()
        // The last row is the prompt's.
        guard rows(of: text, columns: size.columns) >= size.rows,
            command != defaultCommand || executableOnPath("less", environment: environment),
            run(command, input: text)
        else {
            Output.standardOutput.write(text)
            return
        }
    }

    /// Whether `name` is an executable file in a folder of `PATH`.
    private static func executableOnPath(_ name: String, environment: EnvironmentVariables) -> Bool {
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.contains { access("\($0)/\(name)", X_OK) == 0 }
    }

    /// Runs `/bin/sh -c command` with `input` on its standard input and waits for it; false when
    /// it could not start (the shell's status 126 or 127 included), so the caller prints instead.
    ///
    /// Ctrl-C and Ctrl-\ belong to the pager meanwhile: sheetlab ignores them until it ends.
    private static func run(_ command: String, input: String) -> Bool {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[0], STDIN_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGQUIT, SIGPIPE, SIGHUP, SIGTERM] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var ignore = sigaction()
        ignore.__sigaction_handler.sa_handler = SIG_IGN
        var savedInterrupt = sigaction()
        var savedQuit = sigaction()
        sigaction(SIGINT, &ignore, &savedInterrupt)
        sigaction(SIGQUIT, &ignore, &savedQuit)
        defer {
            sigaction(SIGINT, &savedInterrupt, nil)
            sigaction(SIGQUIT, &savedQuit, nil)
        }
        let words: [String] = ["/bin/sh", "-c", command]
        let arguments = words.map { strdup($0) } + [nil]
        defer { for pointer in arguments { free(pointer) } }
        var child: pid_t = 0
        let failure = posix_spawn(&child, "/bin/sh", &actions, &attributes, arguments, EnvironmentVariables.pointers())
        close(ends[0])
        guard failure == 0 else {
            close(ends[1])
            return false
        }
        // The pager may quit before reading everything: the write then fails, which is fine.
        var text = input
        _ = text.withUTF8 { FileWriter.writeAll(UnsafeRawBufferPointer($0), to: ends[1]) }
        close(ends[1])
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        let exited = status & 0x7f == 0
        let code = (status >> 8) & 0xff
        return !(exited && (code == 126 || code == 127))
    }
}
