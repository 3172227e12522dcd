/// A model whose properties a scene file's fields set, each field declared once in `sceneFields`.
package protocol SceneFieldModel: Sendable {
    /// Every field, in the order a scene file's schema and a front end's help list them.
    static var sceneFields: [SceneFieldDescriptor<Self>] { get }
}
