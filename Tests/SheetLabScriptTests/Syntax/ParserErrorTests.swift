import SheetLabScript
import Testing

/// A malformed line and the exact diagnostic it must produce.
struct MalformedCase: CustomTestStringConvertible, Sendable {
    let name: String
    let input: String
    let message: String
    let location: String
    var testDescription: String { name }
}

let malformedCases: [MalformedCase] = [
    .init(
        name: "unknown command with suggestion", input: "dragg p 0 100",
        message: "unknown command 'dragg'; did you mean 'drag'?", location: "1:1"),
    .init(
        name: "unknown command without suggestion", input: "xyzzy",
        message: "unknown command 'xyzzy' (type 'help' for a list)", location: "1:1"),
    .init(
        name: "unknown command after spaces", input: "   inspcet p",
        message: "unknown command 'inspcet'; did you mean 'inspect'?", location: "1:4"),
    .init(
        name: "unknown kind", input: "new scren page", message: "unknown kind 'scren'; did you mean 'screen'?",
        location: "1:5"),
    .init(
        name: "unknown kind in paths", input: "paths sheets", message: "unknown kind 'sheets'; did you mean 'sheet'?",
        location: "1:7"),
    .init(
        name: "press without a button", input: "press s",
        message: "missing BUTTON; usage: press NAME BUTTON [N]", location: "1:8"),
    .init(
        name: "press a button that is no name", input: "press s Close",
        message: "invalid name 'Close': a name is lowercase letters, digits and '-', starting with a letter",
        location: "1:9"),
    .init(
        name: "press an action without its number", input: "press s action",
        message: "missing N; usage: press NAME BUTTON [N]", location: "1:15"),
    .init(
        name: "press a number after a button that takes none", input: "press s close 2",
        message: "unexpected argument '2' for 'press'", location: "1:15"),
    .init(
        name: "press action 0", input: "press s action 0", message: "N must be at least 1, got '0'", location: "1:16"),
    .init(
        name: "missing argument", input: "drag p 0",
        message: "missing DY; usage: drag NAME DX DY [over DURATION] [from X,Y] [hold]", location: "1:9"),
    .init(
        name: "missing argument before option", input: "drag p over 1s",
        message: "missing DX; usage: drag NAME DX DY [over DURATION] [from X,Y] [hold]", location: "1:8"),
    .init(
        name: "missing required option", input: "fling p 0 300",
        message: "missing 'at VELOCITY'; usage: fling NAME DX DY at VELOCITY [from X,Y]", location: "1:14"),
    .init(
        name: "missing option value", input: "drag p 0 100 over", message: "missing DURATION after 'over'",
        location: "1:18"),
    .init(
        name: "option value is a keyword", input: "drag p 0 100 over hold", message: "missing DURATION after 'over'",
        location: "1:19"),
    .init(
        name: "duplicate option", input: "drag p 0 100 hold over 1s hold", message: "option 'hold' given twice",
        location: "1:27"),
    .init(
        name: "unexpected argument", input: "release p now", message: "unexpected argument 'now' for 'release'",
        location: "1:11"),
    .init(
        name: "option of another command", input: "release p hold", message: "unexpected argument 'hold' for 'release'",
        location: "1:11"),
    .init(name: "bad number", input: "drag p 0 abc", message: "expected a number, got 'abc'", location: "1:10"),
    .init(name: "nan", input: "drag p nan 100", message: "'nan' is not a finite number", location: "1:8"),
    .init(
        name: "negative infinity", input: "drag p -inf 100", message: "'-inf' is not a finite number", location: "1:8"),
    .init(
        name: "number overflow", input: "drag p 1e999 100", message: "number '1e999' is out of range", location: "1:8"),
    .init(
        name: "hexadecimal number", input: "drag p 0x10 100", message: "expected a number, got '0x10'", location: "1:8"),
    .init(name: "negative duration", input: "step -1s", message: "duration '-1s' is negative", location: "1:6"),
    .init(
        name: "absurd duration", input: "step 3601s", message: "duration '3601s' is longer than the limit of 1 hour",
        location: "1:6"),
    .init(
        name: "overflowing duration", input: "step 1e300",
        message: "duration '1e300' is longer than the limit of 1 hour", location: "1:6"),
    .init(
        name: "bad duration unit", input: "drag p 0 100 over 2h",
        message: "expected a duration such as 0.25, 0.25s, 250ms or 15f, got '2h'", location: "1:19"),
    .init(name: "nan duration", input: "step nans", message: "'nans' is not a finite number", location: "1:6"),
    .init(
        name: "fractional frames", input: "step 1.5f", message: "a frame count must be a whole number, got '1.5f'",
        location: "1:6"),
    .init(
        name: "bad point", input: "drag p 0 100 from 10", message: "expected a point X,Y, got '10'", location: "1:19"),
    .init(
        name: "nan in point", input: "drag p 0 100 from 10,nan", message: "'nan' is not a finite number",
        location: "1:19"),
    .init(
        name: "bad size", input: "set screen 402by874", message: "expected a size WxH, got '402by874'", location: "1:12"
    ),
    .init(
        name: "unknown parameter of kind", input: "new screen p treshold=140",
        message: "unknown parameter 'treshold' of kind 'screen'; did you mean 'threshold'?", location: "1:14"),
    .init(
        name: "parameter of another kind", input: "new screen p detents=200",
        message: "unknown parameter 'detents' of kind 'screen'", location: "1:14"),
    .init(
        name: "unknown parameter in set", input: "set p.treshold 3",
        message: "unknown parameter 'treshold'; did you mean 'threshold'?", location: "1:7"),
    .init(
        name: "bad parameter value", input: "new screen p threshold=big",
        message: "expected a number for 'threshold', got 'big'", location: "1:24"),
    .init(
        name: "bad parameter choice", input: "new edge e curve=rubbr",
        message: "invalid value 'rubbr' for 'curve': expected 'linear', 'rubber' or 'ease-out'; did you mean 'rubber'?",
        location: "1:18"),
    .init(
        name: "assignment without value", input: "new screen p threshold=",
        message: "expected PARAM=VALUE, got 'threshold='", location: "1:14"),
    .init(
        name: "duplicate parameter", input: "new screen p fade=1 fade=2", message: "parameter 'fade' given twice",
        location: "1:21"),
    .init(
        name: "unknown field", input: "inspect p ofset", message: "unknown field 'ofset'; did you mean 'offset'?",
        location: "1:11"),
    .init(
        name: "unknown field in path", input: "expect p.progres == 1",
        message: "unknown field 'progres'; did you mean 'progress'?", location: "1:10"),
    .init(name: "path without dot", input: "expect p == 1", message: "expected NAME.FIELD, got 'p'", location: "1:8"),
    .init(
        name: "bad operator", input: "expect p.offset = 3", message: "invalid operator '='; did you mean '=='?",
        location: "1:17"),
    .init(
        name: "bad operator without suggestion", input: "expect p.offset is 3",
        message: "invalid operator 'is' (expected ==, !=, <, <=, >, >=, ~ or !~)", location: "1:17"),
    .init(
        name: "operator without spaces", input: "expect p.offset>=3",
        message: "write spaces around the operator in 'p.offset>=3'", location: "1:8"),
    .init(
        name: "ordering on a word", input: "expect p.phase < idle",
        message: "operator '<' compares numbers, got 'idle'", location: "1:16"),
    .init(
        name: "word for a number field", input: "expect p.offset == far",
        message: "expected a number for 'offset', got 'far'", location: "1:20"),
    .init(
        name: "unknown phase", input: "expect p.phase == idel",
        message:
            "expected 'presenting', 'idle', 'dragging', 'cancelling', 'settling', 'committing' or 'dismissed', got 'idel'; did you mean 'idle'?",
        location: "1:19"),
    .init(
        name: "within on a word", input: "expect p.phase == idle within 1",
        message: "'within' needs a numeric field, and 'phase' is not one", location: "1:31"),
    .init(
        name: "negative tolerance", input: "expect p.offset == 1 within -1",
        message: "TOL must be at least 0, got '-1'", location: "1:29"),
    .init(
        name: "invalid name", input: "new screen Page",
        message: "invalid name 'Page': a name is lowercase letters, digits and '-', starting with a letter",
        location: "1:12"),
    .init(
        name: "keyword as name", input: "new screen over", message: "'over' is a keyword and cannot be a name",
        location: "1:12"),
    .init(
        name: "bad choice", input: "trace maybe", message: "expected 'on', 'off' or 'all', got 'maybe'",
        location: "1:7"),
    .init(
        name: "bad touch form", input: "touch p dwn 1 2",
        message: "expected 'down', 'move' or 'up', got 'dwn'; did you mean 'down'?", location: "1:9"),
    .init(
        name: "missing touch form", input: "touch p",
        message: "missing down|move|up; usage: touch NAME down X Y · touch NAME move X Y · touch NAME up",
        location: "1:8"),
    .init(
        name: "unknown setting", input: "set reduce-moton on",
        message: "unknown setting 'reduce-moton'; did you mean 'reduce-motion'?", location: "1:5"),
    .init(
        name: "fps not dividing 6000", input: "set fps 7",
        message: "fps must be a whole number that divides 6000, got '7'", location: "1:9"),
    .init(
        name: "zero velocity", input: "fling p 0 100 at 0", message: "VELOCITY must be greater than 0, got '0'",
        location: "1:18"),
    .init(
        name: "zero fling distance", input: "fling p 0 0 at 100",
        message: "the fling's distance must be greater than 0, got '0,0'", location: "1:9"),
    .init(name: "unterminated quote", input: "source \"a b", message: "missing closing quote", location: "1:8"),
    .init(
        name: "control character", input: "list\u{7}", message: "unexpected control character U+0007", location: "1:5"),
    .init(
        name: "carriage return inside a line", input: "drag p\r 0 100", message: "unexpected control character U+000D",
        location: "1:7"),
    .init(
        name: "unknown help topic", input: "help setp", message: "no help for 'setp'; did you mean 'step'?",
        location: "1:6"),
    .init(
        name: "film without a name", input: "film to a.html",
        message: "missing NAME; usage: film stop · film NAME ... [over DURATION] [fields FIELD,...] [frames N] to FILE",
        location: "1:6"),
    .init(
        name: "film without a file", input: "film a over 1s",
        message:
            "missing 'to FILE'; usage: film stop · film NAME ... [over DURATION] [fields FIELD,...] [frames N] to FILE",
        location: "1:15"),
    .init(
        name: "film fields with a misspelt field", input: "film a fields progress,ofset to a.html",
        message: "unknown field 'ofset'; did you mean 'offset'?", location: "1:24"),
    .init(
        name: "film frames out of range", input: "film a frames 0 to a.svg",
        message: "N must be from 1 to 60, got '0'", location: "1:15"),
    .init(
        name: "play at no speed", input: "play speed 0", message: "X must be greater than 0, got '0'", location: "1:12"),
    .init(
        name: "view with a keyword as a name", input: "view a on",
        message: "'on' is a keyword and cannot be a name", location: "1:8"),
    .init(
        name: "record to an empty file name", input: "record s phase to \"\"",
        message: "expected a file name, got ''", location: "1:19"),
    .init(
        name: "save to an empty file name", input: "save ''", message: "expected a file name, got ''",
        location: "1:6"),
    .init(
        name: "plot to an empty file name", input: "plot s progress to \"\" ",
        message: "expected a file name, got ''", location: "1:20"),
]

@Test("malformed lines give the exact message and location", arguments: malformedCases)
func malformedLine(_ testCase: MalformedCase) {
    do {
        let command = try testParser.parse(testCase.input)
        Issue.record("\(testCase.name): parsed as \(String(describing: command))")
    } catch {
        #expect(error.reason.message == testCase.message, "\(testCase.name)")
        #expect(error.location?.description == testCase.location, "\(testCase.name)")
    }
}
