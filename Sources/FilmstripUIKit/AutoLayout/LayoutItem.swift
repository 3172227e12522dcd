/// Something a constraint can relate: a view, or a layout guide of one. Its variables are in the engine; its view
/// is the one in the tree (a guide's owning view).
protocol LayoutItem: AnyObject {
    /// The item's unknowns.
    var layoutVariables: ViewLayoutVariables { get }
    /// The view in the tree: the view itself, or a guide's owning view.
    var layoutItemView: UIView? { get }
}

extension UIView: LayoutItem {
    /// The view's own variables.
    var layoutVariables: ViewLayoutVariables { autoLayout.variables }
    /// The view itself.
    var layoutItemView: UIView? { self }
}
