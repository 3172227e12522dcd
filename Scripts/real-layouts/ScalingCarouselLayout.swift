import LinuxUIKit

/// The carousel's paging layout in a plain collection view, as ScalingCarouselView makes it: items the view's size
/// less a 40-point inset at each side.
public let realLayoutStyle = UIKitLayoutStyle(name: "scaling-carousel-layout", height: 240) { _ in
    ScalingCarouselLayout(withCarouselInset: 40)
}
