import FilmstripUIKit

/// The screens of the iPhone and iPad simulators, in points at their native scale. A view controller's view that
/// nobody sizes is as large as the screen of the simulator that recorded its reference (UIKit's `loadView()` makes
/// it `UIScreen.main.bounds`), so a reference whose pixel size is one of these screens tells the size and scale
/// to draw that view at.
enum SimulatorScreen {
    /// Portrait sizes in points and their scales; every size is listed once per scale a simulator has it at.
    static let screens: [(size: CGSize, scale: CGFloat)] = [
        (CGSize(width: 320, height: 568), 2),  // iPhone SE (1st generation), iPhone 5s
        (CGSize(width: 375, height: 667), 2),  // iPhone 6s to 8, iPhone SE (2nd and 3rd generation)
        (CGSize(width: 414, height: 736), 3),  // iPhone 6s Plus to 8 Plus
        (CGSize(width: 375, height: 812), 3),  // iPhone X, Xs, 11 Pro, 12 mini, 13 mini
        (CGSize(width: 414, height: 896), 2),  // iPhone XR, 11
        (CGSize(width: 414, height: 896), 3),  // iPhone Xs Max, 11 Pro Max
        (CGSize(width: 390, height: 844), 3),  // iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e
        (CGSize(width: 428, height: 926), 3),  // iPhone 12 Pro Max, 13 Pro Max, 14 Plus
        (CGSize(width: 393, height: 852), 3),  // iPhone 14 Pro, 15, 15 Pro, 16
        (CGSize(width: 430, height: 932), 3),  // iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
        (CGSize(width: 402, height: 874), 3),  // iPhone 16 Pro, 17, 17 Pro
        (CGSize(width: 440, height: 956), 3),  // iPhone 16 Pro Max, 17 Pro Max
        (CGSize(width: 420, height: 912), 3),  // iPhone Air
        (CGSize(width: 768, height: 1024), 2),  // iPad to 6th generation, iPad mini to 5th, iPad Pro 9.7"
        (CGSize(width: 744, height: 1133), 2),  // iPad mini (6th generation and later)
        (CGSize(width: 810, height: 1080), 2),  // iPad (7th to 9th generation)
        (CGSize(width: 820, height: 1180), 2),  // iPad (10th generation and later), iPad Air 11"
        (CGSize(width: 834, height: 1112), 2),  // iPad Pro 10.5", iPad Air (3rd generation)
        (CGSize(width: 834, height: 1194), 2),  // iPad Pro 11" (1st to 4th generation)
        (CGSize(width: 834, height: 1210), 2),  // iPad Pro 11" (M4)
        (CGSize(width: 1024, height: 1366), 2),  // iPad Pro 12.9"
        (CGSize(width: 1032, height: 1376), 2),  // iPad Pro 13" (M4), iPad Air 13"
    ]

    /// The screen, in points, and the scale whose pixels are `width` x `height`, in either orientation; nil when no
    /// simulator's screen has that many pixels.
    static func matching(width: Int, height: Int) -> (size: CGSize, scale: CGFloat)? {
        for screen in screens {
            let pixels = (Int(screen.size.width * screen.scale), Int(screen.size.height * screen.scale))
            if pixels == (width, height) { return screen }
            if pixels == (height, width) {
                return (CGSize(width: screen.size.height, height: screen.size.width), screen.scale)
            }
        }
        return nil
    }
}
