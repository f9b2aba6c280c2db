/// `profile=material`: material-components-android's `BottomSheetBehavior` in a `BottomSheetDialog`
/// (lib/java/com/google/android/material/bottomsheet/BottomSheetBehavior.java,
/// BottomSheetDialog.java), with androidx `ViewDragHelper` moving the sheet.
///
/// Android measures in pixels: `density` converts sheetlab's points (dp) to pixels and back;
/// offsets are whole pixels, as the library's `int`s are.
public struct MaterialDesign: PanelDesign {
    /// The stable states a release can choose (`STATE_EXPANDED`, `STATE_HALF_EXPANDED`,
    /// `STATE_COLLAPSED`; `STATE_HIDDEN` dismisses the dialog).
    public enum State: String, Sendable, Hashable, CaseIterable {
        case expanded
        case halfExpanded = "half-expanded"
        case collapsed
    }

    /// What holds the sheet: a `BottomSheetDialog`, or a view with the behaviour in an activity's
    /// `CoordinatorLayout` (the library's own tests).
    public enum Host: String, Sendable, Hashable, CaseIterable {
        /// The dialog's sheet consumes every touch (`bottomSheet.setOnTouchListener` returns true), so
        /// the behaviour captures it only by intercepting a move past the touch slop; `touch_outside`
        /// cancels the dialog; the window dims.
        case dialog
        /// Content that takes no touches leaves the touch-down to the behaviour, whose
        /// `ViewDragHelper.processTouchEvent(ACTION_DOWN)` captures the sheet at once; nothing lies
        /// outside the sheet but the activity, and nothing dims.
        case layout
    }

    /// `state`: the state shown, `STATE_COLLAPSED` (BottomSheetBehavior's initial `state`;
    /// BottomSheetDialog.onStart sets collapsed when hidden).
    var state = State.collapsed
    /// `peek-height`: `PEEK_HEIGHT_AUTO` (nil), or pixels.
    var peekHeight: Double?
    /// `half-expanded-ratio`: 0.5.
    var halfExpandedRatio = 0.5
    /// `fit-to-contents`: true.
    var fitToContents = true
    /// `expanded-offset`: 0 px.
    var expandedOffset = 0.0
    /// `hideable`: BottomSheetBehavior's default is false; BottomSheetDialog sets
    /// `behavior.setHideable(cancelable)`, and a dialog is cancelable: true.
    var hideable = true
    /// `skip-collapsed`: false.
    var skipCollapsed = false
    /// `hide-friction`: `HIDE_FRICTION`, 0.1 s.
    var hideFriction = 0.1
    /// `significant-velocity-threshold`: `DEFAULT_SIGNIFICANT_VEL_THRESHOLD`, 500 px/s.
    var significantVelocityThreshold = 500.0
    /// `draggable`: true.
    var draggable = true
    /// `density`: pixels per dp (sheetlab's points): 3, an xxhdpi phone like the 3x iPhone.
    var density = 3.0
    /// `content-height`: the sheet view's measured height (sheetlab's choice: 90% of the parent).
    var contentHeight = PanelLength.fraction(0.9)
    /// `dim-amount`: the dialog window's dim behind the sheet.
    var dimAmount = 0.32
    /// `canceled-on-touch-outside`: BottomSheetDialog's `canceledOnTouchOutside`, true.
    var canceledOnTouchOutside = true
    /// `host`: a BottomSheetDialog.
    var host = Host.dialog

    public init() {}

    /// Where BottomSheetBehavior lives, for the parameters' sources.
    static let behaviorSource =
        "material-components/material-components-android "
        + "lib/java/com/google/android/material/bottomsheet/BottomSheetBehavior.java"
    /// Where BottomSheetDialog lives.
    static let dialogSource =
        "material-components/material-components-android "
        + "lib/java/com/google/android/material/bottomsheet/BottomSheetDialog.java"

