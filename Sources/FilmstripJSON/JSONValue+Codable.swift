/// A JSON value read from and written to any `Decoder`/`Encoder`: a field whose shape only its reader knows (a
/// style's option in a scene file) is kept as it was given until that reader takes it.
extension JSONValue: Codable {
    package init(from decoder: any Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !list.isAtEnd { values.append(try list.decode(JSONValue.self)) }
            self = .array(values)
            return
        }
        if let object = try? decoder.container(keyedBy: JSONMemberKey.self) {
            self = .object(
                try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
                    ($0.stringValue, try object.decode(JSONValue.self, forKey: $0))
                })
            return
        }
        let value = try decoder.singleValueContainer()
        if value.decodeNil() {
            self = .null
        } else if let bool = try? value.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? value.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try value.decode(String.self))
        }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let values):
            var list = encoder.unkeyedContainer()
            for element in values { try list.encode(element) }
        case .object(let members):
            var object = encoder.container(keyedBy: JSONMemberKey.self)
            for (key, element) in members { try object.encode(element, forKey: JSONMemberKey(key)) }
        case .null, .bool, .int, .number, .string:
            var value = encoder.singleValueContainer()
            switch self {
            case .null: try value.encodeNil()
            case .bool(let bool): try value.encode(bool)
            case .int(let int): try value.encode(int)
            case .number(let number): try value.encode(number)
            case .string(let string): try value.encode(string)
            case .array, .object: break  // the containers above
            }
        }
    }
}
