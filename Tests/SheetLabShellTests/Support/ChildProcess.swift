import Foundation

/// A program started with `posix_spawn`: stdin from `/dev/null`, stdout and stderr into files,
/// every signal unblocked and at its default, the test's environment.
///
/// Not `Foundation.Process`: its children inherit the test thread's blocked signals, and it
/// cannot be sent SIGKILL at a chosen moment without racing its own reaping.
struct ChildProcess {
    /// Why starting or waiting failed.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The process identifier.
    let identifier: pid_t

    /// Starts `arguments[0]` with `arguments`, stdout into `output` and stderr into `errors`.
    init(_ arguments: [String], output: String, errors: String) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
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
        let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var identifier: pid_t = 0
        let error = posix_spawn(&identifier, arguments[0], &actions, &attributes, argv, envp)
        guard error == 0 else { throw Failure(description: "cannot start \(arguments[0]): error \(error)") }
        self.identifier = identifier
    }

    /// Sends SIGKILL and reaps the process.
    func kill() {
        Glibc.kill(identifier, SIGKILL)
        var status: Int32 = 0
        waitpid(identifier, &status, 0)
    }

    /// Waits for the exit status; a process still running at `deadline` is killed and fails.
    func wait(until deadline: ContinuousClock.Instant) throws -> Int32 {
        var status: Int32 = 0
        while waitpid(identifier, &status, WNOHANG) == 0 {
            if ContinuousClock.now >= deadline {
                kill()
                throw Failure(description: "process \(identifier) did not finish in time")
            }
            Thread.sleep(forTimeInterval: 0.002)
        }
        // WIFEXITED / WEXITSTATUS, which Swift cannot import as macros.
        return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    /// Runs `arguments` to the end (within `limit`) and returns its exit status, stdout and stderr.
    static func run(_ arguments: [String], limit: Duration = .seconds(60)) throws -> (Int32, String, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "sheetlab-child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("stdout").path
        let errors = folder.appendingPathComponent("stderr").path
        let status = try ChildProcess(arguments, output: output, errors: errors).wait(until: .now + limit)
        return (
            status, try String(contentsOfFile: output, encoding: .utf8),
            try String(contentsOfFile: errors, encoding: .utf8)
        )
    }
}
