/// What `registerForTraitChanges(_:handler:)` returns: give it to `unregisterForTraitChanges(_:)` to stop hearing of
/// the changes. A registration lasts as long as the object it was made on otherwise.
public protocol UITraitChangeRegistration: AnyObject {}
