import Testing

@testable import SheetLabScript
