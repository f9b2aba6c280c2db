/// Why the world refused a request; rendered by the script layer.
public enum WorldError: Error, Sendable, Hashable {
    /// No sheet has that name; `suggestion` is the nearest existing name, if any is close.
    case unknownSheet(name: String, suggestion: String?)
    /// A sheet of that name exists already.
    case duplicateSheet(name: String)
    /// `move`, `release` or `touch move/up` with no finger down on the sheet.
    case noFingerDown(sheet: String)
    /// A second touch-down while a finger is down.
    case fingerAlreadyDown(sheet: String)
    /// `present` on a sheet that is not dismissed.
    case notDismissed(sheet: String, phase: Phase)
    /// `tap NAME backdrop` on a kind without a backdrop.
    case noBackdrop(sheet: String, kind: Kind)
    /// `press NAME BUTTON` with a button the sheet's content does not have (`buttons` lists those
    /// it has, maybe none); `suggestion` is the nearest of them, if any is close.
    case unknownButton(sheet: String, button: String, buttons: [String], suggestion: String?)
    /// A parameter was refused.
    case parameter(ParameterError)
    /// `settle` ran out of time; the names of what still moves, as `sheet.value`.
    case stillMoving(limit: Int64, moving: [String])
    /// A `fling` of `distance` pt at `velocity` pt/s would last longer than `Drive.longestTicks`.
    case flingTooLong(distance: Double, velocity: Double)
    /// A frame rate that does not divide 6000.
    case invalidFrameRate(Int)
    /// A screen or safe area that leaves no room.
    case invalidScreen(String)
}
