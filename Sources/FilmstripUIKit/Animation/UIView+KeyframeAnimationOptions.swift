extension UIView {
    /// How a keyframe animation runs, UIKit's bits; kept, since changes apply at once.
    public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// The option set of UIKit's `rawValue` bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// UIKit's `layoutSubviews` option; kept, since changes apply at once.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// UIKit's `allowUserInteraction` option; kept, since changes apply at once.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// UIKit's `beginFromCurrentState` option; kept, since changes apply at once.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// UIKit's `repeat` option; kept, since changes apply at once.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// UIKit's `autoreverse` option; kept, since changes apply at once.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// UIKit's `calculationModeLinear` option; kept, since changes apply at once.
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// UIKit's `calculationModeDiscrete` option; kept, since changes apply at once.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// UIKit's `calculationModePaced` option; kept, since changes apply at once.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// UIKit's `calculationModeCubic` option; kept, since changes apply at once.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// UIKit's `calculationModeCubicPaced` option; kept, since changes apply at once.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
}
