/// One detent of a `sheet`, as `detents=` lists it (docs/models.md#sheet).
///
/// The seed's `MultiHeightBottomSheet.SheetDetent` has `small` (200 pt), `medium` (50% of the
/// screen height) and `large` (90%: the seed's custom sheet, not the native `.large`); sheetlab
/// also takes the native sheet's `.height(_:)` and `.fraction(_:)` spellings as `NNN` and `NN%`.
public struct SheetDetent: Sendable, Hashable {
    /// What the detent measures.
    public enum Size: Sendable, Hashable {
        /// A fixed height in points (`200`).
        case height(Double)
        /// A fraction of the screen height (`40%` is 0.4).
        case fraction(Double)
        /// Half the screen height.
        case medium
        /// 90% of the screen height (the seed's `UIScreen.main.bounds.height * 0.9`).
        case large
    }

    /// The detents spelled as words; the others are numbers (`200`, `40%`).
    public static let words = ["medium", "large"]

    /// What the detent measures.
    public var size: Size
    /// The detent as the user wrote it (`200`, `40%`, `medium`): `detent` prints this.
    public var spelling: String

    public init(size: Size, spelling: String) {
        self.size = size
        self.spelling = spelling
    }

    /// The sheet's height at this detent, in points, on a screen `screenHeight` tall
    /// (the seed measures `UIScreen.main.bounds`, not the safe-area container).
    public func height(screenHeight: Double) -> Double {
        switch size {
        case .height(let points): points
        case .fraction(let fraction): screenHeight * fraction
        case .medium: screenHeight * 0.5
        case .large: screenHeight * 0.9
        }
    }

    /// Parses one detent: `NNN` (points, finite, >= 0), `NN%` (0 to 100), `medium` or `large`;
    /// nil for anything else.
    public init?(parsing text: Substring) {
        let spelling = String(text)
        switch text {
        case "medium": self.init(size: .medium, spelling: spelling)
        case "large": self.init(size: .large, spelling: spelling)
        default:
            if text.hasSuffix("%") {
                guard let percent = try? ParameterParsing.number(String(text.dropLast()), for: "", .nonNegative),
                    percent <= 100
                else { return nil }
                self.init(size: .fraction(percent / 100), spelling: spelling)
            } else {
                guard let points = try? ParameterParsing.number(spelling, for: "", .nonNegative) else { return nil }
                self.init(size: .height(points), spelling: spelling)
            }
        }
    }

    /// Parses a comma list of detents (`200,medium,large`): at least one, no duplicates
    /// (`200` and `200.0` are the same detent; `medium` and `50%` are not, as in SwiftUI).
    /// Returns the detents in order, or why the list was refused.
    public static func parseList(_ text: String) -> Result<[SheetDetent], DetentListError> {
        var detents: [SheetDetent] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let detent = SheetDetent(parsing: item) else { return .failure(.invalid(String(item))) }
            if detents.contains(where: { $0.size == detent.size }) {
                return .failure(.duplicate(String(item)))
            }
            detents.append(detent)
        }
        return .success(detents)
    }

    /// Why a detent list was refused.
    public enum DetentListError: Error, Sendable, Hashable {
        /// An item that is not a detent (empty items included).
        case invalid(String)
        /// A detent listed twice.
        case duplicate(String)
    }
}
