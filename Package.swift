// swift-tools-version:6.0
import PackageDescription

// Filmstrip is MIT licensed (see LICENSE).
// One module per pipeline stage: decode → size/layout → rasterize → encode, and diff beside them.
// Layout and physics are pure geometry and import no image code.
let package = Package(
    name: "Filmstrip",
    products: [
        .library(name: "Filmstrip", targets: ["Filmstrip"]),
        .library(name: "FilmstripSuite", targets: ["FilmstripSuite"]),
        .library(name: "FilmstripReport", targets: ["FilmstripReport"]),
        .library(name: "FilmstripTesting", targets: ["FilmstripTesting"]),
        .library(name: "FilmstripUIKit", targets: ["FilmstripUIKit"]),
        .executable(name: "filmstrip", targets: ["FilmstripTool"]),
        .library(name: "FilmstripCommandLine", targets: ["FilmstripCommandLine"]),
        .executable(name: "filmstrip-bench", targets: ["FilmstripBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // System libraries, found by pkg-config; the providers tell a new machine what to install.
        .systemLibrary(name: "CJPEG", pkgConfig: "libjpeg", providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CLCMS2", pkgConfig: "lcms2", providers: [.apt(["liblcms2-dev"])]),
        .systemLibrary(name: "CHEIF", pkgConfig: "libheif", providers: [.apt(["libheif-dev"])]),
        // libheif's own HEVC and AV1 decoders, called directly for thumbnails (heif_codec.c): through libheif a
        // 100-megapixel photo took 700-800 MB, directly a third of that.
        .systemLibrary(name: "CDe265", pkgConfig: "libde265", providers: [.apt(["libde265-dev"])]),
        .systemLibrary(name: "CDav1d", pkgConfig: "dav1d", providers: [.apt(["libdav1d-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpdemux", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CWebPMux", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Per-pixel work runs in these prebuilt, optimised libraries, so a user's debug `swift test` stays fast.
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        // The few whole-buffer loops no library offers (opacity check, un-premultiply, PNG rows, the diff's sieve).
        .target(name: "CFilmstripPixels"),
        // Names the scene and check being drawn when a team's code crashes the process.
        .target(name: "CFilmstripCrashContext"),
        // The only code that calls libjpeg and libpng: it owns every setjmp and returns status codes. Plain PNGs are
        // read without libpng, inflated by libdeflate.
        .target(name: "CFilmstripCodecs", dependencies: ["CJPEG", "CPNG", "CDeflate", "CFilmstripPixels"]),
        // Colour management (lcms2), HEIF/AVIF (libheif), WebP (libwebp, and libwebpmux for animations): status codes
        // like CFilmstripCodecs.
        .target(
            name: "CFilmstripFormats",
            dependencies: [
                "CFilmstripCodecs", "CLCMS2", "CHEIF", "CDe265", "CDav1d", "CWebP", "CWebPMux", "CZlib",
            ]),

        // Counts a JSON document against its limits in one native pass, before any parser builds its tree.
        .target(name: "CFilmstripJSON"),
        .target(name: "FilmstripJSON", dependencies: ["CFilmstripJSON"]),
        .target(name: "FilmstripImage"),
        // Reading what a user or a pull request names without blocking (pipes, FIFOs) or leaving its folder.
        .target(name: "FilmstripIO"),
        .target(
            name: "FilmstripDecode",
            dependencies: ["FilmstripImage", "FilmstripIO", "CFilmstripCodecs", "CFilmstripFormats"]),
        .target(
            name: "FilmstripEncode",
            dependencies: [
                "FilmstripImage", "FilmstripIO", "CFilmstripCodecs", "CFilmstripFormats", "CDeflate",
                "CFilmstripPixels",
            ]),
        .target(name: "FilmstripLayout", dependencies: ["FilmstripImage", "FilmstripJSON", "FilmstripPhysics"]),
        .target(name: "FilmstripPhysics"),
        // Auto Layout's Cassowary solver for the UIKit view layer: pure, no dependencies.
        .target(name: "FilmstripConstraintSolver"),
        // Reads constraint systems as JSON and prints the solver's values, for Scripts/check-solver-kiwisolver.py,
        // and times a cell's constraints for Scripts/bench-solver.sh.
        .executableTarget(name: "FilmstripSolverCheck", dependencies: ["FilmstripConstraintSolver"]),
        .target(name: "FilmstripDiff", dependencies: ["FilmstripImage", "FilmstripJSON", "CFilmstripPixels"]),
        .target(name: "FilmstripRaster", dependencies: ["FilmstripImage", "CPixman", "CFilmstripPixels"]),
        .target(name: "FilmstripText", dependencies: ["FilmstripImage", "CFreeType"]),
        .target(
            name: "Filmstrip",
            dependencies: [
                "FilmstripImage", "FilmstripDecode", "FilmstripDiff", "FilmstripEncode", "FilmstripIO", "FilmstripJSON",
                "FilmstripLayout", "FilmstripPhysics", "FilmstripRaster", "FilmstripText", "CFilmstripCrashContext",
            ],
            resources: [.copy("Resources/SamplePhotos")]),
        // The application layer above the pipeline: the compare-or-record decision (`SnapshotVerifier`, sequences
        // too), the suite runner with its discovery and shards, and the results model the report writers read.
        .target(name: "FilmstripSuite", dependencies: ["Filmstrip"]),
        .target(name: "FilmstripTesting", dependencies: ["Filmstrip", "FilmstripSuite"]),
        // UIKit's layout side, so that a team's UICollectionViewLayout compiles unchanged but for its import line
        // and renders through `UIKitLayoutStyle`.
        .target(name: "FilmstripUIKit", dependencies: ["Filmstrip", "FilmstripConstraintSolver", "CFilmstripPixels"]),
        // The writers of a suite's results: the JSON results file, JUnit XML and the HTML review report (and the
        // sequence player page). Its page script and style sheet are resource files, inlined into each page it writes.
        .target(
            name: "FilmstripReport", dependencies: ["FilmstripSuite", "FilmstripJSON", "FilmstripIO"],
            resources: [.copy("HTML/Resources/report.js"), .copy("HTML/Resources/report.css")]),
        // The commands as a library, so that a package can build its own `filmstrip` with its styles registered;
        // FilmstripTool is the stock tool.
        .target(
            name: "FilmstripCommandLine",
            dependencies: [
                "Filmstrip", "FilmstripSuite", "FilmstripReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .executableTarget(name: "FilmstripTool", dependencies: ["FilmstripCommandLine"]),

        .executableTarget(name: "FilmstripBench", dependencies: ["Filmstrip"]),
        // A development tool for the report: merges results files into a report and writes a player page; the
        // browser test (Scripts/test-report-browser.py) drives it until `filmstrip merge-reports` replaces it.

        .testTarget(name: "FilmstripImageTests", dependencies: ["FilmstripImage"]),
        .testTarget(name: "FilmstripDiffTests", dependencies: ["FilmstripDiff", "FilmstripImage"]),
        .testTarget(name: "FilmstripJSONTests", dependencies: ["FilmstripJSON"]),
        .testTarget(name: "FilmstripIOTests", dependencies: ["FilmstripIO"]),
        .testTarget(name: "FilmstripReportTests", dependencies: ["FilmstripReport", "FilmstripSuite"]),
        // The compare-or-record decision, and the suite runner in-process over temporary folders: pass, fail, record,
        // shards, sequences.
        .testTarget(name: "FilmstripSuiteTests", dependencies: ["FilmstripSuite"]),
        .testTarget(name: "FilmstripLayoutTests", dependencies: ["FilmstripImage", "FilmstripLayout"]),
        .testTarget(name: "FilmstripPhysicsTests", dependencies: ["FilmstripPhysics"]),
        .testTarget(name: "FilmstripConstraintSolverTests", dependencies: ["FilmstripConstraintSolver"]),
        .testTarget(name: "FilmstripRasterTests", dependencies: ["FilmstripImage", "FilmstripRaster"]),
        .testTarget(name: "FilmstripTextTests", dependencies: ["FilmstripText"]),
        .testTarget(
            name: "FilmstripTests", dependencies: ["Filmstrip", "FilmstripSuite", "FilmstripTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "FilmstripTestingTests", dependencies: ["FilmstripTesting"],
            exclude: ["__Snapshots__"]),
        // The end-to-end tests: the built `filmstrip` run as a process, as a user or a CI script runs it (hardening,
        // trust boundaries, interruption, the documentation's examples).
        .testTarget(name: "FilmstripCLITests", dependencies: ["FilmstripCommandLine"]),
        // The command line in-process: parsing, validation, and its table of messages and exit codes.
        .testTarget(
            name: "FilmstripCommandLineTests",
            dependencies: [
                "FilmstripCommandLine", "FilmstripSuite",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .testTarget(
            name: "FilmstripUIKitTests", dependencies: ["FilmstripUIKit", "FilmstripTesting"],
            // Layouts and delegates here are written as iOS app code is, in Swift 5 mode.
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "FilmstripDecodeTests", dependencies: ["FilmstripDecode", "FilmstripEncode"],
            exclude: ["Expected", "Hostile", "Regressions"]),
        // The writers read back by independent decoders: libpng and zlib through FilmstripDecode, libwebp's demuxer.
        .testTarget(name: "FilmstripEncodeTests", dependencies: ["FilmstripEncode", "FilmstripDecode", "CWebP"]),
    ]
)
