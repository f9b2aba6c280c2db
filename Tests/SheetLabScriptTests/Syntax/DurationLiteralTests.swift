import Testing

@testable import SheetLabScript

/// (name, text, the duration, the error): read from the bytes for ASCII text, by characters
/// otherwise, the number the long way when the shortcut cannot read it.
@Test(
    "durations read as written, each unit and error",
    arguments: [
        ("bare seconds", "0.25", .ticks(1500), nil),
        ("seconds", "2s", .ticks(12000), nil),
        ("milliseconds", "250ms", .ticks(1500), nil),
        ("frames", "15f", .frames(15), nil),
        ("rounded to a tick", "0.0001s", .ticks(1), nil),
        ("an exponent goes the long way", "1e3ms", .ticks(6000), nil),
        ("a plus sign", "+1s", .ticks(6000), nil),
        ("negative", "-1s", nil, .negativeDuration("-1s")),
        ("fractional frames", "1.5f", nil, .fractionalFrames("1.5f")),
        ("too long", "4000s", nil, .durationTooLong("4000s")),
        ("out of range", "1e400", nil, .durationTooLong("1e400")),
        ("not finite", "nans", nil, .nonFiniteNumber("nans")),
        ("a unit alone", "ms", nil, .invalidDuration("ms")),
        ("empty", "", nil, .invalidDuration("")),
        ("not ASCII", "1é", nil, .invalidDuration("1é")),
        ("seconds after a letter that is not ASCII", "és", nil, .invalidDuration("és")),
    ] as [(String, String, DurationLiteral?, ScriptError.Reason?)])
func durationsRead(_ name: String, _ text: String, _ duration: DurationLiteral?, _ reason: ScriptError.Reason?) {
    do {
        let read = try DurationLiteral.parse(text)
        #expect(read == duration && reason == nil, "\(name)")
    } catch {
        #expect(error.reason == reason && duration == nil, "\(name)")
    }
}
