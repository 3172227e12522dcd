extension UITableViewCell {
    /// What a cell shows at its trailing edge, UIKit's values.
    public enum AccessoryType: Int, Sendable {
        /// Nothing.
        case none = 0
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }
}
