import FilmstripJSON

/// The members of a JSON object in the order added, leaving out absent optionals, so that results files stay
/// short and byte-stable.
package struct JSONMembers {
    package init() {}

    package private(set) var members: [(String, JSONValue)] = []

    package var object: JSONValue { .object(members) }

    package mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { members.append((key, value)) }
    }

    package mutating func add(_ key: String, _ value: String?) { add(key, value.map { JSONValue.string($0) }) }
    package mutating func add(_ key: String, _ value: Int?) { add(key, value.map { JSONValue.int($0) }) }
    package mutating func add(_ key: String, _ value: Double?) { add(key, value.map { JSONValue.number($0) }) }
    package mutating func add(_ key: String, _ value: Bool?) { add(key, value.map { JSONValue.bool($0) }) }
}
