import Foundation
import SnapshotTesting

/// Makes a swift-snapshot-testing `Diffing` through the one initializer every version from 1.17 has. Called
/// through this protocol, the witness's deprecation (1.19 deprecated that initializer for `Diffing.diff(...:diffV2:)`,
/// which 1.17 and 1.18 lack) is not repeated as a warning in every client's build.
protocol LegacyDiffingMaking {
    static func diffing<Value>(
        toData: @escaping (Value) -> Data, fromData: @escaping (Data) -> Value,
        diff: @escaping (Value, Value) -> (String, [XCTAttachment])?
    ) -> SnapshotTesting.Diffing<Value>
}
