import SheetLabCore

/// What animated along one path, read from its frames: each drawn value while the machine lists
/// it as moving (`Machine.movingValues`), so that values a finger moves directly do not count.
struct MotionSummary: Sendable {
    /// How a value moved.
    enum Category: Sendable, Hashable {
        /// Something changed size (`scale`, `icon-scale`, the edge bubble's collapse or expand).
        case scale
        /// Something moved or grew along the screen (`offset`, `height`, the edge bubble's progress).
        case position
        /// Only opacity changed (`opacity`, `backdrop`, `bubble-opacity`).
        case fade
    }

    /// One value's run of animated frames.
    struct Motion: Sendable {
        /// The field as `inspect` names it.
        var field: Field
        var category: Category
        /// The value on the frame before it started moving.
        var from: Double
        /// The value farthest from `from` while it moved.
        var peak: Double
        /// How far it went past where it came to rest while still moving (a spring's overshoot);
        /// 0 without one.
        var overshoot: Double
        /// Frames from the one before it started to the one it rested on.
        var frames: Int
        /// From the frame before it started to the frame it rested.
        var ticks: Int64
        /// The `animation` field on its first moving frame (`easeOut(duration: 0.2)`), if it names one.
        var spelling: String?

        /// How far it went, in the field's unit.
        var distance: Double { abs(peak - from) }
    }

    /// Springs the `animation` field named while something moved, in the order seen.
    var springs: [String] = []
    var motions: [Motion] = []

    /// Values closer than this count as equal (the fields print 1 or 3 decimals).
    static let tolerance = 0.0005

    init(frames: [FrameSample], kind: Kind) {
        for frame in frames where !frame.machine.movingValues.isEmpty {
            if case .text(let animation) = frame.value(of: .animation), InvariantMonitor.namesSpring(animation),
                !springs.contains(animation)
            {
                springs.append(animation)
            }
        }
        var names: [String] = []
        for frame in frames {
            for name in frame.machine.movingValues where !names.contains(name) { names.append(name) }
        }
        for name in names {
            guard let (field, category) = Self.field(for: name, kind: kind) else { continue }
            var index = 0
            while index < frames.count {
                guard frames[index].machine.movingValues.contains(name) else {
                    index += 1
                    continue
                }
                var end = index
                while end + 1 < frames.count, frames[end + 1].machine.movingValues.contains(name) { end += 1 }
                let first = max(index - 1, 0)
                let last = min(end + 1, frames.count - 1)
                // While moving (and the frame before): a jump when the animation is removed is no motion.
                let values = frames[first...end].compactMap { $0.number(field) }
                if let from = values.first, let final = values.last {
                    let peak = values.max { abs($0 - from) < abs($1 - from) } ?? from
                    let overshoot =
                        final >= from ? (values.max() ?? final) - final : final - (values.min() ?? final)
                    var spelling: String?
                    if case .text(let text) = frames[index].value(of: .animation), text != "none" { spelling = text }
                    // Half the last printed digit: what the field cannot show does not count.
                    let visible = 0.5 * pow10(-(field.decimals ?? 3))
                    if abs(peak - from) > Self.tolerance {
                        motions.append(
                            Motion(
                                field: field, category: category, from: from, peak: peak,
                                overshoot: overshoot >= visible ? overshoot : 0, frames: last - first,
                                ticks: frames[last].tick - frames[first].tick, spelling: spelling))
                    }
                }
                index = end + 1
            }
        }
    }

    /// 10 to the power `exponent`, for a field's printed precision.
    private func pow10(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<abs(exponent) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }

    /// The field a moving value is read from, and what kind of motion it is. The edge's
    /// `progress` is read as the bubble's width, so its distance is in points.
    static func field(for name: String, kind: Kind) -> (Field, Category)? {
        switch name {
        case "offset": (.offset, .position)
        case "height": (.height, .position)
        case "progress": kind == .edge ? (.bubbleWidth, .position) : (.progress, .position)
        case "scale": (.scale, .scale)
        case "icon-scale": (.iconScale, .scale)
        case "bubble-width": (.bubbleWidth, .scale)
        case "bubble-height": (.bubbleHeight, .scale)
        case "opacity": (.opacity, .fade)
        case "backdrop": (.backdrop, .fade)
        case "bubble-opacity": (.bubbleOpacity, .fade)
        default: nil
        }
    }

    /// The verdict of reduce motion on this path: a spring, a scale or an overshoot fails;
    /// movement warns; fades pass.
    var verdict: AuditVerdict {
        if !springs.isEmpty || motions.contains(where: { $0.category == .scale || $0.overshoot > 0 }) { return .fail }
        if motions.contains(where: { $0.category == .position }) { return .warn }
        return .pass
    }

    /// What fails reduce motion on this path, in words: the springs, scales and overshoots.
    var failingWords: [String] {
        var parts = springs.map { "\($0) runs" }
        for motion in motions where motion.category == .scale {
            let decimals = motion.field.decimals ?? 3
            parts.append(
                "\(motion.field.rawValue) scales \(DecimalFormat.format(motion.from, decimals: decimals)) -> "
                    + "\(DecimalFormat.format(motion.peak, decimals: decimals)) in \(Auditor.seconds(motion.ticks))")
        }
        for motion in motions where motion.overshoot > 0 {
            parts.append(
                "\(motion.field.rawValue) overshoots by "
                    + DecimalFormat.format(motion.overshoot, decimals: motion.field.decimals ?? 3))
        }
        return parts
    }

    /// The farthest movement, if any.
    var largestMovement: Motion? {
        motions.filter { $0.category == .position }.max { $0.distance < $1.distance }
    }

    /// The path in words: `runs spring(); offset moves 300.0 pt over 13 frames (0.217 s,
    /// easeOut(duration: 0.2)); backdrop fades`.
    var words: String {
        var parts: [String] = []
        if !springs.isEmpty { parts.append("runs \(Auditor.list(springs))") }
        for motion in motions {
            let decimals = motion.field.decimals ?? 3
            let time =
                "over \(motion.frames) frames (\(Auditor.seconds(motion.ticks))"
                + (motion.spelling.map { ", \($0)" } ?? "") + ")"
            switch motion.category {
            case .scale:
                parts.append(
                    "\(motion.field.rawValue) scales \(DecimalFormat.format(motion.from, decimals: decimals)) -> "
                        + "\(DecimalFormat.format(motion.peak, decimals: decimals)) \(time)")
            case .position:
                parts.append("\(motion.field.rawValue) moves \(Auditor.points(motion.distance)) \(time)")
            case .fade:
                parts.append("\(motion.field.rawValue) fades")
            }
            if motion.overshoot > 0 {
                parts.append(
                    "\(motion.field.rawValue) overshoots by \(DecimalFormat.format(motion.overshoot, decimals: decimals))"
                )
            }
        }
        return parts.isEmpty ? "nothing moves" : parts.joined(separator: "; ")
    }
}
