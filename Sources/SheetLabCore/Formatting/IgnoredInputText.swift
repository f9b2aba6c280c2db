/// An ignored input in words: what was ignored and why, and the rule that ignores it.
extension IgnoredInput {
    /// What and why, as the transition line prints it after `ignored `:
    /// `touch-down at 201.0,100.0: outside the content (y 301.0 to 601.0)`.
    public var reasonText: String { texts.reason }

    /// The rule that ignores it, with its source (`SwiftUI hit testing: ...`, `seed ...`).
    public var ruleText: String { texts.rule }

    private var texts: (reason: String, rule: String) {
        switch reason {
        case .touchWhileHidden(let point, let phase):
            return (
                "\(Self.place(point)): no touches while \(phase.rawValue) (hit-testing false)",
                "the content takes no touches while presenting, committing or dismissed "
                    + "(allowsHitTesting), for the touch's whole life"
            )
        case .touchOutside(let point, let content):
            return (
                "\(Self.place(point)): outside the content (\(Self.bounds(content)))",
                "SwiftUI hit testing: a touch that starts outside the view never reaches its DragGesture"
            )
        case .liftedBeforeBegin(let distance, let minimumDistance):
            return (
                "touch: lifted \(ComparisonText.points(distance)) pt from its touch-down, "
                    + "under min-distance \(ComparisonText.points(minimumDistance)), so no drag began",
                "DragGesture(minimumDistance:) begins on the first sample at least that far from touch-down; "
                    + "until then nothing moves"
            )
        case .pressWhileHidden(let button, let phase):
            return (
                "press \(button): no presses while \(phase.rawValue) (hit-testing false)",
                "a view that takes no touches takes no button press"
            )
        case .whileHidden(let input, let phase):
            return (
                "\(input.rawValue): no \(input.rawValue) while \(phase.rawValue) (hit-testing false)",
                "nothing answers an escape or backdrop tap while presenting, committing or dismissed"
            )
        case .edgeTouchWhileHidden(let point, let phase):
            return (
                "\(Self.place(point)): no touches while \(phase.rawValue) (hit-testing false)",
                "the edge pan takes no touches while committing or dismissed"
            )
        case .edgeTouchDisabled(let point):
            return ("\(Self.place(point)): enabled false", "isEnabled false: the gesture never begins")
        case .edgeTouchOutside(let point, let distance, let hitWidth):
            let (left, right) = ComparisonText.pair(distance, hitWidth)
            return (
                "\(Self.place(point)): \(left) from the edge > hit-width \(right)",
                "the pan fails at once when a touch starts outside the edge area (edgeHitWidth)"
            )
        case .edgeShouldBeginFalse:
            return (
                "touch: should-begin false, so the gesture failed as it would begin",
                "the shouldBegin guard is asked when the pan would begin; false fails the touch"
            )
        case .edgeWrongWay(let beginDistance, let dx, let dy, let edge):
            let way = abs(dx) < abs(dy) ? "more vertical than horizontal" : "toward the \(edge.rawValue) edge"
            return (
                "touch: when it was \(ComparisonText.points(beginDistance)) pt from its touch-down it "
                    + "had gone \(way) (dx \(ComparisonText.points(dx)), dy \(ComparisonText.points(dy))), "
                    + "so the gesture failed",
                "the edge pan begins only for a mostly horizontal swipe away from the edge"
            )
        case .edgeEscapeDisabled:
            return (
                "escape: enabled false", "isEnabled false (the seed's unsaved-changes guard) ignores the escape too"
            )
        case .dismissDisabled(let input):
            return ("\(input.rawValue): dismiss disabled", VerdictText.dismissDisabledQuirk)
        case .libraryTouchOutside(let point, let content, let profile):
            return (
                "\(Self.place(point)): outside the sheet (\(Self.bounds(content)))",
                Self.outsideRule(profile)
            )
        case .libraryLiftedBeforeBegin(let distance, let minimumDistance, let profile):
            return (
                "touch: lifted \(ComparisonText.points(distance)) pt from its touch-down, "
                    + "under min-distance \(ComparisonText.points(minimumDistance)), so no drag began",
                Self.slopRule(profile)
            )
        case .notDraggable(let point):
            return (
                "\(Self.place(point)): draggable false, so the sheet is never captured",
                "BottomSheetBehavior ignores every touch while draggable is false (onInterceptTouchEvent: "
                    + "ignoreEvents; shouldHandleDraggingWithHelper false) "
                    + "(material-components/material-components-android BottomSheetBehavior.java)"
            )
        case .noDragGesture(let profile):
            let design = SheetProfile.named(profile).seedDesign
            return (
                "touch: seed \(design) attaches no DragGesture",
                "the seed's \(design) has no .gesture on its content; its buttons answer press"
            )
        }
    }

    /// `touch-down at X,Y`.
    private static func place(_ point: Point) -> String {
        "touch-down at \(ComparisonText.points(point.x)),\(ComparisonText.points(point.y))"
    }

    /// `x 0.0 to 402.0, y 640.0 to 840.0`.
    private static func bounds(_ content: Rectangle) -> String {
        "x \(ComparisonText.points(content.minX)) to \(ComparisonText.points(content.maxX)), "
            + "y \(ComparisonText.points(content.minY)) to \(ComparisonText.points(content.maxY))"
    }

    /// Why a peer library's drag never sees a touch that starts outside its sheet.
    private static func outsideRule(_ profile: SheetProfile.Name) -> String {
        switch profile {
        case .floatingPanel:
            "the panel's pan gesture recognizer is on its surface view, so a touch outside the panel never "
                + "reaches it (scenee/FloatingPanel Sources/Core.swift Core.init)"
        case .material:
            "BottomSheetBehavior ignores a touch that starts outside the sheet (onInterceptTouchEvent: "
                + "ignoreEvents); in a dialog (host dialog) its touch_outside view takes it, and its click (the "
                + "lift) cancels the dialog when cancelable and canceled-on-touch-outside "
                + "(material-components/material-components-android BottomSheetBehavior.java, "
                + "BottomSheetDialog.java wrapInBottomSheet)"
        case .gorhom:
            "the sheet's pan gesture is on the sheet's draggable view, so a touch outside the sheet never reaches "
                + "it; a tap there is the backdrop's press ('tap NAME backdrop') "
                + "(gorhom/react-native-bottom-sheet src/components/bottomSheetDraggableView)"
        default:
            "SwiftUI hit testing: a touch that starts outside the view never reaches its DragGesture"
        }
    }

    /// The rule by which a peer library's drag has not begun yet.
    private static func slopRule(_ profile: SheetProfile.Name) -> String {
        switch profile {
        case .material:
            "ViewDragHelper captures the sheet only once the finger passes its touch slop (8 dp, 1 dp = 1 pt "
                + "here): until then nothing moves (androidx ViewDragHelper.java shouldInterceptTouchEvent, "
                + "checkTouchSlop)"
        case .gorhom:
            "the pan gesture activates only past its distance: until then nothing moves "
                + "(react-native-gesture-handler Pan; sheetlab reads 10 pt)"
        default:
            "UIPanGestureRecognizer begins only past its hysteresis (not public; sheetlab reads 10 pt): until "
                + "then nothing moves"
        }
    }
}
