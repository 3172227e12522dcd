import LinuxUIKit

/// The scene's photos as a screen's own code names them: a demo app asks `UIImage(named:)` for its bundled pictures
/// ("wall-e", "nature1"), which a scene does not have, so a set-up hands the screen the scene's file names instead.
/// One module (`RealScreenSupport`) shared by every screen's set-up.
public enum ScreenPhotos {
    /// The photo file names of the project's fixtures folder, in order, without their extensions.
    public static let names = [
        "01-aitzgorri", "02-grace-hopper", "03-seeding-panorama", "04-retina", "05-friends", "06-chelsea",
        "07-picosdeeuropa-orientation6", "08-rocket", "09-portrait-orientation8", "10-seeding",
    ]

    /// The `index`th photo of the scene, cycling, as `UIImage(named:)` finds it.
    public static func image(_ index: Int) -> UIImage? {
        UIImage(named: names[index % names.count])
    }
}
