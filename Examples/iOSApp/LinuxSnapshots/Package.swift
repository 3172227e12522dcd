// swift-tools-version:6.1
import PackageDescription

// An iOS app repository's Linux test package: the app's screens (../MyApp) and its swift-snapshot-testing tests
// (../MyAppTests), unedited, compiled through LinuxUIKit's plugin and run against the references beside the tests.
// A team's own package depends on Filmstrip's integrations by URL or path; this one takes them from the repository.
let package = Package(
    name: "LinuxSnapshots",
    dependencies: [
        .package(name: "LinuxUIKit", path: "../../../Integrations/LinuxUIKit"),
        .package(name: "FilmstripSnapshotTesting", path: "../../../Integrations/SnapshotTesting"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .testTarget(
            name: "AppSnapshotTests",
            dependencies: [
                .product(name: "UIKit", package: "LinuxUIKit"),
                .product(name: "FilmstripSnapshotTesting", package: "FilmstripSnapshotTesting"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["uikit-sources.txt"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "LinuxUIKitSources", package: "LinuxUIKit")])
    ]
)
