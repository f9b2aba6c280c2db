import SheetLabCore
import SheetLabScript

/// `film` of 10 s at 60 fps with one sheet of each kind kept moving (issue 14, Sizes: under 1 s
/// and under 5 MB): the time to run and capture the frames, the time `film stop` takes to render
/// and write the page, and the page's size.
enum FilmBenchmark {
    struct Run {
        /// From `film` to the last frame: simulation and capture.
        var filmingNanoseconds: UInt64
        /// `film stop`: rendering the page and writing it.
        var writingNanoseconds: UInt64
        var bytes: Int
        var output: String
        var errors: Int
    }

    static let setup = ["new screen page", "new modal card", "new sheet drawer detents=200,medium", "new edge back"]

    /// Ten seconds in which every sheet is dragged and let go once a second (the sheet up to
    /// medium and back down in turn), so something moves in almost every frame.
    static func seconds(_ count: Int) -> [String] {
        (0..<count).flatMap { second in
            [
                "drag page 0 100 over 0.1", "drag card 0 60 over 0.1",
                "drag drawer 0 \(second % 2 == 0 ? -150 : 150) over 0.1", "drag back 60 0 over 0.1", "step 0.6",
            ]
        }
    }

    /// Films `seconds` seconds to `path` (`.html` or `.svg`).
    static func run(path: String, seconds count: Int = 10, plotting fields: String = "progress,offset") -> Run {
        var session = Session(origin: .commandLine, files: LocalFiles())
        var errors = 0
        func execute(_ line: String) -> String {
            let result = session.execute(LogicalLine(line))
            if result.error != nil { errors += 1 }
            return result.output
        }
        for line in setup { _ = execute(line) }
        let names = "page card drawer back"
        let options = path.hasSuffix(".svg") ? "" : " fields \(fields)"
        let start = MonotonicClock.now()
        _ = execute("film \(names)\(options) to \(path)")
        for line in seconds(count) { _ = execute(line) }
        let filmed = MonotonicClock.now()
        let output = execute("film stop")
        let written = MonotonicClock.now()
        var status = stat()
        let bytes = stat(path, &status) == 0 ? Int(status.st_size) : 0
        unlink(path)
        return Run(
            filmingNanoseconds: filmed - start, writingNanoseconds: written - filmed, bytes: bytes, output: output,
            errors: errors)
    }
}
