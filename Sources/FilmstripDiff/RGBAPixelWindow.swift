/// A read-only view of `width`×`height` RGBA8 pixels whose rows start `rowBytes` apart.
///
/// Two images of different sizes are compared over their overlap through windows, in place, without cropped copies.
struct RGBAPixelWindow {
    let base: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    let rowBytes: Int

    /// The first byte (red) of row `y`.
    @inline(__always) func row(_ y: Int) -> UnsafePointer<UInt8> { base + y * rowBytes }

    /// The first byte (red) of the pixel at column `x`, row `y`.
    @inline(__always) func pixel(_ x: Int, _ y: Int) -> UnsafePointer<UInt8> { base + y * rowBytes + x * 4 }

    /// The pixel's four bytes as one word, for exact equality tests.
    @inline(__always) func word(_ x: Int, _ y: Int) -> UInt32 {
        UnsafeRawPointer(pixel(x, y)).loadUnaligned(as: UInt32.self)
    }
}
