// SheetLabTesting: sheetlab's checks called from a package's own tests (Swift Testing or XCTest),
// run in the test's process with no sheetlab binary: `Scenarios.check(_:)` replays scenario
// files, `Audit.check(kind:parameters:)` audits a design's parameters. Every failure goes through
// `TestFailure.record`, which takes a file and line.
//
// Design files: sheetlab has no design file format yet. When it gets one, its check belongs here
// as `Designs.check(_:)`, reporting each finding through `TestFailure.record` with the design
// file's path and line; nothing stands in for it until then.
