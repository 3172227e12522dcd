/// Text broken into lines as UILabel breaks it: wrapped by word (or character), at most `maxLines` lines and as many
/// as fit `maxHeight`, the last line cut or shortened with "…" by the line break mode when text is left over.
/// Only the lines kept are measured (`TextContent` measures lazily), so a huge string in a small label costs what
/// is shown.
struct TextLayout: Equatable {
    /// The lines, top to bottom.
    let lines: [TextLine]
    /// The widest line's width and the lines' total height (line spacing between them), in points.
    let size: CGSize

    /// Lays out `content` in `width` points (infinite: no wrapping), at most `maxLines` lines (0: any number) and
    /// as many as fit `maxHeight` (at least one), `lineSpacing` points between lines.
    init(
        _ content: TextContent, width: CGFloat, maxLines: Int, maxHeight: CGFloat = .infinity,
        lineBreakMode: NSLineBreakMode, lineSpacing: CGFloat
    ) {
        var lines: [TextLine] = []
        var start = 0
        var top: CGFloat = 0
        let spacing = max(0, lineSpacing.isFinite ? lineSpacing : 0)
        let limit = width.isNaN ? 0 : max(0, width)
        while start < content.count || (start == content.count && start > 0 && content.isNewline(start - 1)) {
            if start == content.count {
                // A trailing newline opens an empty last line, as UIKit measures it.
                var empty = TextLine(items: [], width: 0)
                Self.measureHeight(of: &empty, content: content, fallbackStyle: content.style(at: start - 1))
                if maxLines > 0 && lines.count >= maxLines { break }
                if !lines.isEmpty && top + empty.height > maxHeight { break }
                empty.top = top
                lines.append(empty)
                break
            }
            let styleHeight = content.styles[content.style(at: start)].font.lineHeight
            let nextTop = top + styleHeight + spacing
            let isLast =
                (maxLines > 0 && lines.count == maxLines - 1)
                || (nextTop + styleHeight > maxHeight && maxHeight.isFinite)
            var (line, next) = Self.wrappedLine(
                content, from: start, width: limit,
                byCharacter: lineBreakMode == .byCharWrapping)
            if isLast, next < content.count {
                switch lineBreakMode {
                case .byWordWrapping, .byCharWrapping: break
                case .byClipping: line = Self.clippedLine(content, from: start, width: limit)
                case .byTruncatingTail: line = Self.tailTruncated(content, from: start, width: limit)
                case .byTruncatingHead: line = Self.headTruncated(content, from: start, width: limit)
                case .byTruncatingMiddle: line = Self.middleTruncated(content, from: start, width: limit)
                }
                next = content.count
            }
            Self.measureHeight(of: &line, content: content, fallbackStyle: content.style(at: start))
            line.top = top
            lines.append(line)
            top += line.height + spacing
            start = next
            if isLast { break }
        }
        self.lines = lines
        let height = lines.last.map { $0.top + $0.height } ?? 0
        size = CGSize(width: lines.map(\.width).max() ?? 0, height: height)
    }

    // MARK: Lines

    /// The line starting at `start` wrapped to `width`: by word, unless `byCharacter` or a word is longer than the
    /// line. Spaces at the break hang past the width and are left out of the line's width. Returns the line and
    /// where the next starts.
    static func wrappedLine(_ content: TextContent, from start: Int, width: CGFloat, byCharacter: Bool) -> (
        TextLine, Int
    ) {
        var pen: CGFloat = 0
        var index = start
        var lastBreak: (end: Int, next: Int)?
        while index < content.count {
            if content.isNewline(index) { return (line(content, start..<index), index + 1) }
            let advance = content.advance(at: index)
            if content.isBreakingSpace(index) {
                pen += advance
                index += 1
                var next = index
                while next < content.count, content.isBreakingSpace(next) {
                    pen += content.advance(at: next)
                    next += 1
                }
                lastBreak = (trimmedEnd(content, start..<index - 1), next)
                index = next
                continue
            }
            if pen + advance > width && index > start {
                if !byCharacter, let lastBreak, lastBreak.next > start {
                    return (line(content, start..<lastBreak.end), lastBreak.next)
                }
                return (line(content, start..<index), index)
            }
            pen += advance
            index += 1
        }
        return (line(content, start..<index), index)
    }

    /// The paragraph from `start` on one line, cut at the first character that starts past `width` (the one
    /// crossing it is kept, to be clipped when drawn).
    static func clippedLine(_ content: TextContent, from start: Int, width: CGFloat) -> TextLine {
        var pen: CGFloat = 0
        var index = start
        while index < content.count, !content.isNewline(index), pen < width {
            pen += content.advance(at: index)
            index += 1
        }
        return line(content, start..<index)
    }

