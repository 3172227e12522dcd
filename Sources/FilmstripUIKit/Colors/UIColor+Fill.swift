/// iOS's fill colours for thin and small shapes (a switch's track, a segmented control's background), the values
/// of Apple's Human Interface Guidelines colour tables, as `systemFill` is.
extension UIColor {
    /// Secondary fill: 120, 120, 128 at 16 % light; at 32 % dark.
    public class var secondarySystemFill: UIColor { system(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32)) }
    /// Tertiary fill: 118, 118, 128 at 12 % light; at 24 % dark.
    public class var tertiarySystemFill: UIColor { system(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24)) }
    /// Quaternary fill: 116, 116, 128 at 8 % light; 118, 118, 128 at 18 % dark.
    public class var quaternarySystemFill: UIColor {
        system(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
    }
}
