// swift-tools-version:6.1
import PackageDescription

// A team's UIKit layout files, unedited, on Linux: modules named `UIKit`, `QuartzCore` and `CoreGraphics` that bring
// FilmstripUIKit (so `import UIKit` compiles as written), and a build-tool plugin that compiles Linux-ready copies of
// the app's files, rewritten where Swift without Objective-C cannot express them. A package of its own, so that
// Filmstrip's build never resolves swift-syntax; it takes Filmstrip from the checkout it lives in.
let package = Package(
    name: "FilmstripLinuxUIKit",
    products: [
        // One product, so that a target that depends on it can import whichever of these its files import.
        .library(name: "UIKit", targets: ["UIKit", "QuartzCore", "CoreGraphics", "LinuxOSLog"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .plugin(name: "LinuxUIKitSources", targets: ["LinuxUIKitSources"]),
        .executable(name: "uikit-source-rewriter", targets: ["uikit-source-rewriter"]),
    ],
    dependencies: [
        .package(name: "Filmstrip", path: "../.."),
        // The parser of the toolchain's own release line (Swift 6.2 and 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        .target(name: "UIKit", dependencies: [.product(name: "FilmstripUIKit", package: "Filmstrip")]),
        .target(name: "QuartzCore", dependencies: [.product(name: "FilmstripUIKit", package: "Filmstrip")]),
        .target(name: "CoreGraphics", dependencies: [.product(name: "FilmstripUIKit", package: "Filmstrip")]),
        // Apple's `Logger`, writing errors and faults to standard error. The plugin rewrites an app file's `import os`
        // or `import OSLog` to `import LinuxOSLog`: a module named `os` would be imported by every package in the build
        // that tests `canImport(os)` to find Darwin (swift-argument-parser's lock, swift-syntax), which then fails.
        .target(name: "LinuxOSLog"),
        // What is rewritten and why, apart from the file handling, so that tests call it on strings.
        .target(
            name: "UIKitSourceRewriting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .executableTarget(name: "uikit-source-rewriter", dependencies: ["UIKitSourceRewriting"]),
        .plugin(
            name: "LinuxUIKitSources", capability: .buildTool(), dependencies: ["uikit-source-rewriter"]),
        .testTarget(name: "UIKitSourceRewritingTests", dependencies: ["UIKitSourceRewriting"]),
        .testTarget(name: "LinuxOSLogTests", dependencies: ["LinuxOSLog"]),
    ]
)
