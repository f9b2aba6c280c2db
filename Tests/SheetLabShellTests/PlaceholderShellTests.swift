import Testing

@testable import SheetLabShell
