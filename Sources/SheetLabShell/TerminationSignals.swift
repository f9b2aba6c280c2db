/// Makes SIGHUP, SIGINT, SIGQUIT and SIGTERM clean up before they end the process.
///
/// `install()` blocks the four signals in the calling thread (so in every thread it starts
/// later) and starts one thread that waits for them with `sigwait`. When one arrives it removes
/// every live temporary file (`TemporaryFiles`) and then ends the process by the same signal, so
/// the parent sees the usual status. A thread that unblocks a signal for itself (the line
/// editor's Ctrl-C handler) keeps handling it. A signal the parent set to be ignored stays
/// ignored. SIGKILL cannot be caught: a `kill -9` during a write may leave `.NAME.RANDOM.tmp`.
public enum TerminationSignals {
    /// The signals handled: SIGHUP, SIGQUIT, SIGTERM, and SIGINT unless the line editor takes it.
    nonisolated(unsafe) private static var handled: [Int32] = [SIGHUP, SIGINT, SIGQUIT, SIGTERM]

    /// Blocks the signals and starts the waiting thread; call once, before starting threads.
    /// Without `interrupt`, SIGINT is left alone (the interactive shell's Ctrl-C drops a line).
    public static func install(interrupt: Bool = true) {
        if !interrupt { handled = [SIGHUP, SIGQUIT, SIGTERM] }
        var signals = set()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        var thread = pthread_t()
        let failure = pthread_create(
            &thread, nil,
            { _ in
                var signals = TerminationSignals.set()
                var received: Int32 = 0
                while sigwait(&signals, &received) != 0 {}
                TerminationSignals.end(by: received)
            }, nil)
        if failure == 0 {
            pthread_detach(thread)
        } else {
            pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        }
    }

    /// The handled signals as a set.
    static func set() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in handled { sigaddset(&signals, signal) }
        return signals
    }

    /// Removes the temporary files, then dies of `signal` (its default action) in this thread.
    private static func end(by signal: Int32) -> Never {
        TemporaryFiles.removeAll {
            Platform.restoreDefaultAction(of: signal)
            var only = sigset_t()
            sigemptyset(&only)
            sigaddset(&only, signal)
            pthread_sigmask(SIG_UNBLOCK, &only, nil)
            raise(signal)
            _exit(128 + signal)
        }
    }
}
