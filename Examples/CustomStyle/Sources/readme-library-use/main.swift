import Filmstrip

let info = try ImageProber.probe(path: "photo.jpg")  // format, stored size, orientation; no pixels
var scene = Scene(photos: [.file("photos/")], style: PagingStyle(headerWidth: 0))
scene.motion.position = .index(2)
let prepared = try PreparedScene(scene: scene)  // probe and lay out; cells decode when first drawn
let frame = try prepared.render(atOffset: try prepared.startOffset())
try AtomicFileWriter(overwrite: false).write(try PNGEncoder().encode(frame), to: "paging.png")
let sequence = try FrameSequence(
    prepared: prepared, startOffset: 0, gesture: .fling(velocity: 1500),
    framesPerSecond: 60)  // samples: t, offset, velocity
try SequenceRenderer(prepared: prepared, sequence: sequence)
    .write(
        to: [
            FrameFolderOutput(path: "fling"), AnimatedPNGOutput(path: "fling.png"),  // streamed, bounded memory
            AnimatedWebPOutput(path: "fling.webp", quality: .lossy(quality: 80)),
        ])
