/// Compiles one template's text into nodes, applying the Mustache spec's standalone-line rules:
/// a line holding nothing but whitespace and one section, inverted-section, end, partial,
/// comment or pragma tag is removed whole, and a standalone partial is indented by that line's
/// leading whitespace.
struct MustacheParser {
    /// An open section, or the template itself at the bottom of the stack.
    private struct Frame {
        var tag: String
        var name: MustacheName
        var inverted: Bool
        var line: Int
        var nodes: [MustacheNode] = []
    }

    /// What a tag is, from its sigil.
    private enum TagKind {
        case variable, unescaped, section, inverted, close, partial, comment, pragma

        var canStandAlone: Bool {
            switch self {
            case .variable, .unescaped: false
            case .section, .inverted, .close, .partial, .comment, .pragma: true
            }
        }
    }

    private static let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
    private static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")

    private let bytes: [UInt8]
    private let partialIndices: [String: Int]
    private var position = 0
    private var line = 1
    private var lineStartIndex = 0
    private var lineHasTag = false
    private var atLineStart = true
    private var escapes = true
    private var frames = [Frame(tag: "", name: .implicit, inverted: false, line: 0)]

    /// Compiles `text`; `partialIndices` maps each template name of the set to its index.
    static func parse(_ text: String, partialIndices: [String: Int]) throws(MustacheTemplateError) -> [MustacheNode] {
        var parser = MustacheParser(bytes: Array(text.utf8), partialIndices: partialIndices)
        return try parser.run()
    }

    private init(bytes: [UInt8], partialIndices: [String: Int]) {
        self.bytes = bytes
        self.partialIndices = partialIndices
    }

