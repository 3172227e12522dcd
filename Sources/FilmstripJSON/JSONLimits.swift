/// How much one JSON document may hold, checked by `JSONSyntax` as it reads, so that a document of millions of
/// values, members or elements stops at the first one past a limit, before any parser builds a tree of them all.
package struct JSONLimits: Sendable, Equatable {
    /// Values in the whole document: every object, array, member value and array element counts.
    package var maximumValues: Int
    /// Members of any one object (unknown members count: a decoder that ignores them has still read them).
    package var maximumMembers: Int
    /// Elements of any one array.
    package var maximumElements: Int
    /// Objects and arrays nested in one another.
    package var maximumDepth: Int

    /// Limits; a limit not given is unbounded, except depth (256, as deep as any document Filmstrip reads needs).
    package init(
        maximumValues: Int = .max, maximumMembers: Int = .max, maximumElements: Int = .max,
        maximumDepth: Int = JSONSyntax.maximumDepth
    ) {
        self.maximumValues = maximumValues
        self.maximumMembers = maximumMembers
        self.maximumElements = maximumElements
        self.maximumDepth = maximumDepth
    }
}
