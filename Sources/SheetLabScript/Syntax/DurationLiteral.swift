import SheetLabCore

/// A duration as written: a tick count, or a frame count whose length depends on the frame rate.
///
/// `0.25` and `0.25s` are seconds, `250ms` milliseconds, `15f` frames. Seconds and milliseconds
/// are rounded to the nearest tick of 1/6000 s (half away from zero) when read; frames stay
/// frames because the frame rate is known only at run time (`docs/motion.md`: "15f" is
/// 15 x (6000 / fps) ticks, and `step 15f` alone means "to the 15th frame boundary after now").
public enum DurationLiteral: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// A whole number of ticks of 1/6000 s.
    case ticks(Int64)
    /// A whole number of frames.
    case frames(Int64)

    /// Ticks in one second (`docs/motion.md`: the clock counts ticks of 1/6000 s).
    public static let ticksPerSecond = Time.ticksPerSecond

    /// The longest duration accepted: one hour, in ticks (`Drive.longestTicks`).
    public static let maximumTicks = Drive.longestTicks

    /// The largest frame count accepted: one hour at the highest frame rate (6000 fps). The
    /// interpreter checks the converted tick count against `maximumTicks` again.
    public static let maximumFrames: Int64 = maximumTicks

    /// The duration in ticks at a frame rate that divides 6000.
    public func ticks(framesPerSecond: Int) -> Int64 {
        switch self {
        case .ticks(let ticks): ticks
        case .frames(let frames): frames * (Self.ticksPerSecond / Int64(max(framesPerSecond, 1)))
        }
    }

    /// The canonical spelling: `Nf`, whole seconds `Ns`, whole milliseconds `Nms`, else seconds.
    public var description: String {
        switch self {
        case .frames(let frames):
            return "\(frames)f"
        case .ticks(let ticks) where ticks % Self.ticksPerSecond == 0:
            return "\(ticks / Self.ticksPerSecond)s"
        case .ticks(let ticks) where ticks % 6 == 0:
            return "\(ticks / 6)ms"
        case .ticks(let ticks):
            return "\(Double(ticks) / Double(Self.ticksPerSecond))s"
        }
    }

    /// Reads `0.25`, `0.25s`, `250ms` or `15f`.
    ///
    /// - Throws: `invalidDuration`, `nonFiniteNumber`, `negativeDuration`, `durationTooLong` or
    ///   `fractionalFrames`, without a location.
    public static func parse(_ text: String) throws(ScriptError) -> DurationLiteral {
        let number: Substring
        let unit: Unit
        var quick: Double?
        // ASCII text (every duration written well) is split by its last bytes, and its number read
        // from the bytes in place (its text is cut out only when the shortcut cannot read it);
        // other text is split by characters.
        if let split = text.withUTF8Bytes(Self.asciiSplit(bytes:)) {
            (unit, quick) = (split.unit, split.quick)
            number = quick == nil ? Substring(text.utf8.prefix(split.numberLength)) : ""
        } else if text.hasSuffix("ms") {
            (number, unit) = (text.dropLast(2), .milliseconds)
        } else if text.hasSuffix("s") || text.hasSuffix("f") {
            (number, unit) = (text.dropLast(), text.hasSuffix("s") ? .seconds : .frames)
        } else {
            (number, unit) = (text[...], .seconds)
        }
        let value: Double
        if let quick = quick ?? NumberLiteral.quickValue(utf8: number.utf8) {
            // What `NumberLiteral.parse` returns first, read without making the number a string.
            value = quick
        } else {
            do {
                value = try NumberLiteral.parse(String(number))
            } catch {
                if case .nonFiniteNumber = error.reason { throw ScriptError(.nonFiniteNumber(text), at: nil) }
                if case .numberOutOfRange = error.reason { throw ScriptError(.durationTooLong(text), at: nil) }
                throw ScriptError(.invalidDuration(text), at: nil)
            }
        }
        guard value >= 0 else { throw ScriptError(.negativeDuration(text), at: nil) }
        switch unit {
        case .frames:
            guard value == value.rounded() else { throw ScriptError(.fractionalFrames(text), at: nil) }
            guard value <= Double(maximumFrames) else { throw ScriptError(.durationTooLong(text), at: nil) }
            return .frames(Int64(value))
        case .seconds, .milliseconds:
            let perUnit = unit == .milliseconds ? Double(ticksPerSecond) / 1000 : Double(ticksPerSecond)
            let ticks = (value * perUnit).rounded()
            guard ticks <= Double(maximumTicks) else { throw ScriptError(.durationTooLong(text), at: nil) }
            return .ticks(Int64(ticks))
        }
    }

    /// The length of the number, the unit and `NumberLiteral.quickValue` of the number of an
    /// ASCII duration; nil for text that is not ASCII.
    private static func asciiSplit(bytes: UnsafeBufferPointer<UInt8>) -> (
        numberLength: Int, unit: Unit, quick: Double?
    )? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let count = bytes.count
        let last = bytes.last
        let numberLength: Int
        let unit: Unit
        if last == UInt8(ascii: "s"), count >= 2, bytes[count - 2] == UInt8(ascii: "m") {
            (numberLength, unit) = (count - 2, .milliseconds)
        } else if last == UInt8(ascii: "s") {
            (numberLength, unit) = (count - 1, .seconds)
        } else if last == UInt8(ascii: "f") {
            (numberLength, unit) = (count - 1, .frames)
        } else {
            (numberLength, unit) = (count, .seconds)
        }
        return (
            numberLength, unit, NumberLiteral.quickValue(utf8: UnsafeBufferPointer(rebasing: bytes[..<numberLength]))
        )
    }

    /// The unit a duration is written in (none means seconds).
    private enum Unit {
        case seconds, milliseconds, frames
    }
}
