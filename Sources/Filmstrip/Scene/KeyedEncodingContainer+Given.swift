extension KeyedEncodingContainer {
    /// Writes each field of `fields` that is given (not nil), as a scene file states only what it gives.
    mutating func encodeGiven(_ fields: [(Key, (any Encodable)?)]) throws {
        for case (let key, let value?) in fields { try encode(value, forKey: key) }
    }
}
