// libFuzzer target: the header prober and the EXIF walker, built by Scripts/fuzz.sh through Fuzz/Package
// (a debug build, so `@testable` reaches internal functions). Any input must give an ImageInfo or a DecodeError.

import FilmstripImage

@testable import FilmstripDecode

@_cdecl("LLVMFuzzerTestOneInput")
public func proberFuzzTest(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: start, count: count))
    do {
        let info = try ImageProber.probe(data: data, path: "fuzz")
        if info.storedSize.width <= 0 || info.storedSize.height <= 0 { fatalError("probe accepted \(info.storedSize)") }
    } catch is DecodeError {
    } catch {
        fatalError("probe threw \(error), not a DecodeError")
    }
    // The EXIF walker on its own, on the raw bytes as TIFF and as an APP1 payload.
    _ = ExifReader.orientation(inTIFF: data)
    _ = ExifReader.orientation(inAPP1: data)
    return 0
}
