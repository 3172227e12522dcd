import Filmstrip

/// A style the command line has never heard of, as a team would register one: its two fields describe themselves as
/// options, so `--shelf-depth` and `--label` exist only in a run whose catalog holds it. Its `output` field is no flag:
/// `render` has an `--output` of its own.
struct ShelfStyle: CarouselStyle, Equatable {
    static let name = "shelf"
    enum CodingKeys: String, StyleOptionKey {
        case shelfDepth
        case label
        case output

        var option: StyleOption {
            switch self {
            case .shelfDepth: StyleOption(self, kind: .number, help: "Depth of the shelf in points.", valueName: "pt")
            case .label: StyleOption(self, kind: .text, help: "Text on the shelf's edge.")
            case .output: StyleOption(self, kind: .text, help: "Where the shelf's own notes go.")
            }
        }
    }

    static let options = CodingKeys.options

    var shelfDepth = 10.0
    var label: String?

    init(from decoder: any Decoder) throws {
        let fields = try SceneFields(decoder)
        shelfDepth = try fields.number(CodingKeys.shelfDepth, in: 1...50) ?? 10
        label = try fields.string(CodingKeys.label)
    }

    func viewHeight(requested: Double?) throws -> Double { requested ?? 100 }

    func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        SliderLayout(viewSize: viewSize, photoSizes: itemSizes, cellScale: 0.5, lineSpacing: shelfDepth)
    }
}

/// A style that names its field and nothing more, as styles written before options existed do: it still gets a flag.
/// Its field is a plain JSON key, not a coding key of its own.
struct CrateStyle: CarouselStyle {
    static let name = "crate"
    static let fieldNames = ["slats"]

    /// Slats between the photos, in points.
    var slats: Int

    init(from decoder: any Decoder) throws {
        slats = try SceneFields(decoder).integer(JSONMemberKey("slats"), in: 1...10) ?? 2
    }

    func viewHeight(requested: Double?) throws -> Double { requested ?? 100 }

    func makeLayout(itemSizes: [Size], viewSize: Size) throws -> any CollectionLayout {
        SliderLayout(viewSize: viewSize, photoSizes: itemSizes, cellScale: 0.5, lineSpacing: Double(slats))
    }
}
