import Foundation

/// The built `sheetlab` running in a tmux pseudo-terminal of 120 x 40, driven by keystrokes.
///
/// Each session has its own tmux server (a socket in a fresh temporary folder, no tmux
/// configuration) and a deadline shared by every wait, so a stuck program fails the test
/// instead of hanging it.
struct TerminalSession {
    /// Why a session step failed, with what the screen showed.
    struct Failure: Error, CustomStringConvertible {
        /// The explanation, including the screens compared.
        var description: String
    }

    /// The tmux executable found on `PATH`, or nil when tmux is not installed.
    static let tmuxPath: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            .split(separator: ":")
        return folders.map { "\($0)/tmux" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The `sheetlab` executable built beside this test bundle (`.build/debug/sheetlab`).
    static let sheetlabPath: String = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let beside = executable.deletingLastPathComponent().appendingPathComponent("sheetlab").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return RepositoryRoot.url.appendingPathComponent(".build/debug/sheetlab").path
    }()

    /// The temporary folder holding the socket and `home`.
    let folder: URL
    /// The program's `HOME`, an empty folder inside `folder`.
    let home: URL
    private let socket: String
    private let deadline: ContinuousClock.Instant
    private let environment: [String: String]

    /// Starts `sheetlab` with `HOME` set to a fresh folder, `LC_ALL=C.UTF-8`, no `.editrc`,
    /// plus the variables made from that home's path; everything must finish within `limit`.
    ///
    /// With `program`, that command line runs instead of `sheetlab` (a shell, say), with the
    /// folder of the built `sheetlab` first on its `PATH`.
    init(
        variables: (_ home: String) -> [String: String] = { _ in [:] },
        limit: Duration = .seconds(90), program: [String]? = nil
    ) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("sheetlab-pty-\(UUID().uuidString)")
        home = folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        socket = folder.appendingPathComponent("tmux.socket").path
        deadline = .now + limit
        environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path, "LC_ALL": "C.UTF-8", "TERM": "xterm",
            "EDITRC": folder.appendingPathComponent("no-editrc").path,
        ]
        let settings = variables(home.path).merging(["HOME": home.path]) { given, _ in given }
        let assignments = settings.sorted { $0.key < $1.key }.flatMap { ["-e", "\($0.key)=\($0.value)"] }
        // tmux 3.3a sometimes never reaps a dead pane's process (no `pane_dead_status`), so a
        // shell reports the exit status on screen. It ignores SIGINT so that Ctrl-C, sent to
        // the whole foreground process group, does not end it; sheetlab installs its own handler.
        let wrapper = "trap '' INT; \"$0\" -q; echo \"[exit status $?]\"; exec sleep 3600"
        var command = ["/bin/sh", "-c", wrapper, Self.sheetlabPath]
        if let program {
            let folder = URL(fileURLWithPath: Self.sheetlabPath).deletingLastPathComponent().path
            command = ["/usr/bin/env", "PATH=\(folder):\(environment["PATH"] ?? "/usr/bin:/bin")"] + program
        }
        _ = try tmux(["new-session", "-d", "-x", "120", "-y", "40"] + assignments + command)
    }

    /// Types `text` literally.
    func type(_ text: String) throws {
        _ = try tmux(["send-keys", "-l", "--", text])
    }

    /// Presses keys by tmux name: `Enter`, `Tab`, `Up`, `Left`, `End`, `BSpace`, `C-a`, `C-c`.
    func press(_ keys: String...) throws {
        _ = try tmux(["send-keys"] + keys)
    }

    /// Every line written so far (scrollback included), without trailing blanks or blank lines
    /// at the end.
    func screen() throws -> [String] {
        let text = try tmux(["capture-pane", "-p", "-S", "-"])
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Self.visible(String($0))
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The lines the terminal shows now (no scrollback), without trailing blanks.
    func visibleScreen() throws -> [String] {
        try tmux(["capture-pane", "-p"]).split(separator: "\n", omittingEmptySubsequences: false).map {
            Self.visible(String($0))
        }
    }

    /// Waits until the visible screen satisfies `condition`; throws showing the screen otherwise.
    @discardableResult
    func waitForVisibleScreen(_ step: String, until condition: ([String]) -> Bool) throws -> [String] {
        var shown: [String] = []
        repeat {
            shown = try visibleScreen()
            if condition(shown) { return shown }
            Thread.sleep(forTimeInterval: 0.02)
        } while ContinuousClock.now < deadline
        throw Failure(
            description: "step '\(step)': the screen never became right; it shows\n"
                + shown.map { "  |\($0)" }.joined(separator: "\n"))
    }

    /// A line as the screen shows it: without trailing blanks.
    static func visible(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// Waits until the screen shows exactly `expected`; throws showing both screens otherwise.
    func waitForScreen(_ expected: [String], _ step: String) throws {
        var shown: [String] = []
        repeat {
            shown = try screen()
            if shown == expected { return }
            Thread.sleep(forTimeInterval: 0.02)
        } while ContinuousClock.now < deadline
        throw Failure(
            description: """
                step '\(step)': screen did not become
                \(expected.map { "  |\($0)" }.joined(separator: "\n"))
                but shows
                \(shown.map { "  |\($0)" }.joined(separator: "\n"))
                """)
    }

    /// Waits until `condition` holds for the screen (scrollback included); throws showing the
    /// screen otherwise.
    func waitUntil(_ step: String, _ condition: ([String]) -> Bool) throws {
        var shown: [String] = []
        repeat {
            shown = try screen()
            if condition(shown) { return }
            Thread.sleep(forTimeInterval: 0.02)
        } while ContinuousClock.now < deadline
        throw Failure(
            description: """
                step '\(step)': the screen never met the condition; it shows
                \(shown.map { "  |\($0)" }.joined(separator: "\n"))
                """)
    }

    /// Stops the tmux server and removes the temporary folder.
    func stop() {
        _ = try? tmux(["kill-server"], deadline: .now + .seconds(5))
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs one tmux command against this session's server and returns its stdout.
    private func tmux(
        _ arguments: [String], deadline: ContinuousClock.Instant? = nil
    ) throws -> String {
        guard let tmuxPath = Self.tmuxPath else { throw Failure(description: "tmux not found") }
        let output = folder.appendingPathComponent("tmux.out").path
        let status = try spawnAndWait(
            [tmuxPath, "-S", socket, "-f", "/dev/null"] + arguments, output: output,
            deadline: deadline ?? self.deadline)
        guard status == 0 else {
            throw Failure(description: "tmux \(arguments.first ?? "") exited with \(status)")
        }
        return try String(contentsOfFile: output, encoding: .utf8)
    }

    /// Runs a program with stdout into the file `output`, no stdin or stderr, every signal
    /// unblocked and at its default, and returns its wait status; killed at `deadline`.
    ///
    /// Not `Foundation.Process`: its children inherit the test thread's blocked signals (so
    /// Ctrl-C would do nothing), and it waits for a pipe that tmux's forked server keeps open.
    private func spawnAndWait(
        _ arguments: [String], output: String, deadline: ContinuousClock.Instant
    ) throws -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var processIdentifier: pid_t = 0
        let error = posix_spawn(&processIdentifier, arguments[0], &actions, &attributes, argv, envp)
        guard error == 0 else { throw Failure(description: "cannot start \(arguments[0]): \(error)") }
        var status: Int32 = 0
        while waitpid(processIdentifier, &status, WNOHANG) == 0 {
            if ContinuousClock.now >= deadline {
                kill(processIdentifier, SIGKILL)
                waitpid(processIdentifier, &status, 0)
                throw Failure(description: "\(arguments.dropFirst(5).first ?? "") timed out")
            }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return status
    }
}
