// swift-tools-version:6.0
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "sheetlab",
    products: [
        .library(name: "SheetLabCore", targets: ["SheetLabCore"]),
        .executable(name: "sheetlab", targets: ["sheetlab"]),
        // Scenario files and audits called from a package's own tests (Swift Testing or XCTest).
        .library(name: "SheetLabTesting", targets: ["SheetLabTesting"]),
        // `swift package sheetlab test [PATH...]` and `swift package sheetlab audit KIND`.
        .plugin(name: "SheetLabPlugin", targets: ["SheetLabPlugin"]),
    ],
    targets: [
        .target(
            name: "SheetLabCore",
            swiftSettings: strict,
            // Pure Swift math (rounded, squareRoot, exp) lowers to libm; nothing else pulls it in.
            linkerSettings: [.linkedLibrary("m")]
        ),
        .target(name: "SheetLabScript", dependencies: ["SheetLabCore"], swiftSettings: strict),
        // libedit's <histedit.h> is in /usr/include on both platforms (Debian's libedit-dev, the
        // macOS SDK) and the module map links "edit": no pkg-config, which macOS does not have.
        // Without libedit-dev on Linux the build stops at "'histedit.h' file not found".
        .systemLibrary(name: "CEditLine"),
        .target(
            name: "SheetLabShell",
            dependencies: ["SheetLabScript", "SheetLabCore", "CEditLine"],
            swiftSettings: strict
        ),
        // Test only: Debian's zlib inflates the PNG screenshots the browser tests read.
        .systemLibrary(
            name: "CZlib",
            path: "Tests/CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .target(
            name: "SheetLabTesting",
            dependencies: ["SheetLabShell", "SheetLabScript", "SheetLabCore"],
            swiftSettings: strict
        ),
        .plugin(
            name: "SheetLabPlugin",
            capability: .command(
                intent: .custom(verb: "sheetlab", description: "Test scenario files or audit a kind with sheetlab")
            ),
            dependencies: ["sheetlab"]
        ),
        .executableTarget(
            name: "sheetlab",
            dependencies: ["SheetLabShell", "SheetLabScript", "SheetLabCore"],
            swiftSettings: strict
        ),
        .testTarget(name: "SheetLabCoreTests", dependencies: ["SheetLabCore"], swiftSettings: strict),
        .testTarget(
            name: "SheetLabScriptTests",
            dependencies: ["SheetLabScript", "SheetLabCore"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SheetLabTestingTests",
            dependencies: ["SheetLabTesting", "SheetLabShell"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "SheetLabShellTests",
            dependencies: ["SheetLabShell", "SheetLabScript", "sheetlab", "CZlib"],
            swiftSettings: strict
        ),
    ]
)
