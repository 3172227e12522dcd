/// A view: its geometry (`center`, `bounds`, `transform`), its place in a view tree (`superview`, `subviews`), how
/// it is drawn (its `layer`: background, corners, border, shadow, `alpha`, clipping) and how it lays out its
/// subviews (`layoutSubviews`, `autoresizingMask`). `ViewTreeRenderer` draws a tree of them. A view without a
/// superview stands for the window's root: its `frame` is in window coordinates.
open class UIView: NSObject {
    /// The layer holding the view's geometry and drawing values; made with the view, one per view, of the class's
    /// `layerClass`.
    public private(set) var layer: CALayer
    /// The subviews in drawing order: the last is drawn on top.
    open private(set) var subviews: [UIView] = []
    /// What is drawn inside the view, back to front: its subviews, and for a collection view also the cells and
    /// supplementary views on screen, which UIKit keeps among its subviews.
    var drawnSubviews: [UIView] { subviews }
    /// True when `layoutSubviews` is to run at the next `layoutIfNeeded`: set by `setNeedsLayout`, a size change or
    /// an added subview, and on a new view.
    private var needsLayout = true
    /// The view controller whose `view` this is: its `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`
    /// bracket this view's `layoutSubviews()`.
    weak var owningViewController: UIViewController?
    /// The recognizers `addGestureRecognizer(_:)` attached.
    private var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The colour `backgroundColor` was set to, and what its layer was given for it: reading `backgroundColor`
    /// returns the former while the layer still has the latter.
    private var storedBackgroundColor: (color: UIColor, given: CGColor?)?
    /// The tint set on this view; nil inherits the superview's.
    private var storedTintColor: UIColor?
    /// The view's constraints, content priorities and engine variables (`UIView+AutoLayout.swift`).
    let autoLayout = ViewAutoLayoutState()