    /// The parameters, in the order `help sheet` lists them.
    static let table: [ParameterInfo] = [
        ParameterInfo(
            name: "state", defaultValue: "collapsed", words: State.allCases.map(\.rawValue),
            summary: "the state presented", range: "expanded, half-expanded, collapsed",
            source: behaviorSource + " state (STATE_COLLAPSED); " + dialogSource
                + " onStart (a hidden sheet is collapsed)"),
        ParameterInfo(
            name: "peek-height", defaultValue: "auto",
            summary: "collapsed height in pixels (pt x density, as setPeekHeight takes it); auto: max(peekHeightMin "
                + "64 x density, parent height - parent width x 9 / 16), at most the sheet's height", unit: "px",
            range: "auto or >= 0",
            source: behaviorSource + " calculatePeekHeight (PEEK_HEIGHT_AUTO)"),
        ParameterInfo(
            name: "half-expanded-ratio", defaultValue: "0.5",
            summary: "half-expanded's top is parent height x (1 - ratio)", range: "above 0 and below 1",
            source: behaviorSource + " calculateHalfExpandedOffset (halfExpandedRatio 0.5f)"),
        ParameterInfo(
            name: "fit-to-contents", defaultValue: "true", words: ["true", "false"],
            summary: "true: expanded fits the content and there is no half-expanded state; false: expanded at "
                + "expanded-offset, half-expanded between", range: "true, false",
            source: behaviorSource + " setFitToContents, getExpandedOffset"),
        ParameterInfo(
            name: "expanded-offset", defaultValue: "0",
            summary: "expanded's top when not fitting the contents, in pixels (pt x density)", unit: "px",
            range: ">= 0", source: behaviorSource + " setExpandedOffset (expandedOffset 0)"),
        ParameterInfo(
            name: "hideable", defaultValue: "true", words: ["true", "false"],
            summary: "a release may hide the sheet, which dismisses the dialog (the behaviour alone: false)",
            range: "true, false", source: dialogSource + " setCancelable (behavior.setHideable(cancelable))"),
        ParameterInfo(
            name: "skip-collapsed", defaultValue: "false", words: ["true", "false"],
            summary: "shouldHide answers true at once: any release down past expanded may hide", range: "true, false",
            source: behaviorSource + " shouldHide, setSkipCollapsed"),
        ParameterInfo(
            name: "hide-friction", defaultValue: "0.1",
            summary: "hides when |top + velocity x hide-friction - collapsed| / peek > HIDE_THRESHOLD 0.5",
            unit: "s", range: ">= 0", source: behaviorSource + " shouldHide (HIDE_FRICTION 0.1f, HIDE_THRESHOLD 0.5f)"),
        ParameterInfo(
            name: "significant-velocity-threshold", defaultValue: "500",
            summary: "a downward release faster than this may hide; an upward one this fast expands; in pixels per "
                + "second (pt/s x density)", unit: "px/s", range: ">= 0",
            source: behaviorSource + " onViewReleased (DEFAULT_SIGNIFICANT_VEL_THRESHOLD 500)"),
        ParameterInfo(
            name: "draggable", defaultValue: "true", words: ["true", "false"],
            summary: "false: touches never capture the sheet", range: "true, false",
            source: behaviorSource + " shouldHandleDraggingWithHelper (draggable)"),
        ParameterInfo(
            name: "density", defaultValue: "3",
            summary: "pixels per pt: the px parameters and the library's arithmetic are pt x density, velocities "
                + "likewise (3: xxhdpi; Android's dp is sheetlab's pt)",
            range: "> 0", source: "android DisplayMetrics.density (sheetlab's choice of phone)"),
        ParameterInfo(
            name: "content-height", defaultValue: "90%",
            summary: "the sheet view's height: NNN pt or NN% of the parent", range: "NNN (pt) or NN% from 0 to 100",
            source: "sheetlab's choice: the app's content, which the library measures (onLayoutChild childHeight)"),
        ParameterInfo(
            name: "dim-amount", defaultValue: "0.32",
            summary: "the dialog window's dim while the sheet is shown, whatever its position", range: "0 to 1",
            source: "sheetlab's reading: Material's 32% scrim, the dialog theme's android:backgroundDimAmount "
                + "(a theme value outside BottomSheetBehavior, not found in the library's bottomsheet themes)"),
        ParameterInfo(
            name: "canceled-on-touch-outside", defaultValue: "true", words: ["true", "false"],
            summary: "a tap outside the sheet cancels the dialog, which hides the sheet", range: "true, false",
            source: dialogSource + " setCanceledOnTouchOutside, wrapInBottomSheet (touch_outside listener)"),
        ParameterInfo(
            name: "host", defaultValue: "dialog", words: Host.allCases.map(\.rawValue),
            summary: "dialog: a BottomSheetDialog, whose sheet consumes touches, so the behaviour captures it past "
                + "the touch slop, touch_outside cancels and the window dims; layout: the behaviour on a view in an "
                + "activity's CoordinatorLayout (the library's own tests), captured at touch-down, nothing outside, "
                + "no dim", range: "dialog, layout",
            source: dialogSource + " wrapInBottomSheet (bottomSheet.setOnTouchListener); androidx ViewDragHelper.java "
                + "processTouchEvent (ACTION_DOWN captures at once), shouldInterceptTouchEvent"),
        ParameterInfo(
            name: "min-distance", defaultValue: "8",
            summary:
                "touch slop before the sheet is captured (ViewConfiguration's 8 dp: Android's dp is sheetlab's pt)",
            unit: "pt", range: ">= 0",
            source: "androidx ViewConfiguration TOUCH_SLOP 8 dp; " + behaviorSource
                + " onInterceptTouchEvent (|initialY - y| > touchSlop)"),
    ]

