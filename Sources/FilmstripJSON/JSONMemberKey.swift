/// Any member name of a JSON object, for reading and writing objects whose names are not known in advance.
package struct JSONMemberKey: CodingKey, Hashable, Sendable {
    package var stringValue: String
    package var intValue: Int? { nil }

    package init(_ name: String) { stringValue = name }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
