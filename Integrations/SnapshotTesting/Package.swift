// swift-tools-version:6.0
import PackageDescription

// swift-snapshot-testing strategies for Filmstrip's scenes, and its UIKit strategies (views, view controllers, layers
// and images on every ViewImageConfig device) for FilmstripUIKit. A package of its own, so that Filmstrip's build never
// resolves swift-snapshot-testing (or the swift-syntax it brings for inline snapshots). It takes Filmstrip from the
// checkout it lives in, so CI tests the two together.
let package = Package(
    name: "FilmstripSnapshotTesting",
    products: [
        .library(name: "FilmstripSnapshotTesting", targets: ["FilmstripSnapshotTesting"])
    ],
    dependencies: [
        .package(name: "Filmstrip", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(
            name: "FilmstripSnapshotTesting",
            dependencies: [
                .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripTesting", package: "Filmstrip"),
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        .testTarget(
            name: "FilmstripSnapshotTestingTests",
            dependencies: [
                "FilmstripSnapshotTesting",
                .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // References, as swift-snapshot-testing lays them out beside each test file.
            exclude: ["__Snapshots__"]),
    ]
)
