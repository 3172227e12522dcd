import Foundation

// A debug build (Scripts/fuzz.sh), so `@testable` reaches the manifest, which is the package's own.
@testable import Filmstrip

/// Any bytes as a sequence's `manifest.json`, what a sequence check reads from a reference folder a pull request
/// can change: reading ends in a manifest or the reader's documented error; a manifest read is equal to itself
/// written and read again (as the check compares them), and writes the same bytes the second time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let manifest: SequenceManifest
    do {
        manifest = try SequenceManifest(json: bytes)
    } catch {
        // The reader throws only its documented error (typed throws); its message is one line.
        precondition(!error.description.contains("\n"), error.description)
        return 0
    }
    let text = manifest.json
    let again: SequenceManifest
    do {
        again = try SequenceManifest(json: Array(text.utf8))
    } catch {
        fatalError("a manifest's own text does not read back: \(error)\n\(text)")
    }
    guard again == manifest else { fatalError("a manifest changed through a write and a read:\n\(text)") }
    guard again.json == text else { fatalError("a manifest written twice differs:\n\(text)\n\(again.json)") }
    return 0
}
