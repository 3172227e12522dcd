// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

/// How `objc_setAssociatedObject` holds a value, with the Objective-C runtime's raw values. The retaining policies
/// hold it strongly, `.OBJC_ASSOCIATION_ASSIGN` weakly (the runtime holds it unretained, which a released value
/// would leave dangling); the copying ones hold it as the retaining ones do, since Swift values are copied anyway.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}
