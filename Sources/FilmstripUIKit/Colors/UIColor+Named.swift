/// UIKit's fixed named colours: the same in light and dark, with the components UIKit documents for each
/// (`gray` is 50 % white, `darkGray` a third, `lightGray` two thirds; `orange` is 1, 0.5, 0; `brown` 0.6, 0.4, 0.2).
extension UIColor {
    /// Opaque black (white 0).
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Opaque white (white 1).
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// 50 % grey (white 0.5).
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Dark grey (white 1/3).
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// Light grey (white 2/3).
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// Transparent (white 0, alpha 0).
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// Pure red (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}
