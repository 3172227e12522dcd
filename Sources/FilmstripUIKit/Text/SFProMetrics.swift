import Foundation

/// What the system font takes from SF Pro, which cannot ship, so that Inter drawn in its place lays out as iOS lays
/// out SF Pro (UIKit choice `systemFontIsInterScaledToSFPro`): SF Pro's vertical metrics, Apple's published
/// tracking by size, and a horizontal scale per weight and size that makes Inter's advances measure as SF Pro's.
enum SFProMetrics {
    /// SF Pro's design units per em.
    static let unitsPerEm: CGFloat = 2048
    /// SF Pro's hhea ascender: `UIFont.systemFont(ofSize: 17).ascender` is 16.1865234375 on iOS.
    static let ascender: CGFloat = 1950
    /// SF Pro's hhea descender: 17 points' is -4.1005859375, so the line height is 20.287109375.
    static let descender: CGFloat = -494
    /// SF Pro's hhea line gap: `leading` is 0 on iOS.
    static let lineGap: CGFloat = 0
    /// SF Pro's OS/2 cap height: 11.97802734375 at 17 points.
    static let capHeight: CGFloat = 1443
    /// SF Pro's OS/2 x-height: 8.9482421875 at 17 points.
    static let xHeight: CGFloat = 1078

    /// SF Pro's tracking in points at `size`: Apple's Human Interface Guidelines' table for iOS ("Tracking values",
    /// SF Pro), in 1/1000 em by point size. A size between two rows takes the row below's value; below 6 points the
    /// 6-point value, from 80 points on none.
    static func tracking(atSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let row = trackingTable.last { $0.size <= size } ?? trackingTable[0]
        return row.perMille * size / 1000
    }

    /// How much wider or narrower Inter's advances and outlines are drawn for the face `weightName` at `size` to
    /// measure as SF Pro's: SF Pro's text design up to 17 points, its display design from 28, linearly between
    /// (as the variable SF Pro moves between them). Measured on labels the iOS simulator recorded (swift-snapshot-
    /// testing 1.19.7's references; `Scripts/calibrate-text-width.py`): regular from body, subheadline and title1
    /// labels, semibold from headline labels; no reference shows the other weights, which take the nearest
    /// measured one's.
    static func horizontalScale(weightName: String, size: CGFloat) -> CGFloat {
        let (text, display) =
            switch weightName {
            case "Thin", "ExtraLight", "Light", "Regular": (regularText, regularDisplay)
            default: (semiboldText, semiboldDisplay)
            }
        guard size.isFinite, size > textDesignSize else { return text }
        guard size < displayDesignSize else { return display }
        return text + (display - text) * (size - textDesignSize) / (displayDesignSize - textDesignSize)
    }

    /// The largest size drawn in SF Pro's text design, and the smallest in its display design.
    static let textDesignSize: CGFloat = 17
    static let displayDesignSize: CGFloat = 28
    /// The scales `Scripts/calibrate-text-width.py` chose (it prints the widths before and after).
    static let regularText: CGFloat = 1.008
    static let regularDisplay: CGFloat = 0.888
    static let semiboldText: CGFloat = 1.023
    static let semiboldDisplay: CGFloat = 0.901

    /// Apple's table: each row's smallest size and its tracking in 1/1000 em.
    private static let trackingTable: [(size: CGFloat, perMille: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
        (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10),
        (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 7),
        (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2),
        (70, 2), (72, 2), (76, 1), (80, 0),
    ]
}
