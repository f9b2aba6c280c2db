// swift-tools-version:6.0
import PackageDescription

// An app's package that checks its sheet with sheetlab from its own tests: scenario files and an
// audit through SheetLabTesting, and `swift package sheetlab test` through the plugin.
let package = Package(
    name: "CheckoutSheet",
    // The folder name is the identity of a path dependency; the name keeps it "sheetlab" in any checkout.
    dependencies: [.package(name: "sheetlab", path: "../..")],
    targets: [
        .testTarget(
            name: "CheckoutSheetTests",
            dependencies: [.product(name: "SheetLabTesting", package: "sheetlab")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        )
    ]
)
