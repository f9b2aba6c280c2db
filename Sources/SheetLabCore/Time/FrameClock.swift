/// The frame grid of a world: frames fall on multiples of `1/fps` from tick 0.
public struct FrameClock: Sendable, Hashable {
    /// Frames per second; always divides `Time.ticksPerSecond`.
    public private(set) var fps: Int

    /// Ticks between two frames.
    public let ticksPerFrame: Int64

    /// A clock at `fps`, or nil when `fps` does not divide 6000.
    public init?(fps: Int) {
        guard fps > 0, Time.ticksPerSecond % Int64(fps) == 0 else { return nil }
        self.fps = fps
        // Stored, not divided out on every frame question (fps only changes with a new clock).
        self.ticksPerFrame = Time.ticksPerSecond / Int64(fps)
    }

    /// Whether a frame is rendered at `tick`.
    public func isFrame(_ tick: Int64) -> Bool { tick % ticksPerFrame == 0 }

    /// The index of the last frame at or before `tick`.
    public func frameIndex(atOrBefore tick: Int64) -> Int64 {
        let quotient = tick / ticksPerFrame
        return tick % ticksPerFrame < 0 ? quotient - 1 : quotient
    }

    /// The tick of the first frame strictly after `tick`.
    public func nextFrame(after tick: Int64) -> Int64 {
        (frameIndex(atOrBefore: tick) + 1) * ticksPerFrame
    }

    /// The tick of the last frame at or before `tick`.
    public func lastFrame(atOrBefore tick: Int64) -> Int64 {
        frameIndex(atOrBefore: tick) * ticksPerFrame
    }
}
