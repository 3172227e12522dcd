import FilmstripEncode
import FilmstripText

/// A contact sheet: the frames in a grid, each with its index and time, written as one PNG at the end.
package struct ContactSheetOutput: SequenceOutput {
    /// The file.
    package var path: String

    /// A contact sheet at `path`.
    package init(path: String) {
        self.path = path
    }

    /// Fails if `path` exists and may not be replaced, or its folder cannot be written.
    package func checkDestination(overwrite: Bool) throws {
        try SequenceFileDestination.check(path, overwrite: overwrite)
    }

    /// Lays out the sheet for the sequence's frames.
    package func start(_ context: SequenceOutputContext) throws -> any SequenceOutputWriter {
        let sheet = ContactSheet(
            frameCount: context.sequence.samples.count, frameSize: context.prepared.canvasSize,
            font: try FreeTypeFont())
        return Writer(
            sheet: sheet, path: path, overwrite: context.overwrite,
            colorProfile: context.prepared.scene.pngColorProfile)
    }

    /// Places each frame the sheet shows, and writes the sheet when finished.
    final class Writer: SequenceOutputWriter {
        var sheet: ContactSheet
        let path: String
        let overwrite: Bool
        let colorProfile: PNGColorProfile?

        init(sheet: ContactSheet, path: String, overwrite: Bool, colorProfile: PNGColorProfile?) {
            self.sheet = sheet
            self.path = path
            self.overwrite = overwrite
            self.colorProfile = colorProfile
        }

        func append(_ frame: RenderedFrame) throws {
            try sheet.add(frame.image, index: frame.index, time: frame.sample.time)
        }

        func finish() throws {
            try AtomicFileWriter(overwrite: overwrite).write(
                try PNGEncoder(compression: .default, colorProfile: colorProfile).encode(try sheet.makeImage()),
                to: path)
        }
    }
}