    private mutating func run() throws(MustacheTemplateError) -> [MustacheNode] {
        while let tagStart = find(Self.openBrace, Self.openBrace, from: position) {
            noteLines(from: position, to: tagStart)
            let tagLine = line
            let (kind, content, tagEnd) = try readTag(at: tagStart)
            noteLines(from: tagStart, to: tagEnd, countOnly: true)
            if kind.canStandAlone, let lineEnd = standaloneLineEnd(tagStart: tagStart, tagEnd: tagEnd) {
                emitText(from: position, to: max(position, lineStartIndex))
                let indentation = Array(bytes[lineStartIndex..<tagStart])
                try apply(kind, content, line: tagLine, indentation: indentation, standalone: true)
                if lineEnd > tagEnd, bytes[lineEnd - 1] == Self.newline { line += 1 }
                position = lineEnd
                lineStartIndex = lineEnd
                lineHasTag = false
            } else {
                emitText(from: position, to: tagStart)
                try apply(kind, content, line: tagLine, indentation: [], standalone: false)
                position = tagEnd
                lineHasTag = true
            }
        }
        emitText(from: position, to: bytes.count)
        if frames.count > 1, let open = frames.last {
            throw MustacheTemplateError(
                line: open.line, message: "the section '{{\(open.inverted ? "^" : "#")\(open.tag)}}' is never closed")
        }
        return frames[0].nodes
    }

    // MARK: Tags

    /// Reads the tag at `start` (`{{…}}` or `{{{…}}}`): its kind, trimmed content and end.
    private func readTag(at start: Int) throws(MustacheTemplateError) -> (TagKind, String, Int) {
        let triple = start + 2 < bytes.count && bytes[start + 2] == Self.openBrace
        let contentStart = start + (triple ? 3 : 2)
        guard let close = find(Self.closeBrace, Self.closeBrace, from: contentStart),
              !triple || (close + 2 < bytes.count && bytes[close + 2] == Self.closeBrace)
        else {
            throw MustacheTemplateError(line: line, message: "the tag '\(triple ? "{{{" : "{{")' is never closed")
        }
        let raw = String(decoding: bytes[contentStart..<close], as: UTF8.self)
        let end = close + (triple ? 3 : 2)
        if triple { return (.unescaped, Self.trimmed(raw), end) }
        let content = Self.trimmed(raw)
        let rest = Self.trimmed(String(content.dropFirst()))
        switch content.first {
        case "#": return (.section, rest, end)
        case "^": return (.inverted, rest, end)
        case "/": return (.close, rest, end)
        case ">": return (.partial, rest, end)
        case "!": return (.comment, rest, end)
        case "%": return (.pragma, rest, end)
        case "&": return (.unescaped, rest, end)
        case "=": throw MustacheTemplateError(line: line, message: "set-delimiter tags are not supported")
        case "<", "$": throw MustacheTemplateError(line: line, message: "template inheritance ('{{\(content)}}') is not supported")
        default: return (.variable, content, end)
        }
    }

    /// Adds what a tag means to the node tree.
    private mutating func apply(
        _ kind: TagKind, _ content: String, line tagLine: Int, indentation: [UInt8], standalone: Bool
    ) throws(MustacheTemplateError) {
        if !standalone {
            if atLineStart { append(.lineStart) }
            atLineStart = false
        }
        switch kind {
        case .variable, .unescaped:
            append(.variable(try Self.name(content, line: tagLine), escaped: kind == .variable && escapes))
        case .section, .inverted:
            frames.append(Frame(tag: content, name: try Self.name(content, line: tagLine), inverted: kind == .inverted, line: tagLine))
        case .close:
            guard frames.count > 1, let open = frames.popLast() else {
                throw MustacheTemplateError(line: tagLine, message: "'{{/\(content)}}' closes no open section")
            }
            guard open.tag == content else {
                throw MustacheTemplateError(
                    line: tagLine,
                    message: "'{{/\(content)}}' does not close '{{\(open.inverted ? "^" : "#")\(open.tag)}}' (line \(open.line))")
            }
            append(.section(open.name, inverted: open.inverted, children: open.nodes))
        case .partial:
            guard let index = partialIndices[content] else {
                throw MustacheTemplateError(line: tagLine, message: "unknown partial '\(content)' (no \(content).mustache)")
            }
            append(.partial(template: index, indentation: standalone ? indentation : []))
        case .comment:
            break
        case .pragma:
            try applyPragma(content, line: tagLine)
        }
    }

    /// `{{% CONTENT_TYPE: TEXT}}` turns HTML escaping off from here on; `HTML` turns it back on.
    private mutating func applyPragma(_ content: String, line tagLine: Int) throws(MustacheTemplateError) {
        let parts = content.split(separator: ":", maxSplits: 1).map { Self.trimmed(String($0)) }
        guard parts.count == 2, parts[0] == "CONTENT_TYPE" else {
            throw MustacheTemplateError(line: tagLine, message: "unknown pragma '{{%\(content)}}'")
        }
        switch parts[1] {
        case "TEXT": escapes = false
        case "HTML": escapes = true
        default: throw MustacheTemplateError(line: tagLine, message: "unknown content type '\(parts[1])'")
        }
    }

    /// Resolves a tag's name: `.`, a sequence function such as `last()`, or a render key.
    private static func name(_ text: String, line: Int) throws(MustacheTemplateError) -> MustacheName {
        if text == "." { return .implicit }
        if text.hasSuffix("()"), let position = MustachePosition(rawValue: String(text.dropLast(2))) {
            return .position(position)
        }
        if text.isEmpty { throw MustacheTemplateError(line: line, message: "a tag has no name") }
        if text.contains("(") || text.contains(")") {
            throw MustacheTemplateError(line: line, message: "unsupported function '\(text)' (only first(), last(), index(), even(), odd())")
        }
        if text.contains(".") { throw MustacheTemplateError(line: line, message: "dotted names ('\(text)') are not supported") }
        return RenderKey(rawValue: text).map(MustacheName.key) ?? .unknown
    }

    // MARK: Lines and text

    /// Where a standalone line ends (after its newline, or the end of the template), or `nil`
    /// when the tag shares its line with text or another tag.
    private func standaloneLineEnd(tagStart: Int, tagEnd: Int) -> Int? {
        guard !lineHasTag, lineStartIndex <= tagStart,
              bytes[lineStartIndex..<tagStart].allSatisfy({ $0 == Self.space || $0 == Self.tab })
        else { return nil }
        var index = tagEnd
        while index < bytes.count, bytes[index] == Self.space || bytes[index] == Self.tab { index += 1 }
        if index == bytes.count { return index }
        if bytes[index] == Self.newline { return index + 1 }
        if bytes[index] == Self.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == Self.newline { return index + 2 }
        return nil
    }

    /// Counts the newlines in `start..<end`; unless `countOnly`, a newline also starts a new line
    /// for the standalone rules.
    private mutating func noteLines(from start: Int, to end: Int, countOnly: Bool = false) {
        for index in start..<end where bytes[index] == Self.newline {
            line += 1
            if !countOnly {
                lineStartIndex = index + 1
                lineHasTag = false
            }
        }
    }

    /// Appends `start..<end` as one text node per line, each line's start marked.
    private mutating func emitText(from start: Int, to end: Int) {
        var lineStart = start
        while lineStart < end {
            var lineEnd = lineStart
            while lineEnd < end, bytes[lineEnd] != Self.newline { lineEnd += 1 }
            let endsLine = lineEnd < end
            if endsLine { lineEnd += 1 }
            if atLineStart { append(.lineStart) }
            append(.text(Array(bytes[lineStart..<lineEnd])))
            atLineStart = endsLine
            lineStart = lineEnd
        }
    }

    private mutating func append(_ node: MustacheNode) {
        frames[frames.count - 1].nodes.append(node)
    }

    private func find(_ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == first, bytes[index + 1] == second { return index }
            index += 1
        }
        return nil
    }

    private static func trimmed(_ text: String) -> String {
        var slice = Substring(text)
        while let first = slice.first, first == " " || first == "\t" || first == "\n" || first == "\r" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\n" || last == "\r" { slice.removeLast() }
        return String(slice)
    }
}
