extension Scene {
    /// The collection view a scene is drawn in: its size in points and its screen's pixels per point.
    public struct View: Sendable {
        /// The collection view's width in points.
        public var width: Double = 390
        /// The view's height in points; nil takes the style's (120 for the slider). The banner's height follows from
        /// its banners, so it refuses one.
        public var height: Double?
        /// Pixels per point.
        public var scale: Int = 2
        /// The device a scene file or a front end named (its width and scale were applied unless given); for reports.
        package var device: DevicePreset?

        /// A 390-point-wide view at 2 pixels per point, the style's height.
        public init() {}
    }
}
