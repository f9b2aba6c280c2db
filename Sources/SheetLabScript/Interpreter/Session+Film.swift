import SheetLabCore

/// A film being taken: what it films, where it goes, and its frames so far.
struct FilmCapture {
    /// What the file is.
    enum Format {
        /// `FILE.html`: the interactive page (`FilmPage`).
        case page
        /// `FILE.svg`: the filmstrip (`Filmstrip`).
        case filmstrip
    }

    var film: Film
    var format: Format
    /// The file as written, for the output line.
    var file: String
    /// The file resolved against the running script.
    var path: String
    /// The filmstrip's thumbnails.
    var thumbnails: Int
    /// Whether frames were dropped at `Session.maximumFilmFrames`.
    var isTruncated = false
}

extension Session {
    /// A film holds at most this many frames (10 minutes at 60 fps), so a forgotten `film`
    /// cannot grow without bound.
    public static let maximumFilmFrames = 36_000
    /// Thumbnails of a filmstrip without `frames N`.
    public static let defaultFilmstripFrames = 8

    /// `film NAME ... [over DURATION] [fields F,...] [frames N] to FILE`: with `over`, runs the
    /// clock and writes the file; without, films until `film stop`.
    mutating func film(_ request: FilmRequest, into result: inout CommandResult) throws {
        let capture = try startCapture(request)
        guard let duration = request.duration else {
            try stopFilm(into: &result)
            filming = capture
            return
        }
        let clock = world.environment.clock
        let ticks = try limited(duration)
        // The first frame is taken now, then one at every frame the clock passes.
        let frames = ticks / clock.ticksPerFrame + 1
        guard frames <= Int64(Self.maximumFilmFrames) else {
            throw ScriptError(
                .runtime(
                    "'over \(duration)' would film \(frames) frames at \(clock.fps) fps (the first, then one a "
                        + "frame), more than the \(Self.maximumFilmFrames) a film holds; the longest is "
                        + "'over \(Self.maximumFilmFrames - 1)f'"), at: nil)
        }
        timedFilming = capture
        defer { timedFilming = nil }
        try advance(to: world.now + ticks, into: &result)
        if let done = timedFilming { result.output += try write(done) }
    }

    /// `film stop`: writes the film started without `over`; nothing when none runs.
    mutating func stopFilm(into result: inout CommandResult) throws {
        guard let capture = filming else { return }
        filming = nil
        result.output += try write(capture)
    }

    /// Checks a request and takes its first frame (now, as of the last rendered frame).
    private func startCapture(_ request: FilmRequest) throws -> FilmCapture {
        var names: [String] = []
        for name in request.names where !names.contains(name) {
            _ = try world.index(of: name)
            names.append(name)
        }
        let lowered = request.file.lowercased()
        let format: FilmCapture.Format
        if lowered.hasSuffix(".html") || lowered.hasSuffix(".htm") {
            format = .page
        } else if lowered.hasSuffix(".svg") {
            format = .filmstrip
        } else {
            throw ScriptError(
                .runtime("film writes an .html page or an .svg filmstrip, not '\(request.file)'"), at: nil)
        }
        if format == .page, request.frames != nil {
            throw ScriptError(.runtime("'frames' is for an .svg filmstrip, not '\(request.file)'"), at: nil)
        }
        if format == .filmstrip, !request.fields.isEmpty {
            throw ScriptError(.runtime("'fields' is for an .html film, not '\(request.file)'"), at: nil)
        }
        var fields: [Field] = []
        for fieldName in format == .page && request.fields.isEmpty ? ["progress"] : request.fields {
            for name in names {
                let (_, field) = try field(fieldName, of: name)
                guard field.decimals != nil || [.armed, .hitTesting, .presented].contains(field) else {
                    throw ScriptError(.runtime("field '\(fieldName)' is not a number and cannot be plotted"), at: nil)
                }
                if !fields.contains(field) { fields.append(field) }
            }
        }
        var film = Film(names: names, fields: fields)
        film.frames.append(frame(of: film))
        return FilmCapture(
            film: film, format: format, file: request.file, path: resolve(request.file),
            thumbnails: request.frames ?? Self.defaultFilmstripFrames)
    }

    /// The world now as a frame of `film`.
    private func frame(of film: Film) -> FilmFrame {
        let values = film.names.map { name -> [FieldValue]? in
            guard let machine = try? world.machine(named: name) else { return nil }
            return film.fields.map { value(of: $0, of: name, in: machine) }
        }
        return FilmFrame(scene: Scene(world: world, names: film.names), values: values)
    }

    /// Adds the frame just rendered to the running films.
    mutating func sampleFilms() {
        if var capture = filming {
            filming = nil
            append(to: &capture)
            filming = capture
        }
        if var capture = timedFilming {
            timedFilming = nil
            append(to: &capture)
            timedFilming = capture
        }
    }

    private func append(to capture: inout FilmCapture) {
        guard capture.film.frames.count < Self.maximumFilmFrames else {
            capture.isTruncated = true
            return
        }
        capture.film.frames.append(frame(of: capture.film))
    }

    /// Writes a finished film; returns the output line.
    private func write(_ capture: FilmCapture) throws -> String {
        let film = capture.film
        let names = film.names.joined(separator: ", ")
        let truncated = capture.isTruncated ? " (the first \(Self.maximumFilmFrames))" : ""
        let file = VisibleText.escaped(capture.file)
        switch capture.format {
        case .page:
            try files.write(FilmPage.render(film), to: capture.path)
            return "wrote \(Self.frames(film.frames.count))\(truncated) of \(names) to '\(file)'\n"
        case .filmstrip:
            let shown = Filmstrip.frameIndices(count: film.frames.count, thumbnails: capture.thumbnails).count
            try files.write(Filmstrip.render(film, thumbnails: capture.thumbnails), to: capture.path)
            return "wrote \(shown) of \(Self.frames(film.frames.count))\(truncated) of \(names) to '\(file)'\n"
        }
    }

    /// `1 frame`, `31 frames`.
    private static func frames(_ count: Int) -> String {
        count == 1 ? "1 frame" : "\(count) frames"
    }
}
