// The gallery app's view controller, cell and header view are the files in GalleryApp/, written as an iOS app
// writes them and compiled unedited by the LinuxUIKitSources plugin; this file makes a Filmstrip style of them.
import FilmstripUIKit

/// The gallery screen as a Filmstrip style.
public enum GalleryStyles {
    /// `gallery`: the whole screen, 480 points high, drawn from the app's own view controller and cells.
    public static let gallery = UIKitViewControllerStyle(name: "gallery", height: 480) { photos in
        GalleryViewController(photos: photos)
    }
}
