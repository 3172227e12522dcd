// swift-tools-version:6.0
import PackageDescription

// A style defined outside Filmstrip: a vertical feed of full-width photos. It depends on Filmstrip by path, as an
// app's test package would depend on it by URL.
let package = Package(
    name: "CustomStyle",
    dependencies: [
        .package(name: "Filmstrip", path: "../..")
    ],
    targets: [
        .target(name: "FeedStyle", dependencies: [.product(name: "Filmstrip", package: "Filmstrip")]),
        .executableTarget(name: "custom-style", dependencies: ["FeedStyle"]),
        // The feed in a `filmstrip` of its own: `--style feed --gap 12`, derived from the style's options.
        .executableTarget(
            name: "feed-filmstrip",
            dependencies: ["FeedStyle", .product(name: "FilmstripCommandLine", package: "Filmstrip")]),
        // The README's "Library use" example, word for word (FilmstripTestingTests checks that it still is): built
        // with the package, so an API change that breaks it breaks the build.
        .executableTarget(
            name: "readme-library-use", dependencies: [.product(name: "Filmstrip", package: "Filmstrip")]),
        .testTarget(name: "FeedStyleTests", dependencies: ["FeedStyle"]),
        // The README's snapshot-test example, word for word (FilmstripTestingTests checks that it still is), run
        // against references recorded here; Fixtures/photos links to the project's photos.
        .testTarget(
            name: "ReadmeExampleTests",
            dependencies: [
                .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripTesting", package: "Filmstrip"),
            ], exclude: ["__Snapshots__"]),
    ]
)
