// swift-tools-version:6.0
import PackageDescription

// UIKit layouts on Linux: the seeds' own layout classes (copied from ../shared/uikit-conformance by
// Scripts/uikit-conformance.sh with only their import line changed) checked against Filmstrip's native styles, and
// layouts of our own written as an iOS team writes them, each with snapshot tests, and `carousels`: Filmstrip's
// command line with all of them usable by name in scene files and --style.
let package = Package(
    name: "UIKitLayouts",
    dependencies: [.package(name: "Filmstrip", path: "../..")],
    targets: [
        // App code is usually Swift 5: the seeds' classes and the view controllers that set them up.
        .target(
            name: "SeedCarousels",
            dependencies: [
                .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
            ],
            exclude: ["Seeds/README.md"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "Carousels",
            dependencies: [
                .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Filmstrip's command line with these layouts usable by name: `swift run carousels render --style cover-flow`.
        .executableTarget(
            name: "carousels",
            dependencies: [
                "Carousels", "SeedCarousels", .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripCommandLine", package: "Filmstrip"),
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
            ]),
        .testTarget(
            name: "SeedConformanceTests",
            dependencies: ["SeedCarousels", .product(name: "FilmstripUIKit", package: "Filmstrip")]),
        .testTarget(
            name: "CarouselsTests",
            dependencies: [
                "Carousels", .product(name: "FilmstripUIKit", package: "Filmstrip"),
                .product(name: "FilmstripTesting", package: "Filmstrip"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
