import Testing
@testable import SheetLabCore
