import ArgumentParser
import Filmstrip
import XCTest

@testable import FilmstripCommandLine

/// Style flags come from the catalog's styles, never from the command line's own code: a style registered by a team
/// gets `--kebab-case` flags for its fields, checked by its own decoder and named by the flag when wrong, and listed
/// in `render --help` under its name.
final class StyleFlagsTests: XCTestCase {
    private var catalog: StyleCatalog {
        var catalog = StyleCatalog.builtIn
        catalog.register(ShelfStyle.self)
        catalog.register(CrateStyle.self)
        return catalog
    }

    /// The scene the command line `arguments` state, with `styles` as the catalog.
    private func scene(_ arguments: [String], styles: StyleCatalog) throws -> (Scene, SceneFlags) {
        try FilmstripCommand.$catalog.withValue(styles) {
            let command = try FilmstripCommand.parseWithStyleFlags(arguments)
            let options = try XCTUnwrap((command as? LayoutCommand)?.scene ?? (command as? RenderCommand)?.scene)
            let flags = try options.flags()
            do {
                return (try SceneLayers(flags.description).decode(catalog: styles), flags)
            } catch let error as SceneError {
                throw FlagError(message: flags.message(for: error))
            }
        }
    }

    /// A scene error in the words the command line prints.
    private struct FlagError: Error, Equatable {
        var message: String
    }

    private func refusal(_ arguments: [String], styles: StyleCatalog) -> String? {
        do {
            _ = try scene(arguments, styles: styles)
            return nil
        } catch let error as FlagError {
            return error.message
        } catch {
            return FilmstripCommand.message(for: error)
        }
    }

    func testARegisteredStyleGetsItsFlagsWithNoCommandLineCode() throws {
        let (scene, _) = try scene(
            ["layout", "--style", "shelf", "--shelf-depth", "12", "--label=Spring sale", "--sizes", "4x3"],
            styles: catalog)
        XCTAssertEqual(scene.style as? ShelfStyle, try shelf(depth: 12, label: "Spring sale"))
        XCTAssertEqual(
            refusal(["layout", "--style", "shelf", "--shelf-depth", "99"], styles: catalog),
            "--shelf-depth: must be a number from 1 to 50, got 99", "the style's own check, named by the flag")
        XCTAssertEqual(
            refusal(["layout", "--shelf-depth", "12"], styles: catalog),
            "--shelf-depth: is an option of the shelf style, not of slider")
    }

    func testAStyleThatOnlyNamesItsFieldsGetsFlagsToo() throws {
        let (scene, _) = try scene(["layout", "--style", "crate", "--slats", "4"], styles: catalog)
        XCTAssertEqual((scene.style as? CrateStyle)?.slats, 4)
        let refused = refusal(["layout", "--style", "crate", "--slats", "many"], styles: catalog) ?? ""
        XCTAssertTrue(refused.hasPrefix("--slats: "), refused)
    }

    func testAFlagNoStyleDeclaresIsAnUnknownOption() {
        let refused = refusal(["layout", "--shelf-depth", "12"], styles: .builtIn) ?? ""
        XCTAssertTrue(refused.contains("Unknown option '--shelf-depth'"), refused)
        let diff = refusal(["diff", "a.png", "b.png", "--row-height", "3"], styles: .builtIn) ?? ""
        XCTAssertTrue(diff.contains("Unknown option '--row-height'"), "only scene commands take style flags: \(diff)")
    }

