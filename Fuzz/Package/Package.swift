// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for the Swift stages that take untrusted input: the header prober, the decoder, the scene file
// decoder, the diff, a sequence's manifest and the shard
// results merge-reports reads. Built by Scripts/fuzz.sh with `swift build --sanitize fuzzer` (and address), so every module
// they reach, C shims included, is instrumented; not part of the main package, so `swift test` never builds them.
let package = Package(
    name: "FilmstripFuzzers",
    dependencies: [.package(name: "Filmstrip", path: "../..")],
    targets: [
        .executableTarget(name: "ProberFuzzer", dependencies: [.product(name: "Filmstrip", package: "Filmstrip")]),
        .executableTarget(name: "DecoderFuzzer", dependencies: [.product(name: "Filmstrip", package: "Filmstrip")]),
        .executableTarget(name: "SceneFuzzer", dependencies: [.product(name: "Filmstrip", package: "Filmstrip")]),
        .executableTarget(name: "DiffFuzzer", dependencies: [.product(name: "Filmstrip", package: "Filmstrip")]),
        .executableTarget(name: "ManifestFuzzer", dependencies: [.product(name: "Filmstrip", package: "Filmstrip")]),
        .executableTarget(
            name: "ResultsFuzzer",
            dependencies: [
                .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripSuite", package: "Filmstrip"),
                .product(name: "FilmstripReport", package: "Filmstrip"),
            ]),
    ]
)
