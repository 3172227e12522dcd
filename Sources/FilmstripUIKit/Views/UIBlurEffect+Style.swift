extension UIBlurEffect {
    /// A blur's style, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A bright blur.
        case extraLight = 0
        /// A light blur.
        case light
        /// A dark blur.
        case dark
        /// The regular blur: light or dark with the appearance.
        case regular = 4
        /// A more opaque blur: light or dark with the appearance.
        case prominent
        /// The thinnest material, adapting to the appearance.
        case systemUltraThinMaterial
        /// A thin material, adapting to the appearance.
        case systemThinMaterial
        /// The default material, adapting to the appearance.
        case systemMaterial
        /// A thick material, adapting to the appearance.
        case systemThickMaterial
        /// The material of bars, adapting to the appearance.
        case systemChromeMaterial
        /// The thinnest material, always light.
        case systemUltraThinMaterialLight
        /// A thin material, always light.
        case systemThinMaterialLight
        /// The default material, always light.
        case systemMaterialLight
        /// A thick material, always light.
        case systemThickMaterialLight
        /// The bars' material, always light.
        case systemChromeMaterialLight
        /// The thinnest material, always dark.
        case systemUltraThinMaterialDark
        /// A thin material, always dark.
        case systemThinMaterialDark
        /// The default material, always dark.
        case systemMaterialDark
        /// A thick material, always dark.
        case systemThickMaterialDark
        /// The bars' material, always dark.
        case systemChromeMaterialDark

        /// The grey and opacity the style is drawn as, in the dark appearance when `dark` (styles fixed to light
        /// or dark ignore it). Light materials are near-white (0.97), dark ones near-black (0.11), each thicker
        /// material more opaque: the values of UIKit choice `blurIsDrawnAsAFlatTint`.
        func flatTint(dark: Bool) -> (white: CGFloat, alpha: CGFloat) {
            let light: CGFloat = 0.97
            let black: CGFloat = 0.11
            switch self {
            case .extraLight: return (light, 0.8)
            case .light: return (light, 0.6)
            case .dark: return (black, 0.6)
            case .regular: return (dark ? black : light, 0.6)
            case .prominent: return (dark ? black : light, 0.8)
            case .systemUltraThinMaterial: return (dark ? black : light, 0.35)
            case .systemThinMaterial: return (dark ? black : light, 0.55)
            case .systemMaterial: return (dark ? black : light, 0.7)
            case .systemThickMaterial: return (dark ? black : light, 0.85)
            case .systemChromeMaterial: return (dark ? black : light, 0.75)
            case .systemUltraThinMaterialLight: return (light, 0.35)
            case .systemThinMaterialLight: return (light, 0.55)
            case .systemMaterialLight: return (light, 0.7)
            case .systemThickMaterialLight: return (light, 0.85)
            case .systemChromeMaterialLight: return (light, 0.75)
            case .systemUltraThinMaterialDark: return (black, 0.35)
            case .systemThinMaterialDark: return (black, 0.55)
            case .systemMaterialDark: return (black, 0.7)
            case .systemThickMaterialDark: return (black, 0.85)
            case .systemChromeMaterialDark: return (black, 0.75)
            }
        }
    }
}
