/// The name of one of `Model`'s scene fields as a coding key: every case is a declared field.
package struct SceneFieldKey<Model: SceneFieldModel>: CodingKey, CaseIterable, Hashable, Sendable {
    package let stringValue: String
    package var intValue: Int? { nil }

    /// The key of a declared field; nil for any other name.
    package init?(stringValue: String) {
        guard Model.sceneFields.contains(where: { $0.key == stringValue }) else { return nil }
        self.stringValue = stringValue
    }

    package init?(intValue: Int) { nil }

    private init(_ field: SceneFieldDescriptor<Model>) { stringValue = field.key }

    /// Every field's key, in declaration order.
    package static var allCases: [SceneFieldKey] { Model.sceneFields.map(SceneFieldKey.init) }
}
