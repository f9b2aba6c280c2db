import CEditLine
import SheetLabCore
import SheetLabScript
import Synchronization

/// Set by Ctrl-C while `play` runs.
private let playInterrupted = Atomic<Bool>(false)

/// SIGINT during `play`: notes the interrupt (async-signal-safe) and, having no SA_RESTART,
/// wakes the sleep between frames.
func playInterruptReceived(_ signal: Int32) {
    playInterrupted.store(true, ordering: .relaxed)
}

/// `play` in a terminal: advances a playback frame by frame in real time (scaled by its speed),
/// drawing the picture at every frame, until it ends or Ctrl-C stops it where it is.
///
/// With `view on` the picture is redrawn at the top (`LiveView`); otherwise in place where it
/// was printed: the cursor goes back up over the last picture, the frame's transition lines print
/// there, and the new picture under them. A frame that comes too late to be seen is simulated but
/// not drawn (the last one always is).
enum PlayLoop {
    /// Runs `playback` in `session`; returns what is left to print (an error, if one stopped it).
    static func run(_ playback: Playback, in session: inout Session, liveView: LiveView, terminalRows: Int)
        -> Evaluation
    {
        playInterrupted.store(false, ordering: .relaxed)
        sheetlab_install_interrupting_handler(SIGINT, playInterruptReceived)
        defer { sheetlab_install_interrupting_handler(SIGINT, interruptReceived) }
        let output = Output.standardOutput
        var inlineLines = 0
        func draw(_ transitions: String) {
            guard let picture = try? session.picture(of: playback.names) else { return }
            if liveView.pictureLines > 0 {
                output.write(transitions)
                liveView.draw(picture, terminalRows: terminalRows)
            } else {
                let back = inlineLines > 0 ? "\u{1B}[\(inlineLines)A\u{1B}[J" : ""
                output.write(back + transitions + picture)
                inlineLines = picture.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            }
        }
        draw("")
        let startTick = session.world.now
        let started = monotonicNanoseconds()
        var pending = ""
        var evaluation = Evaluation()
        while true {
            if playInterrupted.load(ordering: .relaxed) {
                draw(pending)
                evaluation.output = "(stopped at \(DecimalFormat.seconds(ticks: session.world.now)))\n"
                break
            }
            let (step, finished) = session.advancePlayback(playback)
            pending += step.output
            if let error = step.error {
                output.write(pending)
                evaluation.errorMessage = error.description
                break
            }
            let due = started + UInt64(Time.seconds(session.world.now - startTick) / playback.speed * 1e9)
            let now = monotonicNanoseconds()
            let frame = UInt64(1e9 / Double(session.world.environment.clock.fps) / playback.speed)
            if finished || now <= due + frame {
                sleep(until: due)
                draw(pending)
                pending = ""
            }
            if finished { break }
        }
        return evaluation
    }

    private static func monotonicNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Sleeps until the monotonic clock reads `due`, or until Ctrl-C.
    private static func sleep(until due: UInt64) {
        while !playInterrupted.load(ordering: .relaxed) {
            let now = monotonicNanoseconds()
            guard now < due else { return }
            var remaining = timespec(
                tv_sec: Int((due - now) / 1_000_000_000), tv_nsec: Int((due - now) % 1_000_000_000))
            _ = nanosleep(&remaining, nil)
        }
    }
}
