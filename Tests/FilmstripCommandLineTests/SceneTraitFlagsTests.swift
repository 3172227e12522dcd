import ArgumentParser
import Filmstrip
import XCTest

@testable import FilmstripCommandLine

/// `--content-size` and `--layout-direction` set the scene's traits as its `contentSize` and `layoutDirection`
/// fields do, and a wrong value is refused naming the flag.
final class SceneTraitFlagsTests: XCTestCase {
    /// The scene `render` with `arguments` draws, or the message a wrong value is refused with.
    private func scene(_ arguments: [String]) throws -> (scene: Scene?, message: String?) {
        let command = try XCTUnwrap(
            try FilmstripCommand.parseWithStyleFlags(["render", "-o", "x.png"] + arguments) as? RenderCommand)
        let flags = try command.scene.flags { try command.rendering.apply(to: &$0) }
        do {
            return (try SceneLayers(flags.description).decode(), nil)
        } catch let error as SceneError {
            return (nil, flags.message(for: error))
        }
    }

    func testTheTraitFlagsSetTheScenesTraits() throws {
        let both = try scene(["--content-size", "accessibilityExtraLarge", "--layout-direction", "rightToLeft"])
        XCTAssertEqual(
            both.scene?.look.traits,
            SceneTraits(appearance: .light, contentSize: .accessibilityExtraLarge, layoutDirection: .rightToLeft))
        XCTAssertEqual(try scene(["--appearance", "dark"]).scene?.look.traits, SceneTraits(appearance: .dark))
    }

    func testAWrongTraitIsRefusedNamingTheFlag() throws {
        XCTAssertEqual(
            try scene(["--layout-direction", "rtl"]).message,
            #"--layout-direction: must be one of leftToRight, rightToLeft, got "rtl""#)
        let message = try scene(["--content-size", "huge"]).message ?? ""
        XCTAssertTrue(message.hasPrefix("--content-size: must be one of extraSmall, small,"), message)
        XCTAssertTrue(message.hasSuffix(#"accessibilityExtraExtraExtraLarge, got "huge""#), message)
    }
}
