// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

/// How `objc_setAssociatedObject` holds a value, with the Objective-C runtime's raw values. The retaining policies
/// hold it strongly, `.OBJC_ASSOCIATION_ASSIGN` weakly (the runtime holds it unretained, which a released value
/// would leave dangling); the copying ones hold it as the retaining ones do, since Swift values are copied anyway.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Held weakly (the runtime: unretained).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Held strongly.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Held strongly (a copy, for the runtime).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Held strongly.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Held strongly (a copy, for the runtime).
    case OBJC_ASSOCIATION_COPY = 771
}
