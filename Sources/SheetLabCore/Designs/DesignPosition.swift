/// A position a sheet rests at (a detent), as its height above the screen's bottom.
public struct DesignPosition: Sendable, Hashable {
    /// How the height is given.
    public enum Height: Sendable, Hashable {
        /// A height in points (SwiftUI `.height(_:)`).
        case points(Double)
        /// A percentage of the screen's height (SwiftUI `.fraction(_:)` times 100).
        case percent(Double)
        /// `medium`: 50% of the screen's height (the multi-height seed's `.medium`,
        /// bottom-sheets-with-detents.txt MultiHeightBottomSheet.SheetDetent).
        case medium
        /// `large`: 90% of the screen's height (the same seed's `.large`).
        case large
        /// `hidden`: height 0, off the screen.
        case hidden
    }

    /// The name the position is referred to by: its label, else the word it is written as
    /// (`large`), else its spelling (`180`, `55%`).
    public var name: String
    /// Whether `name` was given as a label (`peek: 180`).
    public var isLabelled: Bool
    /// Its height.
    public var height: Height

    /// Creates a position; without a label it is named as written.
    public init(_ height: Height, label: String? = nil) {
        self.height = height
        self.name = label ?? height.spelling
        self.isLabelled = label != nil
    }

    /// Its height in points on a screen `screenHeight` tall; a percentage as `SheetDetent`
    /// computes `NN%`, `screenHeight * (NN / 100)`.
    public func points(screenHeight: Double) -> Double {
        switch height {
        case .points(let value): value
        case .percent(let value): screenHeight * (value / 100)
        case .medium: 0.5 * screenHeight
        case .large: 0.9 * screenHeight
        case .hidden: 0
        }
    }
}

extension DesignPosition.Height {
    /// How the language writes it: `180`, `55%`, `medium`.
    public var spelling: String {
        switch self {
        case .points(let value): DesignNumberText.text(value)
        case .percent(let value): DesignNumberText.text(value) + "%"
        case .medium: "medium"
        case .large: "large"
        case .hidden: "hidden"
        }
    }
}
