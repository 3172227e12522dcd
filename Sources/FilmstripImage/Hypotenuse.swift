/// The length of the vector (`x`, `y`), the same to the last bit on every processor.
///
/// glibc's `hypot` takes a different path on arm64 than on x86-64 and differs from it in the last bit for about one
/// input in eight (Scripts/check-arm64-identity.sh measures it), and a stroke's or a curve's geometry computed from it
/// would move an edge pixel between a reference recorded on an Apple-silicon Mac and the comparison on x86-64 CI.
/// A product, a sum and a square root are each correctly rounded by IEEE 754 on both, and Swift never fuses them, so
/// this is. The coordinates drawn are far inside the range where `x * x` could overflow.
package func hypotenuse(_ x: Double, _ y: Double) -> Double {
    (x * x + y * y).squareRoot()
}
