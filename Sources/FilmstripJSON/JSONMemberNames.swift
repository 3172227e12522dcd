/// The member names of a JSON object, its values unread: enough to tell what kind of document an object is.
package struct JSONMemberNames: Decodable, Sendable {
    /// The names, as the object spells them.
    package let names: Set<String>

    package init(from decoder: any Decoder) throws {
        names = Set(try decoder.container(keyedBy: JSONMemberKey.self).allKeys.map(\.stringValue))
    }
}
