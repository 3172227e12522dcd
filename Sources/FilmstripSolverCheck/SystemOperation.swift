/// One step of a constraint system as the kiwisolver check writes it.
///
/// `{"op": "add", "id": 3, "terms": [[0, 1.5], [2, -1]], "constant": 8, "relation": "<=", "priority": 750}` adds
/// `1.5·v0 − v2 + 8 <= 0`; `remove` names an added id; `addEdit`, `suggest` and `removeEdit` name a variable index.
struct SystemOperation: Decodable {
    /// `add`, `remove`, `addEdit`, `suggest` or `removeEdit`.
    var op: String
    /// The constraint's identifier in the file (`add`, `remove`).
    var id: Int?
    /// Pairs of variable index and coefficient (`add`).
    var terms: [[Double]]?
    /// The expression's constant (`add`).
    var constant: Double?
    /// `<=`, `==` or `>=` (`add`).
    var relation: String?
    /// 1 to 1000 (`add`, `addEdit`).
    var priority: Float?
    /// The variable's index (`addEdit`, `suggest`, `removeEdit`).
    var variable: Int?
    /// The suggested value (`suggest`).
    var value: Double?
}
