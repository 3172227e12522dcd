import Filmstrip

/// Two small images made from the input (sizes from its first bytes, pixels from the rest) and compared with
/// pixelmatch's metric under options from the input: the counts must stay within the compared area and the diff
/// image must have the expected image's size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiff(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 6 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    func side(_ byte: UInt8) -> Int { Int(byte % 24) + 1 }
    let expectedSize = (side(bytes[0]), side(bytes[1]))
    let actualSize = (side(bytes[2]), side(bytes[3]))
    let pixels = Array(bytes.dropFirst(6))
    func image(_ width: Int, _ height: Int, from start: Int) -> RGBAImage {
        let count = width * height * 4
        let values = (0..<count).map { pixels.isEmpty ? 0 : pixels[(start + $0) % pixels.count] }
        return RGBAImage(width: width, height: height, pixels: values)
    }
    let expected = image(expectedSize.0, expectedSize.1, from: 0)
    let actual = image(actualSize.0, actualSize.1, from: Int(bytes[4]))
    let options = DiffOptions(
        perceptualThreshold: bytes[5] % 101 == 100 ? nil : Double(bytes[5] % 101) / 100,
        detectsAntiAliasing: bytes[5] & 0x80 != 0)
    let result = ImageDiff.compare(expected: expected, actual: actual, options: options)
    let overlap = min(expected.width, actual.width) * min(expected.height, actual.height)
    precondition(
        result.diffPixels >= 0 && result.aaPixels >= 0 && result.diffPixels + result.aaPixels <= overlap,
        "counts \(result.diffPixels) + \(result.aaPixels) exceed the \(overlap) pixels compared")
    if let diff = result.diffImage { precondition(diff.width == expected.width && diff.height == expected.height) }
    if expected == actual { precondition(result.diffPixels == 0 && result.pass) }
    return 0
}
