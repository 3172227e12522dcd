import FilmstripText
import Foundation

/// The font files that stand in for the system font (UIKit choice `systemFontIsInter`): Inter, from Debian's
/// `fonts-inter`, one file a weight and slant, each opened once and shared by every `UIFont` of that face.
struct InterFace: Hashable, Sendable {
    /// Inter's weight name as its files spell it ("Regular", "SemiBold", ...).
    let weightName: String
    /// True for the italic file.
    let isItalic: Bool

    /// Where Debian installs Inter.
    static let directory = "/usr/share/fonts/opentype/inter"

    /// The face nearest `weight` (Apple's raw values) in Inter's nine weights.
    init(weight: UIFont.Weight, italic: Bool) {
        let table: [(CGFloat, String)] = [
            (UIFont.Weight.ultraLight.rawValue, "ExtraLight"), (UIFont.Weight.thin.rawValue, "Thin"),
            (UIFont.Weight.light.rawValue, "Light"), (UIFont.Weight.regular.rawValue, "Regular"),
            (UIFont.Weight.medium.rawValue, "Medium"), (UIFont.Weight.semibold.rawValue, "SemiBold"),
            (UIFont.Weight.bold.rawValue, "Bold"), (UIFont.Weight.heavy.rawValue, "ExtraBold"),
            (UIFont.Weight.black.rawValue, "Black"),
        ]
        let value = weight.rawValue.isFinite ? weight.rawValue : 0
        let nearest = table.min { abs($0.0 - value) < abs($1.0 - value) }!
        self.init(weightName: nearest.1, isItalic: italic)
    }

    /// The face called `weightName` (as Inter's files spell it).
    init(weightName: String, isItalic: Bool) {
        self.weightName = weightName
        self.isItalic = isItalic
    }

    /// The face's PostScript name, as `UIFont.fontName` reports it ("Inter-SemiBold", "Inter-Italic").
    var postScriptName: String {
        if isItalic { return weightName == "Regular" ? "Inter-Italic" : "Inter-\(weightName)Italic" }
        return "Inter-\(weightName)"
    }

    /// The face's file.
    var path: String { "\(InterFace.directory)/\(postScriptName).otf" }

    /// The opened face (nil when neither its file nor the fallback can be read; the text then measures nothing).
    var font: FreeTypeFont? { InterFaceStore.shared.font(for: self) }

    /// Every name `UIFont(name:size:)` knows: Inter's weights upright and italic.
    static let allWeightNames = [
        "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
    ]
}