    /// The text from `start` as long as fits `width` with "…" after it (in the last kept character's style).
    static func tailTruncated(_ content: TextContent, from start: Int, width: CGFloat) -> TextLine {
        let ellipsisStyle = content.style(at: start)
        let room = width - content.ellipsis(style: ellipsisStyle).advance
        var pen: CGFloat = 0
        var index = start
        while index < content.count, !content.isNewline(index), pen + content.advance(at: index) <= room {
            pen += content.advance(at: index)
            index += 1
        }
        let end = trimmedEnd(content, start..<index)
        let style = end > start ? content.style(at: end - 1) : ellipsisStyle
        return joined(content, [.characters(start..<end), .ellipsis(style: style)])
    }

    /// "…" then as much of the text's end (not before `start` or a paragraph's end) as fits `width`.
    static func headTruncated(_ content: TextContent, from start: Int, width: CGFloat) -> TextLine {
        let last = content.count - 1
        let ellipsisStyle = content.style(at: last)
        let room = width - content.ellipsis(style: ellipsisStyle).advance
        let begin = suffixStart(content, after: start, room: room)
        return joined(content, [.ellipsis(style: ellipsisStyle), .characters(begin..<content.count)])
    }

    /// As much of the text from `start` as fits half the room, "…", then as much of the text's end as fits the rest.
    static func middleTruncated(_ content: TextContent, from start: Int, width: CGFloat) -> TextLine {
        let ellipsisStyle = content.style(at: start)
        let room = width - content.ellipsis(style: ellipsisStyle).advance
        var pen: CGFloat = 0
        var index = start
        while index < content.count, !content.isNewline(index), pen + content.advance(at: index) <= room / 2 {
            pen += content.advance(at: index)
            index += 1
        }
        let end = trimmedEnd(content, start..<index)
        let begin = suffixStart(content, after: index, room: room - pen)
        return joined(
            content, [.characters(start..<end), .ellipsis(style: ellipsisStyle), .characters(begin..<content.count)])
    }

    /// Where the longest end of the text that fits `room` starts (not before `lowest`, nor at or before a paragraph's
    /// end), leading spaces left out.
    private static func suffixStart(_ content: TextContent, after lowest: Int, room: CGFloat) -> Int {
        var pen: CGFloat = 0
        var begin = content.count
        while begin > lowest, !content.isNewline(begin - 1), pen + content.advance(at: begin - 1) <= room {
            pen += content.advance(at: begin - 1)
            begin -= 1
        }
        while begin < content.count, content.isBreakingSpace(begin) { begin += 1 }
        return begin
    }

    /// The end of `range` without its trailing spaces.
    private static func trimmedEnd(_ content: TextContent, _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, content.isBreakingSpace(end - 1) { end -= 1 }
        return end
    }

    /// A line of `range`, trailing spaces left out of its width.
    private static func line(_ content: TextContent, _ range: Range<Int>) -> TextLine {
        joined(content, [.characters(range.lowerBound..<trimmedEnd(content, range))])
    }

    /// A line of `items` (empty stretches dropped) and their width.
    private static func joined(_ content: TextContent, _ items: [TextLineItem]) -> TextLine {
        var kept: [TextLineItem] = []
        var width: CGFloat = 0
        for item in items {
            switch item {
            case .characters(let range):
                guard !range.isEmpty else { continue }
                for index in range { width += content.advance(at: index) }
            case .ellipsis(let style):
                width += content.ellipsis(style: style).advance
            }
            kept.append(item)
        }
        return TextLine(items: kept, width: width)
    }

    /// Sets the line's ascender, descender and leading to the largest of its styles' fonts (`fallbackStyle`'s for
    /// an empty line).
    private static func measureHeight(of line: inout TextLine, content: TextContent, fallbackStyle: Int) {
        var styles: Set<Int> = []
        for item in line.items {
            switch item {
            case .characters(let range):
                var index = range.lowerBound
                while index < range.upperBound {
                    let style = content.style(at: index)
                    styles.insert(style)
                    let run = content.runs.firstIndex { $0.start > index } ?? content.runs.count
                    index = run < content.runs.count ? content.runs[run].start : range.upperBound
                }
            case .ellipsis(let style): styles.insert(style)
            }
        }
        if styles.isEmpty { styles.insert(fallbackStyle) }
        let fonts = styles.sorted().map { content.styles[$0].font }
        line.ascender = fonts.map(\.ascender).max() ?? 0
        line.descender = fonts.map(\.descender).min() ?? 0
        line.leading = fonts.map(\.leading).max() ?? 0
    }
}
