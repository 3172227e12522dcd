// The thumbnail slider's view, cell and layout are the app's own files, listed in uikit-sources.txt
// by Scripts/lib/list-seed-layouts.sh and compiled unedited by the LinuxUIKitSources plugin. A module needs one
// file of its own for SwiftPM to build it; this is that file.
import FilmstripUIKit

/// The thumbnail slider's own view as a style: `ThumbnailSliderView` made as big as the scene's view (200 points
/// high by default, its collection view the middle 120), drawn whole, cells and all. It asks `UIImage(named:)` for
/// "Image 1" and "Image 2", so a scene gives it photos with those file names.
public enum AppViewStyles {
    /// `app-slider-view`: the view, its cell class and its layout, as the post wrote them.
    public static let thumbnailSliderView = UIKitViewStyle(name: "app-slider-view", height: 200) { frame in
        ThumbnailSliderView(frame: frame)
    }
}
