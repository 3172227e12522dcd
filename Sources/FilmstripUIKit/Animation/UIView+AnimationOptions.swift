extension UIView {
    /// How an animation runs, UIKit's bits; kept, since changes apply at once.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// UIKit's bits.
        public let rawValue: UInt
        /// The option set of UIKit's `rawValue` bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// UIKit's `layoutSubviews` option; kept, since changes apply at once.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// UIKit's `allowUserInteraction` option; kept, since changes apply at once.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// UIKit's `beginFromCurrentState` option; kept, since changes apply at once.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// UIKit's `repeat` option; kept, since changes apply at once.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// UIKit's `autoreverse` option; kept, since changes apply at once.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// UIKit's `overrideInheritedDuration` option; kept, since changes apply at once.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// UIKit's `overrideInheritedCurve` option; kept, since changes apply at once.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// UIKit's `allowAnimatedContent` option; kept, since changes apply at once.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// UIKit's `showHideTransitionViews` option; kept, since changes apply at once.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// UIKit's `overrideInheritedOptions` option; kept, since changes apply at once.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// UIKit's `curveEaseInOut` option; kept, since changes apply at once.
        public static let curveEaseInOut = AnimationOptions([])
        /// UIKit's `curveEaseIn` option; kept, since changes apply at once.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// UIKit's `curveEaseOut` option; kept, since changes apply at once.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// UIKit's `curveLinear` option; kept, since changes apply at once.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// UIKit's `transitionFlipFromLeft` option; kept, since changes apply at once.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// UIKit's `transitionFlipFromRight` option; kept, since changes apply at once.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// UIKit's `transitionCurlUp` option; kept, since changes apply at once.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// UIKit's `transitionCurlDown` option; kept, since changes apply at once.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// UIKit's `transitionCrossDissolve` option; kept, since changes apply at once.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// UIKit's `transitionFlipFromTop` option; kept, since changes apply at once.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// UIKit's `transitionFlipFromBottom` option; kept, since changes apply at once.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// UIKit's `preferredFramesPerSecond60` option; kept, since changes apply at once.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// UIKit's `preferredFramesPerSecond30` option; kept, since changes apply at once.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }
}
