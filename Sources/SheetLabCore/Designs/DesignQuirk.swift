/// A behaviour of a real component the release rule cannot say, named so that a design can
/// declare it with its source (`quirk same-detent-snaps-without-animation source "..."`) and
/// `explain` can name it (docs/design-language.md#quirks).
public enum DesignQuirk: String, Sendable, Hashable, CaseIterable {
    /// A release that selects the detent the sheet already has changes no animated value, so
    /// the height jumps back without animation (the multi-height seed animates on
    /// `value: currentDetent` only).
    case sameDetentSnapsWithoutAnimation = "same-detent-snaps-without-animation"
    /// The drag offset is set only while the finger is below its start, so moving back up keeps
    /// the last positive value (the swipe-to-dismiss tutorial's `if translation > 0`).
    case keepsLastPositiveOffset = "keeps-last-positive-offset"
    /// An escape during a drag leaves the drag offset where it was (no `onEnded` runs).
    case escapeLeavesOffset = "escape-leaves-offset"
    /// The content leaves from the offset the drag left it at.
    case leavesFromKeptOffset = "leaves-from-kept-offset"
    /// `lastOffset` is 0 at every release, so a drag begun during the spring back starts from
    /// the finger, not from where the content is drawn.
    case lastOffsetIsZero = "last-offset-is-zero"
    /// The container's `.animation(_:value: isPresented)` replaces the dismissal's own
    /// `withAnimation`.
    case presentationAnimationWins = "presentation-animation-wins"
    /// `pop` on a stack of 1 pops nothing (UIKit's root view controller stays).
    case rootPopDoesNothing = "root-pop-does-nothing"
}

/// A quirk a design declares, with where the behaviour comes from.
public struct DesignQuirkNote: Sendable, Hashable {
    /// The quirk.
    public var quirk: DesignQuirk
    /// Its source: a document and the line or symbol.
    public var source: String

    /// Creates one.
    public init(_ quirk: DesignQuirk, source: String) {
        self.quirk = quirk
        self.source = source
    }
}