    func testBuiltInFlagsKeepTheirSpellingsAndValues() throws {
        let (tags, _) = try scene(
            ["layout", "--style", "tags", "--tags", "a, b,c", "--align", "justified", "--row-height", "44"],
            styles: .builtIn)
        XCTAssertEqual(
            tags.style as? TagsStyle, TagsStyle(tags: ["a", "b", "c"], alignment: .justified, rowHeight: 44))
        let (slider, _) = try scene(
            ["layout", "--sizes", "4x3", "--cell-scale", "0.5", "--spacing=0"], styles: .builtIn)
        XCTAssertEqual(slider.style as? SliderStyle, SliderStyle(cellScale: 0.5, spacing: 0))
        XCTAssertEqual(
            refusal(["layout", "--spacing", "-50"], styles: .builtIn),
            "--spacing: must be a number from 0 to 100000, got -50", "a value may start with a dash")
        let (banner, _) = try scene(["layout", "--style", "banner", "--banner-height", "160"], styles: .builtIn)
        XCTAssertEqual(banner.style as? BannerStyle, BannerStyle(bannerHeight: 160))
        let (paging, _) = try scene(
            ["layout", "--style", "paging", "--header-width", "0", "--header", "#FF0000", "--item-size", "200x100"],
            styles: .builtIn)
        let style = try XCTUnwrap(paging.style as? PagingStyle)
        XCTAssertEqual(style.headerWidth, 0)
        XCTAssertEqual(style.itemSize, Size(width: 200, height: 100))
        guard case .color(let color) = style.header else { return XCTFail("\(style.header)") }
        XCTAssertEqual(color, RGBA(r: 0xFF, g: 0, b: 0))
    }

    func testAMissingValueAndArgumentsAfterTheTerminatorAreLeftToTheParser() throws {
        let missing = refusal(["layout", "--spacing"], styles: .builtIn) ?? ""
        XCTAssertTrue(missing.contains("Missing value for '--spacing <spacing>'"), missing)
        XCTAssertEqual(
            try StyleFlags(catalog: .builtIn).rewritten(["layout", "--spacing", "3", "--", "--spacing"]),
            ["layout", "--style-option=spacing=3", "--", "--spacing"])
    }

    func testTheHelpListsEveryStylesFlagsUnderItsName() {
        let help = FilmstripCommand.$catalog.withValue(catalog) { RenderCommand.helpMessage(columns: 200) }
        for (style, flag, line) in [
            ("slider", "--cell-scale <cell-scale>", "Thumbnail height as a fraction of the view height (default 0.8)."),
            ("tags", "--tags <a,b,...>", "Text tags drawn as chips instead of photos, comma-separated."),
            ("paging", "--item-size <WxH>", "Card size in points"),
            ("banner", "--banner-height <banner-height>", "Banner height in points"),
            ("shelf", "--shelf-depth <pt>", "Depth of the shelf in points."),
            ("crate", "--slats <slats>", "The crate style's slats field."),
        ] {
            guard let section = help.range(of: "  \(style):\n") else {
                XCTFail("no \(style) section in:\n\(help)")
                continue
            }
            let rest = help[section.upperBound...]
            let flagLine = rest.range(of: "    \(flag)\n")
            XCTAssertNotNil(flagLine, "\(style): \(flag)")
            if let flagLine { XCTAssertTrue(rest[flagLine.upperBound...].hasPrefix("          \(line)"), line) }
        }
        XCTAssertFalse(help.contains("--style-option"), "the carrier stays hidden")
        XCTAssertFalse(help.contains("    --output <output>"), "render's own --output is not the shelf's")
    }

    func testACommandsOwnFlagIsNeverAStyles() throws {
        let rewritten = try FilmstripCommand.$catalog.withValue(catalog) {
            try StyleFlags(catalog: catalog).rewritten(["render", "--label", "x", "--output", "y.png"])
        }
        XCTAssertEqual(rewritten, ["render", "--style-option=label=x", "--output", "y.png"])
        // What ArgumentParser describes of the command itself, with no style's flag among them.
        let own = StyleFlags.ownFlags(of: RenderCommand.self)
        XCTAssertTrue(own.isSuperset(of: ["--output", "--overwrite", "--scene", "--style"]), "\(own.sorted())")
        XCTAssertFalse(own.contains("--label"))
    }

    /// The shelf style as a scene file with these fields decodes it.
    private func shelf(depth: Double, label: String) throws -> ShelfStyle {
        var description = SceneDescription()
        description.style = ShelfStyle.name
        description.setStyleField(ShelfStyle.CodingKeys.shelfDepth, number: depth)
        description.setStyleField(ShelfStyle.CodingKeys.label, string: label)
        return try XCTUnwrap(try Scene(description: description, catalog: catalog).style as? ShelfStyle)
    }
}
