/// One parsed command line, fully typed: numbers are `Double`, durations `DurationLiteral`, points
/// `Coordinates`; omitted options hold their defaults from `CommandTable`.
///
/// Names of sheets, kinds, parameters and fields are checked for spelling (and kinds, parameters
/// and fields against the `Vocabulary`) but not for existence in the world: that is the
/// interpreter's job.
public enum Command: Sendable, Equatable {
    /// `new KIND NAME [PARAM=VALUE ...] [animated]`.
    case new(kind: String, name: String, parameters: [ParameterAssignment], animated: Bool)
    /// `present NAME [animated]`.
    case present(name: String, animated: Bool)
    /// `drag NAME DX DY [over DURATION] [from X,Y] [hold]`; `start` nil: the kind's default start.
    case drag(name: String, displacement: Coordinates, duration: DurationLiteral, start: Coordinates?, hold: Bool)
    /// `move NAME DX DY [over DURATION]`.
    case move(name: String, displacement: Coordinates, duration: DurationLiteral)
    /// `release NAME`.
    case release(name: String)
    /// `fling NAME DX DY at VELOCITY [from X,Y]`; velocity in pt/s, > 0.
    case fling(name: String, displacement: Coordinates, velocity: Double, start: Coordinates?)
    /// `touch NAME down X Y` · `touch NAME move X Y` · `touch NAME up`.
    case touch(name: String, action: TouchAction)
    /// `escape NAME`.
    case escape(name: String)
    /// `tap NAME backdrop`.
    case tapBackdrop(name: String)
    /// `press NAME BUTTON [N]`: `button` is the whole name (`close`, `action 2`).
    case press(name: String, button: String)
    /// `step [DURATION]`.
    case step(DurationLiteral)
    /// `settle [NAME] [max DURATION]`.
    case settle(name: String?, limit: DurationLiteral)
    /// `set reduce-motion on|off` and the other environment settings.
    case setEnvironment(EnvironmentSetting)
    /// `set NAME.PARAM VALUE`.
    case setParameter(name: String, parameter: ParameterAssignment)
    /// `inspect [NAME] [FIELD ...] [json] [raw]`; `raw` prints numbers with every digit.
    case inspect(name: String?, fields: [String], json: Bool, raw: Bool)
    /// `inspect NAME params`.
    case inspectParameters(name: String)
    /// `expect NAME.FIELD OP VALUE [within TOL]`.
    case expect(Expectation)
    /// `watch [NAME FIELD ...]`: `name` nil lists the watches.
    case watch(name: String?, fields: [String])
    /// `watch off`.
    case watchOff
    /// `explain NAME`.
    case explain(name: String)
    /// `trace on|off|all`.
    case trace(TraceSetting)
    /// `log [NAME]`.
    case log(name: String?)
    /// `graph NAME|KIND [dot|mermaid]`: a sheet, or a kind when no sheet has that name.
    case graph(name: String, format: GraphFormat)
    /// `paths KIND [PARAM=VALUE ...]`: the parameters choose a profile or variant (`profile=custom`).
    case paths(kind: String, parameters: [ParameterAssignment] = [])
    /// `record NAME FIELD ... to FILE [raw]`; `raw` writes numbers with every digit.
    case record(name: String, fields: [String], file: String, raw: Bool)
    /// `record stop`.
    case recordStop
    /// `plot NAME FIELD [over DURATION] [to FILE.svg]`.
    case plot(name: String, field: String, duration: DurationLiteral, file: String?)
    /// `sweep NAME [PARAM=VALUE ...] --x AXIS=RANGE [--y AXIS=RANGE] [...]`.
    case sweep(SweepCommand)
    /// `audit NAME [--assume THING ...] [--format F] [--evidence DIR] [--depth N]`.
    case audit(AuditCommand)
    /// `compare PROFILE... [PARAM=VALUE ...] [--format F] -- GESTURE`.
    case compare(CompareCommand)
    /// `view [NAME ...]`: the picture of the sheets now (all when none are named).
    case view(names: [String])
    /// `view on|off`: a picture after every command that moves the clock.
    case viewMode(on: Bool)
    /// `play [NAME ...] [over DURATION] [speed X]`; `duration` nil: until nothing moves.
    case play(names: [String], duration: DurationLiteral?, speed: Double)
    /// `film NAME ... [over DURATION] [fields FIELD,...] [frames N] to FILE`.
    case film(FilmRequest)
    /// `film stop`.
    case filmStop
    /// `time`.
    case time
    /// `list`.
    case list
    /// `delete NAME`.
    case delete(name: String)
    /// `reset`.
    case reset
    /// `source FILE`.
    case source(file: String)
    /// `help [COMMAND]`.
    case help(command: String?)
    /// `save FILE`.
    case save(file: String)
    /// `quit`.
    case quit

    /// The command word, as in `CommandTable`.
    public var commandName: String {
        switch self {
        case .new: "new"
        case .present: "present"
        case .drag: "drag"
        case .move: "move"
        case .release: "release"
        case .fling: "fling"
        case .touch: "touch"
        case .escape: "escape"
        case .tapBackdrop: "tap"
        case .press: "press"
        case .step: "step"
        case .settle: "settle"
        case .setEnvironment, .setParameter: "set"
        case .inspect, .inspectParameters: "inspect"
        case .expect: "expect"
        case .watch, .watchOff: "watch"
        case .explain: "explain"
        case .trace: "trace"
        case .log: "log"
        case .graph: "graph"
        case .paths: "paths"
        case .record, .recordStop: "record"
        case .plot: "plot"
        case .sweep: "sweep"
        case .audit: "audit"
        case .compare: "compare"
        case .view, .viewMode: "view"
        case .play: "play"
        case .film, .filmStop: "film"
        case .time: "time"
        case .list: "list"
        case .delete: "delete"
        case .reset: "reset"
        case .source: "source"
        case .help: "help"
        case .save: "save"
        case .quit: "quit"
        }
    }
}
