// swift-tools-version:6.1
import PackageDescription

// A team's UIKit layout files, unedited, on Linux: a build-tool plugin that compiles Linux-ready copies of the app's
// files, rewritten where Swift without Objective-C cannot express them and importing `LinuxUIKit` (FilmstripUIKit) and
// `LinuxOSLog` where they import Apple's modules. No module here is named as Apple's, since other packages in the same
// build test `canImport(UIKit)` or `canImport(os)` to find Apple's platforms. A package of its own, so that
// Filmstrip's build never resolves swift-syntax; it takes Filmstrip from the checkout it lives in.
let package = Package(
    name: "FilmstripLinuxUIKit",
    products: [
        // What the plugin's copies of an app's files import in place of UIKit, QuartzCore, CoreGraphics, os and OSLog.
        .library(name: "UIKit", targets: ["LinuxUIKit", "LinuxOSLog"]),
        .plugin(name: "LinuxUIKitSources", targets: ["LinuxUIKitSources"]),
        .executable(name: "uikit-source-rewriter", targets: ["uikit-source-rewriter"]),
    ],
    dependencies: [
        .package(name: "Filmstrip", path: "../.."),
        // The parser of the toolchain's own release line (Swift 6.2 and 6.3).
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
    ],
    targets: [
        .target(name: "LinuxUIKit", dependencies: [.product(name: "FilmstripUIKit", package: "Filmstrip")]),
        // Apple's `Logger`, writing errors and faults to standard error.
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
