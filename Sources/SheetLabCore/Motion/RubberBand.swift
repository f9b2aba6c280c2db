/// Rubber-band resistance for drags past a limit (docs/motion.md#rubber-banding).
public enum RubberBand {
    /// UIScrollView's form `(1 - 1/(x c/d + 1)) d` for an offset x past the edge, in points.
    ///
    /// c = 0.55 is UIScrollView's coefficient; d is the dimension of the scroll view along the drag.
    /// Negative offsets band symmetrically; a non-positive dimension gives 0.
    public static func scrollView(offset: Double, dimension: Double, coefficient: Double = 0.55) -> Double {
        guard dimension > 0, offset != 0 else { return 0 }
        let magnitude = abs(offset)
        let banded = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
        return offset < 0 ? -banded : banded
    }

    /// Progress past 1 with overshoot o: `1 + o e/(o + e)`, e = p - 1; progress up to 1 is unchanged.
    ///
    /// The smooth hyperbolic form docs/motion.md fixes for EdgeSwipeBack's unpublished
    /// `.rubberBand(overshoot:)`; it approaches `1 + o`. A non-positive overshoot holds at 1.
    public static func overshoot(progress: Double, overshoot: Double) -> Double {
        guard progress > 1 else { return progress }
        guard overshoot > 0 else { return 1 }
        let excess = progress - 1
        return 1 + overshoot * excess / (overshoot + excess)
    }
}