    /// The view's 3-D transform about its centre, as UIKit's `UIView.transform3D` (its layer's transform); a
    /// perspective in it is drawn.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            KeyValueObservers.shared.willChange(self)
            layer.transform = newValue
            KeyValueObservers.shared.didChange(self)
        }
    }
    /// The affine part of `transform3D`, as UIKit's `UIView.transform`; setting it replaces `transform3D`.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The opacity, 0 to 1, of the view and its subviews drawn as one; the layer's `opacity`.
    open var alpha: CGFloat {
        get { layer.storedOpacity }
        set {
            KeyValueObservers.shared.willChange(self)
            layer.storedOpacity = newValue
            KeyValueObservers.shared.didChange(self)
        }
    }
    /// True draws neither the view nor its subviews; the layer's `isHidden`.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            KeyValueObservers.shared.willChange(self)
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
            KeyValueObservers.shared.didChange(self)
        }
    }
    /// True clips the content and subviews to the bounds (rounded by the layer's `cornerRadius`); the layer's
    /// `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// The fill behind the content; nil (the default) draws none. The layer's `backgroundColor`: a dynamic colour is
    /// resolved for the view's traits when drawn.
    open var backgroundColor: UIColor? {
        get {
            if let stored = storedBackgroundColor, stored.given == layer.backgroundColor { return stored.color }
            return layer.backgroundColor.map(UIColor.init(cgColor:))
        }
        set {
            let given = newValue?.resolvedColor(with: traitCollection).cgColor
            storedBackgroundColor = newValue.map { ($0, given) }
            layer.backgroundColor = given
        }
    }
    /// The tint: this view's own, else its superview's, else `UIColor.systemBlue`, as UIKit inherits it. Setting it
    /// tells this view and the subviews that inherit it (`tintColorDidChange`).
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? UIColor.systemBlue }
        set {
            storedTintColor = newValue
            tellTintColorChanged()
        }
    }
    /// How content (an image view's image) is laid out in the bounds: `scaleToFill` by default.
    open var contentMode: ContentMode = .scaleToFill
    /// Which margins and sides follow a change of the superview's size; none by default.
    open var autoresizingMask: AutoresizingMask = []
    /// True (the default) resizes the subviews by their `autoresizingMask` when this view's size changes.
    open var autoresizesSubviews = true
    /// Light or dark for this view and its subviews; `.unspecified` (the default) takes the superview's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// A number to find the view by (`viewWithTag(_:)`).
    open var tag = 0
    /// Kept for source compatibility; there are no touches.
    open var isUserInteractionEnabled = true
    /// The view this one is in (a cell's collection view); nil for a root, which stands for the window's.
    open internal(set) weak var superview: UIView?
    /// The margins set with `layoutMargins` or `directionalLayoutMargins`; nil keeps UIKit's default.
    private var assignedLayoutMargins: NSDirectionalEdgeInsets?
    /// The space content keeps from the edges, as UIKit reports it, and `layoutMarginsGuide` insets the bounds by:
    /// the margins set (by default 8 points each side; a view controller's root view none above and below and its
    /// system minimum at the sides), no less than that minimum while the controller respects it, plus the safe area
    /// while `insetsLayoutMarginsFromSafeArea` (UIKit choice `layoutMarginsAddTheSafeArea`). Setting it sets
    /// the margins before the minimum and the safe area are applied.
    open var layoutMargins: UIEdgeInsets {
        get { LayoutMarginsGeometry.effective(of: self, assigned: assignedLayoutMargins) }
        set {
            directionalLayoutMargins = LayoutMarginsGeometry.directionalInsets(newValue, rightToLeft: isRightToLeft)
        }
    }
    /// `layoutMargins` by leading and trailing edge, which a right-to-left layout mirrors.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { LayoutMarginsGeometry.directionalInsets(layoutMargins, rightToLeft: isRightToLeft) }
        set {
            assignedLayoutMargins = newValue
            setNeedsLayout()
            layoutMarginsDidChange()
        }
    }
    /// Kept for source compatibility: a subview's margins do not grow to its superview's.
    open var preservesSuperviewLayoutMargins = false
    /// True (the default) adds the safe area to the layout margins, as UIKit does.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { setNeedsLayout() }
    }

    /// The edges of the view that bars, a notch or a home indicator cover: a window's are its device's (none unless
    /// a device or snapshot configuration gives them); a view's are how far its superview's reach into its bounds,
    /// plus its view controller's `additionalSafeAreaInsets`.
    open var safeAreaInsets: UIEdgeInsets {
        guard let superview else {
            return LayoutMarginsGeometry.adding(owningViewController?.addedSafeAreaInsets, to: .zero)
        }
        return LayoutMarginsGeometry.safeArea(of: self, in: superview)
    }

    /// Whether leading is the right edge: the view's traits lay out right to left.
    var isRightToLeft: Bool { traitCollection.layoutDirection == .rightToLeft }

    /// The direction the view lays out its content: its traits' `layoutDirection` (the scene's, unless a view
    /// controller overrides it for a child), right to left when that is right to left.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The screen's traits, its window's device, each containing view controller's override for its child, and
    /// `overrideUserInterfaceStyle` over them all (UIKit choice `traitsAreAnIPhoneInPortrait` for the screen's).
    open var traitCollection: UITraitCollection {
        var inherited = superview?.traitCollection ?? .current
        if let controller = owningViewController, let parent = controller.parent,
            let override = parent.overrideTraitCollection(forChild: controller)
        {
            inherited = UITraitCollection(traitsFrom: [inherited, override])
        }
        guard overrideUserInterfaceStyle != .unspecified else { return inherited }
        return inherited.with(userInterfaceStyle: overrideUserInterfaceStyle)
    }

    /// Called when the traits changed: when the view's window or a view controller's override for it gave it other
    /// traits. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Called when `layoutMargins` were set. Does nothing by default.
    open func layoutMarginsDidChange() {}
    /// Called when the safe area changed: when the view entered a window whose safe area reaches it, or its view
    /// controller's `additionalSafeAreaInsets` changed. Does nothing by default.
    open func safeAreaInsetsDidChange() {}

    /// A view whose bounds have `frame`'s size and whose centre is `frame`'s centre.
    public init(frame: CGRect) {
        layer = CALayer()
        super.init()
        makeLayerOfItsClass()
        layer.bounds = CGRect(origin: .zero, size: frame.size)
        layer.position = CGPoint(x: frame.midX, y: frame.midY)
        layer.delegate = self
        applyDefaultsOfItsClass()
    }

    /// The class of the layer a view of this class is made with: `CALayer` by default. Override to return a
    /// `CAShapeLayer`, `CAGradientLayer` or `CATextLayer` (or a subclass), as on iOS.
    open class var layerClass: AnyClass { CALayer.self }

    /// Replaces the placeholder layer with one of `layerClass` when the class asks for another.
    private func makeLayerOfItsClass() {
        guard let type = Self.layerClass as? CALayer.Type, type != CALayer.self else { return }
        layer = type.init()
    }

    /// A view whose alpha masks this one: its frame is in this view's bounds, and this view (its content and
    /// subviews) shows only where the mask view draws opaque pixels. Setting it sets the layer's `mask`.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// A view with a zero frame.
    public convenience override init() { self.init(frame: .zero) }

    /// Where a view of this class starts out unlike a plain view (an image view or a label takes no touches, a scroll
    /// view clips), set by both designated initialisers, so every way of making one starts out alike.
    func applyDefaultsOfItsClass() {}

    /// A view with a zero frame; there is no archive to read on Linux.
    public required init?(coder: NSCoder) {
        layer = CALayer()
        super.init()
        makeLayerOfItsClass()
        layer.delegate = self
        applyDefaultsOfItsClass()
    }

    /// The view's own coordinates: origin and size in points (the layer's bounds). A scroll view's origin is its
    /// content offset. A new size asks this view and its superview for layout
    /// (UIKit choice `layoutIsRequestedWhereUIKitIsSeenToRequestIt`) and resizes the subviews by their
    /// `autoresizingMask`.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            KeyValueObservers.shared.willChange(self)
            defer { KeyValueObservers.shared.didChange(self) }
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            guard newValue.size != oldSize else { return }
            setNeedsLayout()
            superview?.setNeedsLayout()
            guard autoresizesSubviews else { return }
            for subview in subviews where !subview.autoresizingMask.isEmpty {
                subview.frame = AutoresizingGeometry.frame(
                    subview.frame, mask: subview.autoresizingMask, oldSuperviewSize: oldSize,
                    newSuperviewSize: newValue.size)
            }
        }
    }

    /// The centre of the view in its superview's coordinates, in points (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            KeyValueObservers.shared.willChange(self)
            layer.position = newValue
            KeyValueObservers.shared.didChange(self)
        }
    }

    /// The box of the transformed bounds around `center`. Setting it moves the centre and, for an untransformed
    /// view, sets the size (UIKit leaves `frame` undefined under a transform).
    open var frame: CGRect {
        get {
            let anchor = layer.anchorPoint
            let untransformed = CGRect(
                x: center.x - bounds.width * anchor.x, y: center.y - bounds.height * anchor.y, width: bounds.width,
                height: bounds.height)
            return UIKitGeometry.box(of: untransformed, transformedBy: transform)
        }
        set {
            KeyValueObservers.shared.willChange(self)
            defer { KeyValueObservers.shared.didChange(self) }
            let anchor = layer.anchorPoint
            center =
                anchor == CGPoint(x: 0.5, y: 0.5)
                ? CGPoint(x: newValue.midX, y: newValue.midY)
                : CGPoint(x: newValue.minX + newValue.width * anchor.x, y: newValue.minY + newValue.height * anchor.y)
            if transform.isIdentity { bounds.size = newValue.size }
        }
    }

    /// `point` in this view's coordinates, in `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = windowPoint(of: point)
        return view.map { $0.localPoint(ofWindowPoint: inWindow) } ?? inWindow
    }

    /// `point` in `view`'s coordinates (nil: the window's), in this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        localPoint(ofWindowPoint: view.map { $0.windowPoint(of: point) } ?? point)
    }

    /// `rect` in this view's coordinates, in `view`'s (nil: the window's), as the box of its four converted corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIKitGeometry.box(of: UIKitGeometry.corners(of: rect).map { convert($0, to: view) })
    }

    /// `rect` in `view`'s coordinates (nil: the window's), in this view's, as the box of its four converted corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIKitGeometry.box(of: UIKitGeometry.corners(of: rect).map { convert($0, from: view) })
    }

    // MARK: The view tree

    /// Adds `view` on top of the subviews (moving it there if it is one already), taking it from its old superview.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Puts `view` at `index` of the subviews (0 is the bottom; clamped to the list), taking it from its old
    /// superview. An index outside the list is clamped (UIKit choice `insertSubviewClampsItsIndex`).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            placeLayer(of: view)
            return
        }
        let newSuperview = self
        let windows = (old: view.window, new: window)
        view.willMove(toSuperview: newSuperview)
        if windows.old !== windows.new { view.tellWindowWillChange(to: windows.new) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        placeLayer(of: view)
        view.setNeedsLayout()
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if windows.old !== windows.new { view.tellWindowDidChange() }
        if view.storedTintColor == nil { view.tellTintColorChanged() }
    }

    /// Puts `view` just above `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        place(view, nextTo: siblingSubview, offset: 1)
    }

    /// Puts `view` just below `siblingSubview` (on top when that is not a subview).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        place(view, nextTo: siblingSubview, offset: 0)
    }

    /// Takes the view out of its superview's subviews. A view controller's view taken out of a shown window makes
    /// the controller disappear (`viewWillDisappear(_:)`, `viewDidDisappear(_:)`), as UIKit calls them "in response
    /// to a view being removed from a view hierarchy" (UIKit choice `removedControllerViewsDisappear`).
    open func removeFromSuperview() {
        let shownWindow = window.map { !$0.isHidden } ?? false
        let leaving = shownWindow ? owningViewController.flatMap { $0.viewIfLoaded === self ? $0 : nil } : nil
        leaving?.viewWillLeaveTheWindow()
        removeFromSuperviewQuietly()
        leaving?.viewDidLeaveTheWindow()
    }

    /// Takes the view out of its superview's subviews without a controller's appearance callbacks: what a container
    /// controller does to a child's view while it calls them itself.
    func removeFromSuperviewQuietly() {
        guard let superview, superview.subviews.contains(where: { $0 === self }) else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { tellWindowWillChange(to: nil) }
        detachFromSuperview()
        didMoveToSuperview()
        if oldWindow != nil { tellWindowDidChange() }
    }

    /// Moves `view`, a subview, to the top of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
        layer.addSublayer(view.layer)
    }

    /// Moves `view`, a subview, to the bottom of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
        placeLayer(of: view)
    }

    /// Swaps the subviews at the two indices.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
        subviews.swapAt(index1, index2)
        placeLayer(of: subviews[index1])
        placeLayer(of: subviews[index2])
    }

    /// Whether this view is `view` or lies in its subtree.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view with `tag` in this view's subtree, this view first, then depth first in subview order.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Called after `subview` was added; override as on iOS.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed; override as on iOS.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil: removed); override as on iOS.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview or was removed; override as on iOS.
    open func didMoveToSuperview() {}
    /// Called when the tint the view shows changed; override as on iOS.
    open func tintColorDidChange() {}
    /// Called before the view (or an ancestor) moves into `newWindow` or out of its window (nil); override as on iOS.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view (or an ancestor) moved into or out of a window; override as on iOS.
    open func didMoveToWindow() {}
    /// Called on a view made from a nib or storyboard after its outlets are set. No nib is read on Linux: only
    /// code that calls it (a test, a harness standing in for the nib) runs an override
    /// (UIKit choice `awakeFromNibIsCalledByTheHarness`).
    open func awakeFromNib() {}

    // MARK: Gesture recognizers

    /// The recognizers added to the view, in order; none is ever recognized in a rendering
    /// (UIKit choice `gesturesAreNeverRecognized`).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches `gestureRecognizer` to the view, taking it from its old view.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
        UIKitNotRunLog.once(
            "addGestureRecognizer(_:)",
            "no gesture is ever recognized: a rendering has no touches, so "
                + "\(type(of: gestureRecognizer)) stays .possible and calls no action")
    }

    /// Detaches `gestureRecognizer` from the view.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        attachedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// Whether `gestureRecognizer` may begin: true, as UIKit's default (a scroll view subclass overrides it).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Layout

    /// Marks the view for layout: the next `layoutIfNeeded` on it or an ancestor calls `layoutSubviews`.
    open func setNeedsLayout() { needsLayout = true }

    /// Lays out what is marked, as Core Animation's `layoutIfNeeded` documents: from the outermost ancestor in an
    /// unbroken chain of marked superviews, top down, each marked view's `layoutSubviews` runs (clearing its mark)
    /// before its subviews are visited. A collection view overrides it to prepare its layout.
    open func layoutIfNeeded() {
        autoLayoutTreeRoot.solveAutoLayout()
        var root: UIView = self
        // A collection view's cells name it as their superview without being among its subviews: its own pass (the
        // layout's) does not reach them, so the walk stops below it.
        while let parent = root.superview, parent.needsLayout, parent.subviews.contains(where: { $0 === root }) {
            root = parent
        }
        root.layoutSubtreeIfNeeded()
    }

    /// Lays out the subviews; the default sets the frames of the subviews that Auto Layout places (autoresizing is
    /// applied when the size changes). Override as on iOS, calling `super`; `layoutIfNeeded` calls it.
    open func layoutSubviews() { applyAutoLayoutFrames() }

    /// Lays out `layer`'s sublayers, as the view is its layer's delegate: for the view's own layer UIKit's default
    /// runs `layoutSubviews()`, and the layout pass calls this for it. Override as on iOS (a page control placing its
    /// dot layers), calling `super`.
    open func layoutSublayers(of layer: CALayer) {
        if layer === self.layer { layoutSubviews() }
    }

    /// Whether `point` (in the view's coordinates) is inside the view: within its bounds, as UIKit's default.
    /// Override to shape what a touch hits; no touch reaches a rendering, so only the app's own calls ask it.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive subview (front to back) that contains `point`, else the view itself when it
    /// does, as UIKit: hidden views, views with alpha at most 0.01 and views with user interaction off hit nothing.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else {
            return nil
        }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// The size that fits in `size`: the current size, as UIKit's default. Image views override it.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view (keeping its frame's origin) to `sizeThatFits` of its current size.
    open func sizeToFit() {
        var frame = self.frame
        frame.size = sizeThatFits(bounds.size)
        self.frame = frame
    }

    /// The size the content needs: none along either axis (`UIView.noIntrinsicMetric`) for a plain view.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Asks for layout, so the next pass reads `intrinsicContentSize` again for Auto Layout.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Auto Layout

    /// True (the default) turns the view's frame into required constraints, as UIKit does; false lets constraints
    /// place it (set it false on a view you constrain).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set {
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            superview?.setNeedsLayout()
        }
    }

    /// Called by the layout pass on a view marked by `setNeedsUpdateConstraints` (every view once): override to add
    /// or change constraints, calling `super` last, as on iOS.
    open func updateConstraints() {}

    /// The smallest size (`UIView.layoutFittingCompressedSize`) or largest (`layoutFittingExpandedSize`) that the
    /// view's constraints allow: its size pulled toward `targetSize` at `fittingSizeLevel`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are pulled toward `targetSize` at the two
    /// priorities (`.required` fixes one, as a self-sizing cell's width).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// What `intrinsicContentSize` gives along an axis the content does not size: -1, as UIKit.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Helpers

    /// Runs `layoutSubviews` if marked, then visits the subviews.
    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSublayers(of: layer)
            for sublayer in layer.storedSublayers where sublayer.delegate == nil { sublayer.layoutSublayers() }
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Inserts `view` at `sibling`'s index plus `offset`, or on top when `sibling` is not a subview.
    private func place(_ view: UIView, nextTo sibling: UIView, offset: Int) {
        guard view !== sibling else { return }
        guard subviews.contains(where: { $0 === sibling }) else { return addSubview(view) }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            if let index = subviews.firstIndex(where: { $0 === sibling }) { subviews.insert(view, at: index + offset) }
            placeLayer(of: view)
            return
        }
        if let index = subviews.firstIndex(where: { $0 === sibling }) { insertSubview(view, at: index + offset) }
    }

    /// Puts `view`'s layer among this view's sublayers just below the layer of the subview above it, or on top when
    /// it is the top subview: sublayers added directly keep their places among the subviews' layers
    /// (UIKit choice `subviewLayersKeepTheirPlaceAmongSublayers`).
    private func placeLayer(of view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        if index + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }

    /// Takes the view out of its superview's list, telling the superview first.
    private func detachFromSuperview() {
        guard let superview, let index = superview.subviews.firstIndex(where: { $0 === self }) else { return }
        deactivateConstraintsLeavingWithSubtree()
        superview.willRemoveSubview(self)
        superview.subviews.remove(at: index)
        layer.detachFromSuperlayer()
        superview.setNeedsLayout()
        self.superview = nil
    }

    /// Calls `tintColorDidChange` on this view and on the subviews that inherit its tint.
    private func tellTintColorChanged() {
        tintColorDidChange()
        for subview in subviews where subview.storedTintColor == nil { subview.tellTintColorChanged() }
    }

    /// The layer's anchor point in the bounds: the point `center` places.
    private var anchorInBounds: CGPoint { CALayer.anchor(of: layer.anchorPoint, in: bounds) }

    /// A point of this view's bounds in its superview's coordinates (the window's for the root): the centre plus
    /// the transformed offset from the bounds' centre.
    private func pointInSuperview(_ point: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let offset = CGPoint(x: point.x - anchor.x, y: point.y - anchor.y).applying(
            CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0))
        return CGPoint(x: center.x + offset.x + transform.tx, y: center.y + offset.y + transform.ty)
    }

    private func windowPoint(of point: CGPoint) -> CGPoint {
        let outer = pointInSuperview(point)
        return superview?.windowPoint(of: outer) ?? outer
    }

    private func localPoint(ofWindowPoint point: CGPoint) -> CGPoint {
        let outer = superview?.localPoint(ofWindowPoint: point) ?? point
        let linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        let offset = CGPoint(x: outer.x - center.x - transform.tx, y: outer.y - center.y - transform.ty)
            .applying(linear.inverted())
        let anchor = anchorInBounds
        return CGPoint(x: offset.x + anchor.x, y: offset.y + anchor.y)
    }

    /// Hears a change of a property this view observes by name (`addObserver(_:forKeyPath:options:context:)`);
    /// override it as on iOS. This default does nothing (Foundation's raises for an observation nobody handles).
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}
}
