import FilmstripJSON

/// The members of a JSON object in the order added, leaving out absent optionals, so that results files stay
/// short and byte-stable.
struct JSONMembers {
    private(set) var members: [(String, JSONValue)] = []

    var object: JSONValue { .object(members) }

    mutating func add(_ key: String, _ value: JSONValue?) {
        if let value { members.append((key, value)) }
    }

    mutating func add(_ key: String, _ value: String?) { add(key, value.map { JSONValue.string($0) }) }
    mutating func add(_ key: String, _ value: Int?) { add(key, value.map { JSONValue.int($0) }) }
    mutating func add(_ key: String, _ value: Double?) { add(key, value.map { JSONValue.number($0) }) }
    mutating func add(_ key: String, _ value: Bool?) { add(key, value.map { JSONValue.bool($0) }) }
}
