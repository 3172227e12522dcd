/// Any field name of a scene file: the file is one flat object shared by the scene and its style.
package struct SceneFieldKey: CodingKey, Hashable, Sendable {
    package var stringValue: String
    package var intValue: Int? { nil }

    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
