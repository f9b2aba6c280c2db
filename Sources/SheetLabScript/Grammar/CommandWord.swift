/// The command words of `CommandTable`, so the parser builds a command by a switch over cases
/// rather than by comparing the line's first word with each command's name in turn.
enum CommandWord: String, Sendable, CaseIterable {
    case new, present, drag, move, release, fling, touch, escape, tap, press, step, settle, set, inspect
    case expect, watch, explain, trace, log, graph, paths, record, plot, sweep, audit, compare, view, play
    case film, time, list, delete, reset, source, help, save, quit
}
