import Foundation
import SnapshotTesting

/// The `LegacyDiffingMaking` witness: marked deprecated so that calling the deprecated initializer inside it does
/// not warn, and reached only through the protocol, so calling it does not warn either.
enum LegacyDiffingMaker: LegacyDiffingMaking {
    @available(*, deprecated, message: "Call it through LegacyDiffingMaking, as SnapshotTesting.Diffing.image does")
    static func diffing<Value>(
        toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value,
        diff: @escaping (Value, Value) -> (String, [XCTAttachment])?
    ) -> SnapshotTesting.Diffing<Value> {
        SnapshotTesting.Diffing(toData: toData, fromData: fromData, diff: diff)
    }

    /// The maker, typed as the protocol.
    static var compatible: any LegacyDiffingMaking.Type { LegacyDiffingMaker.self }
}
