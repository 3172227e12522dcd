import FeedStyle
import Filmstrip
import Foundation

// Renders Filmstrip's sample photos as a vertical feed scrolled to the third photo, with a badge drawn over each
// photo by a cell renderer, and writes custom-style.png in the current directory.
var scene = Scene(photos: Scene.samplePhotos, style: FeedStyle(gap: 8))
scene.view.width = 320
scene.view.height = 480
scene.motion.position = .index(2)
scene.look.background = RGBA(r: 0x1C, g: 0x1C, b: 0x1E)
scene.look.cellRenderer = ClosureCellRenderer { cell, canvas in
    StandardCellRenderer().draw(cell, on: &canvas)
    let radius = 10.0 * Double(cell.scale)
    canvas.fillCircle(
        centreX: cell.frame.x + cell.frame.width - 2 * radius, centreY: cell.frame.y + 2 * radius,
        radius: radius, with: RGBA(r: 0xFF, g: 0x3B, b: 0x30), clippedTo: canvas.bounds)
}

do {
    let prepared = try PreparedScene(scene: scene)
    let image = try prepared.render(atOffset: try prepared.startOffset())
    let path = FileManager.default.currentDirectoryPath + "/custom-style.png"
    try AtomicFileWriter(overwrite: true).write(try PNGEncoder().encode(image), to: path)
    print(path)
} catch {
    FileHandle.standardError.write(Data("custom-style: \(error)\n".utf8))
    exit(1)
}
