// swift-tools-version:6.0
import PackageDescription

// A style defined outside Filmstrip: a vertical feed of full-width photos. It depends on Filmstrip by path, as an
// app's test package would depend on it by URL.
let package = Package(
    name: "CustomStyle",
    dependencies: [
        .package(name: "Filmstrip", path: "../.."),
    ],
    targets: [
        .target(name: "FeedStyle", dependencies: [.product(name: "Filmstrip", package: "Filmstrip")]),
        .executableTarget(name: "custom-style", dependencies: ["FeedStyle"]),
        .testTarget(name: "FeedStyleTests", dependencies: ["FeedStyle"]),
    ]
)