    /// Sets one parameter from its text; false when the name is not one of this design's.
    mutating func set(_ name: String, to text: String) throws(ParameterError) -> Bool {
        switch name {
        case "state":
            guard let value = State(rawValue: text) else {
                throw .invalidValue(
                    name: name, value: text,
                    expected: "one of " + State.allCases.map(\.rawValue).joined(separator: ", "))
            }
            state = value
        case "peek-height":
            peekHeight = text == "auto" ? nil : try PanelParameterText.number(name, text)
        case "half-expanded-ratio":
            let ratio = try PanelParameterText.number(name, text, .unitInterval)
            guard ratio > 0, ratio < 1 else {
                throw .invalidValue(name: name, value: text, expected: "a number between 0 and 1, exclusive")
            }
            halfExpandedRatio = ratio
        case "fit-to-contents": fitToContents = try PanelParameterText.flag(name, text)
        case "expanded-offset": expandedOffset = try PanelParameterText.number(name, text)
        case "hideable": hideable = try PanelParameterText.flag(name, text)
        case "skip-collapsed": skipCollapsed = try PanelParameterText.flag(name, text)
        case "hide-friction": hideFriction = try PanelParameterText.number(name, text)
        case "significant-velocity-threshold": significantVelocityThreshold = try PanelParameterText.number(name, text)
        case "draggable": draggable = try PanelParameterText.flag(name, text)
        case "density": density = try PanelParameterText.number(name, text, .positive)
        case "content-height": contentHeight = try PanelLength(parsing: text, for: name)
        case "dim-amount": dimAmount = try PanelParameterText.number(name, text, .unitInterval)
        case "canceled-on-touch-outside": canceledOnTouchOutside = try PanelParameterText.flag(name, text)
        case "min-distance": touchSlop = try PanelParameterText.number(name, text)
        case "host":
            guard let value = Host(rawValue: text) else {
                throw .invalidValue(name: name, value: text, expected: "dialog or layout")
            }
            host = value
        default: return false
        }
        return true
    }

    /// `min-distance`: ViewConfiguration's `TOUCH_SLOP`, 8 dp.
    var touchSlop = 8.0

    /// The parameter's value as a user writes it; nil for a name not of this design.
    func text(of name: String) -> String? {
        switch name {
        case "state": state.rawValue
        case "peek-height": peekHeight.map(PanelParameterText.text) ?? "auto"
        case "half-expanded-ratio": PanelParameterText.text(halfExpandedRatio)
        case "fit-to-contents": PanelParameterText.text(fitToContents)
        case "expanded-offset": PanelParameterText.text(expandedOffset)
        case "hideable": PanelParameterText.text(hideable)
        case "skip-collapsed": PanelParameterText.text(skipCollapsed)
        case "hide-friction": PanelParameterText.text(hideFriction)
        case "significant-velocity-threshold": PanelParameterText.text(significantVelocityThreshold)
        case "draggable": PanelParameterText.text(draggable)
        case "density": PanelParameterText.text(density)
        case "content-height": contentHeight.text
        case "dim-amount": PanelParameterText.text(dimAmount)
        case "canceled-on-touch-outside": PanelParameterText.text(canceledOnTouchOutside)
        case "min-distance": PanelParameterText.text(touchSlop)
        case "host": host.rawValue
        default: nil
        }
    }
}
