/// iOS's system colours, each a light and a dark value picked by `userInterfaceStyle` (unspecified is light). The
/// values are the sRGB ones Apple's Human Interface Guidelines publish in their colour tables
/// (https://developer.apple.com/design/human-interface-guidelines/color, "Specifications", iOS default
/// appearance, as listed for iOS 13 to 18) and that the iOS SDK's colours resolve to.
extension UIColor {
    /// A dynamic colour of the two 8-bit sRGB values (`alpha` 0 to 1).
    static func system(
        light: (UInt8, UInt8, UInt8, CGFloat), dark: (UInt8, UInt8, UInt8, CGFloat)
    ) -> UIColor {
        UIColor { traits in
            let value = traits.userInterfaceStyle == .dark ? dark : light
            return UIColor(
                red: CGFloat(value.0) / 255, green: CGFloat(value.1) / 255, blue: CGFloat(value.2) / 255,
                alpha: value.3)
        }
    }

    /// Red: 255, 59, 48 light; 255, 69, 58 dark.
    public class var systemRed: UIColor { system(light: (255, 59, 48, 1), dark: (255, 69, 58, 1)) }
    /// Orange: 255, 149, 0 light; 255, 159, 10 dark.
    public class var systemOrange: UIColor { system(light: (255, 149, 0, 1), dark: (255, 159, 10, 1)) }
    /// Yellow: 255, 204, 0 light; 255, 214, 10 dark.
    public class var systemYellow: UIColor { system(light: (255, 204, 0, 1), dark: (255, 214, 10, 1)) }
    /// Green: 52, 199, 89 light; 48, 209, 88 dark.
    public class var systemGreen: UIColor { system(light: (52, 199, 89, 1), dark: (48, 209, 88, 1)) }
    /// Mint: 0, 199, 190 light; 99, 230, 226 dark.
    public class var systemMint: UIColor { system(light: (0, 199, 190, 1), dark: (99, 230, 226, 1)) }
    /// Teal: 48, 176, 199 light; 64, 200, 224 dark.
    public class var systemTeal: UIColor { system(light: (48, 176, 199, 1), dark: (64, 200, 224, 1)) }
    /// Cyan: 50, 173, 230 light; 100, 210, 255 dark.
    public class var systemCyan: UIColor { system(light: (50, 173, 230, 1), dark: (100, 210, 255, 1)) }
    /// Blue: 0, 122, 255 light; 10, 132, 255 dark; also the default `tintColor`.
    public class var systemBlue: UIColor { system(light: (0, 122, 255, 1), dark: (10, 132, 255, 1)) }
    /// Indigo: 88, 86, 214 light; 94, 92, 230 dark.
    public class var systemIndigo: UIColor { system(light: (88, 86, 214, 1), dark: (94, 92, 230, 1)) }
    /// Purple: 175, 82, 222 light; 191, 90, 242 dark.
    public class var systemPurple: UIColor { system(light: (175, 82, 222, 1), dark: (191, 90, 242, 1)) }
    /// Pink: 255, 45, 85 light; 255, 55, 95 dark.
    public class var systemPink: UIColor { system(light: (255, 45, 85, 1), dark: (255, 55, 95, 1)) }
    /// Brown: 162, 132, 94 light; 172, 142, 104 dark.
    public class var systemBrown: UIColor { system(light: (162, 132, 94, 1), dark: (172, 142, 104, 1)) }

    /// Grey: 142, 142, 147 in both appearances.
    public class var systemGray: UIColor { system(light: (142, 142, 147, 1), dark: (142, 142, 147, 1)) }
    /// Grey 2: 174, 174, 178 light; 99, 99, 102 dark.
    public class var systemGray2: UIColor { system(light: (174, 174, 178, 1), dark: (99, 99, 102, 1)) }
    /// Grey 3: 199, 199, 204 light; 72, 72, 74 dark.
    public class var systemGray3: UIColor { system(light: (199, 199, 204, 1), dark: (72, 72, 74, 1)) }
    /// Grey 4: 209, 209, 214 light; 58, 58, 60 dark.
    public class var systemGray4: UIColor { system(light: (209, 209, 214, 1), dark: (58, 58, 60, 1)) }
    /// Grey 5: 229, 229, 234 light; 44, 44, 46 dark.
    public class var systemGray5: UIColor { system(light: (229, 229, 234, 1), dark: (44, 44, 46, 1)) }
    /// Grey 6: 242, 242, 247 light; 28, 28, 30 dark.
    public class var systemGray6: UIColor { system(light: (242, 242, 247, 1), dark: (28, 28, 30, 1)) }

    /// The main background: white light; black dark.
    public class var systemBackground: UIColor { system(light: (255, 255, 255, 1), dark: (0, 0, 0, 1)) }
    /// Content on the main background: 242, 242, 247 light; 28, 28, 30 dark.
    public class var secondarySystemBackground: UIColor { system(light: (242, 242, 247, 1), dark: (28, 28, 30, 1)) }
    /// Content on the secondary background: white light; 44, 44, 46 dark.
    public class var tertiarySystemBackground: UIColor { system(light: (255, 255, 255, 1), dark: (44, 44, 46, 1)) }
    /// A grouped list's background: 242, 242, 247 light; black dark.
    public class var systemGroupedBackground: UIColor { system(light: (242, 242, 247, 1), dark: (0, 0, 0, 1)) }
    /// A grouped list's cells: white light; 28, 28, 30 dark.
    public class var secondarySystemGroupedBackground: UIColor {
        system(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    }
    /// Content in a grouped list's cells: 242, 242, 247 light; 44, 44, 46 dark.
    public class var tertiarySystemGroupedBackground: UIColor {
        system(light: (242, 242, 247, 1), dark: (44, 44, 46, 1))
    }

    /// Primary text: black light; white dark.
    public class var label: UIColor { system(light: (0, 0, 0, 1), dark: (255, 255, 255, 1)) }
    /// Secondary text: 60, 60, 67 at 60 % light; 235, 235, 245 at 60 % dark.
    public class var secondaryLabel: UIColor { system(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6)) }
    /// Tertiary text: 60, 60, 67 at 30 % light; 235, 235, 245 at 30 % dark.
    public class var tertiaryLabel: UIColor { system(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3)) }
    /// Quaternary text: 60, 60, 67 at 18 % light; 235, 235, 245 at 16 % dark.
    public class var quaternaryLabel: UIColor { system(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16)) }
    /// Links: 0, 122, 255 light; 9, 132, 255 dark.
    public class var link: UIColor { system(light: (0, 122, 255, 1), dark: (9, 132, 255, 1)) }
    /// Thin separators that let content show through: 60, 60, 67 at 29 % light; 84, 84, 88 at 60 % dark.
    public class var separator: UIColor { system(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6)) }
    /// Opaque separators: 198, 198, 200 light; 56, 56, 58 dark.
    public class var opaqueSeparator: UIColor { system(light: (198, 198, 200, 1), dark: (56, 56, 58, 1)) }
    /// Fills of thin shapes: 120, 120, 128 at 20 % light; at 36 % dark.
    public class var systemFill: UIColor { system(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36)) }
}
