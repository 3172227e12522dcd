extension UIListContentConfiguration {
    /// How a configuration's text is drawn.
    public struct TextProperties {
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The most lines; 0 for as many as needed.
        public var numberOfLines = 0
    }
}
