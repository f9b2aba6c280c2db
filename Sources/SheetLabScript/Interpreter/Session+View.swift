import SheetLabCore

/// A `play` for a live terminal: the shell advances it a frame at a time (`advancePlayback`) and
/// draws each picture in real time.
public struct Playback: Sendable, Equatable {
    /// The sheets drawn and waited for (all when empty).
    public var names: [String]
    /// The clock stops here at the latest.
    public var endTick: Int64
    /// Simulated seconds per real second (`speed X`).
    public var speed: Double

    public init(names: [String], endTick: Int64, speed: Double) {
        self.names = names
        self.endTick = endTick
        self.speed = speed
    }
}

extension Session {
    /// The longest `play` without `over`: as long as `settle` waits.
    public static let defaultPlayLimit = defaultSettleLimit

    /// The terminal picture of the sheets called `names` (every sheet when empty), sized for the
    /// display: 40 columns and any height in a batch, the terminal's size when live.
    public func picture(of names: [String]) throws -> String {
        for name in names { _ = try world.index(of: name) }
        return TerminalPicture.render(
            Scene(world: world, names: names), columns: display.columns, rows: display.isLive ? display.rows : nil,
            colors: display.colors)
    }

    /// `view on|off`: `on` draws the picture now and after every command that moves the clock.
    mutating func setViewing(_ on: Bool, into result: inout CommandResult) throws {
        isViewing = on
        if on {
            try show(try picture(of: []), into: &result)
        } else if display.isLive {
            result.closesLiveView = true
        }
    }

    /// After a command that moved the clock with `view on`: the picture, once (`play` and
    /// `source` draw their own, or their commands do).
    mutating func showView(after command: Command, into result: inout CommandResult) {
        switch command {
        case .play, .source, .view, .viewMode: return
        default: break
        }
        guard let text = try? picture(of: []) else { return }
        try? show(text, into: &result)
    }

    /// A picture into the output, or for a live terminal to draw in place.
    private func show(_ picture: String, into result: inout CommandResult) throws {
        if display.isLive {
            result.livePicture = picture
        } else {
            result.output += picture
        }
    }

    /// `play [NAME ...] [over DURATION] [speed X]`: for a live terminal, hands the shell a
    /// playback; otherwise runs it at once and draws the last picture.
    mutating func play(
        _ names: [String], over duration: DurationLiteral?, speed: Double, into result: inout CommandResult
    ) throws {
        for name in names { _ = try world.index(of: name) }
        let ticks = try duration.map { try limited($0) } ?? Self.defaultPlayLimit
        let playback = Playback(names: names, endTick: world.now + ticks, speed: speed)
        if display.isLive {
            result.playback = playback
            return
        }
        var finished = false
        while !finished {
            let step: CommandResult
            (step, finished) = advancePlayback(playback)
            result.absorb(step)
            if result.error != nil { return }
        }
        result.output += try picture(of: names)
    }

    /// One step of a playback: to the next frame (or its end); `finished` once the end is reached
    /// or nothing it waits for moves.
    public mutating func advancePlayback(_ playback: Playback) -> (result: CommandResult, finished: Bool) {
        var result = CommandResult()
        guard world.now < playback.endTick, isMoving(playback.names) else { return (result, true) }
        do {
            try advance(to: min(world.nextFrameTick, playback.endTick), into: &result)
        } catch let error as FileAccessError {
            result.error = ScriptError(.runtime(error.message), at: nil)
            return (result, true)
        } catch {
            result.error = ScriptError(.runtime("\(error)"), at: nil)
            return (result, true)
        }
        return (result, world.now >= playback.endTick || !isMoving(playback.names))
    }

    /// Whether any of the sheets called `names` (any sheet when empty) still animates.
    private func isMoving(_ names: [String]) -> Bool {
        guard !names.isEmpty else { return world.isMoving() }
        return names.contains { name in
            guard let index = try? world.index(of: name) else { return false }
            return world.isMoving(only: index)
        }
    }
}
