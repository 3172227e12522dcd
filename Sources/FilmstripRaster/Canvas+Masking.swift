import CPixman

/// Masking a layer drawn onto a patch by another patch (`CALayer.mask`): each pixel keeps the fraction of itself
/// that the mask's alpha there gives, by pixman's IN_REVERSE.
extension Canvas {
    /// Multiplies every pixel (colour and alpha, premultiplied) by the alpha of `mask`'s pixel at the same place; a
    /// mask of another size leaves what it does not cover transparent.
    package mutating func keepOnly(whereOpaqueIn mask: Canvas) {
        keepFailure(of: mask)
        let source = mask.makePremultipliedImage()
        let (w, h) = (width, height)
        recordingFailure { canvas in
            try source.words.withUnsafeBufferPointer { words in
                guard let base = words.baseAddress else { return }
                try PixmanBridge.withImage(
                    UnsafeMutablePointer(mutating: base), width: source.width, height: source.height
                ) { maskImage in
                    try canvas.withCanvasImage { target in
                        PixmanBridge.composite(
                            PIXMAN_OP_IN_REVERSE, source: maskImage, destination: target, destinationX: 0,
                            destinationY: 0, width: w, height: h)
                    }
                }
            }
        }
        markTranslucent()
    }
}
