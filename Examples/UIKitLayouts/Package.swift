// swift-tools-version:6.1
import PackageDescription

// UIKit layouts on Linux: the published apps' own layout classes and views (../shared/uikit-conformance, listed by
// Scripts/uikit-conformance.sh and compiled unedited through the LinuxUIKitSources build plugin of
// Integrations/LinuxUIKit) checked against Filmstrip's native styles, and
// layouts of our own written as an iOS team writes them, each with snapshot tests, and `carousels`: Filmstrip's
// command line with all of them usable by name in scene files and --style.
let package = Package(
    name: "UIKitLayouts",
    dependencies: [
        .package(name: "Filmstrip", path: "../.."),
        .package(name: "LinuxUIKit", path: "../../Integrations/LinuxUIKit"),
    ],
    targets: [
        // App code is usually Swift 5: the thumbnail slider's and the peeking pager's layout classes as their apps
        // wrote them (`import UIKit` is LinuxUIKit's) and the view controllers that set them up.
        .target(
            name: "AppCarousels",
            dependencies: [
                .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
                .product(name: "UIKit", package: "LinuxUIKit"),
            ],
            exclude: ["uikit-sources.txt"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "LinuxUIKitSources", package: "LinuxUIKit")]),
        // Each app's views, cells and view controllers as written, a module an app (two declare `ViewController`),
        // with the one class an app's post never shows: the peeking pager's nib cell.
        .target(
            name: "ThumbnailSliderViews",
            dependencies: [
                .product(name: "UIKit", package: "LinuxUIKit"), .product(name: "FilmstripUIKit", package: "Filmstrip"),
            ],
            exclude: ["uikit-sources.txt"], swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "LinuxUIKitSources", package: "LinuxUIKit")]),
        .target(
            name: "PeekPagerViews", dependencies: [.product(name: "UIKit", package: "LinuxUIKit")],
            exclude: ["uikit-sources.txt"], swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "LinuxUIKitSources", package: "LinuxUIKit")]),
        .target(
            name: "CarouselBannerViews", dependencies: [.product(name: "UIKit", package: "LinuxUIKit")],
            exclude: ["uikit-sources.txt"], swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "LinuxUIKitSources", package: "LinuxUIKit")]),
        // A gallery app's view controller, cell and header view, written as an iOS app writes them (GalleryApp/),
        // compiled unedited through the plugin.
        .target(
            name: "Gallery",
            dependencies: [
                .product(name: "UIKit", package: "LinuxUIKit"), .product(name: "FilmstripUIKit", package: "Filmstrip"),
            ],
            exclude: ["uikit-sources.txt"], swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "LinuxUIKitSources", package: "LinuxUIKit")]),
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
                "AppCarousels", "Carousels", "Gallery", "ThumbnailSliderViews",
                .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripCommandLine", package: "Filmstrip"),
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
            ]),
        // A user-built filmstrip whose style's data source traps, for CrashContextTests.
        .executableTarget(
            name: "unwrapping-cell-demo",
            dependencies: [
                .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripCommandLine", package: "Filmstrip"),
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
            ]),
        .testTarget(name: "CrashContextTests", dependencies: ["unwrapping-cell-demo"]),
        .testTarget(
            name: "GalleryTests",
            dependencies: [
                "Gallery", .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
                .product(name: "FilmstripTesting", package: "Filmstrip"),
            ],
            exclude: ["__Snapshots__"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "AppViewsTests",
            dependencies: [
                "ThumbnailSliderViews", "PeekPagerViews", "CarouselBannerViews",
                .product(name: "Filmstrip", package: "Filmstrip"),
                .product(name: "FilmstripUIKit", package: "Filmstrip"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "AppCarouselsTests",
            dependencies: ["AppCarousels", .product(name: "FilmstripUIKit", package: "Filmstrip")]),
        .testTarget(
            name: "CarouselsTests",
            dependencies: [
                "Carousels", .product(name: "FilmstripUIKit", package: "Filmstrip"),
                .product(name: "FilmstripTesting", package: "Filmstrip"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
