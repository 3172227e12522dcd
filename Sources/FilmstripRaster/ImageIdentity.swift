/// What names an image's pixels in a `ResampleCache`: a typed key of the caller's (a thumbnail's photo, size and
/// decode options; a test's string), compared by type and value, never a string built from them. Equal identities
/// must mean equal pixels.
package struct ImageIdentity: Hashable, @unchecked Sendable {
    /// The key, erased; `@unchecked` because `AnyHashable` is not `Sendable`, but every key put in it is (the
    /// initialiser asks for it).
    private let key: AnyHashable

    /// The identity `key` names.
    package init(_ key: some Hashable & Sendable) {
        self.key = AnyHashable(key)
    }
}
