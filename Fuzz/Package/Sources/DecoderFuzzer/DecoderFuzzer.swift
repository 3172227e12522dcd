// libFuzzer target: the whole decode path (probe, pixel limit, libjpeg or libpng through the shim, CMYK
// conversion, orientation, PNG reduction), built by Scripts/fuzz.sh through Fuzz/Package.
// Any input must give an image of the size the header promised, or a DecodeError.

import FilmstripImage

@testable import FilmstripDecode

/// Larger images are valid but only slow the search down.
let fuzzMaxPixels = 4 * 1024 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func decoderFuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: start, count: count))
    // The options come from the input's length, so each input always decodes the same way.
    var options = DecodeOptions(maxPixels: fuzzMaxPixels, acceptsDamagedData: count & 1 == 1)
    if count & 2 == 2 { options.minimumSize = PixelSize(width: 16, height: 16) }
    do {
        let decoded = try ImageDecoder(options: options).decode(data: data, path: "fuzz")
        if options.minimumSize == nil && decoded.image.width * decoded.image.height != decoded.info.storedSize.area {
            fatalError(
                "decoded \(decoded.image.width)x\(decoded.image.height) from a \(decoded.info.storedSize) header")
        }
    } catch is DecodeError {
    } catch {
        fatalError("decode threw \(error), not a DecodeError")
    }
    return 0
}
