/// Parameters that more than one peer library's table holds.
enum PanelParameters {
    /// The travel before a UIKit pan begins (FloatingPanel and PanModal both use
    /// UIPanGestureRecognizer, whose hysteresis is not public).
    static let uiKitPanMinimumDistance = ParameterInfo(
        name: "min-distance", defaultValue: "10",
        summary: "the pan's travel before .began (UIPanGestureRecognizer's hysteresis, not public)", unit: "pt",
        range: ">= 0", source: "sheetlab's reading: SwiftUI DragGesture's documented 10")
}
