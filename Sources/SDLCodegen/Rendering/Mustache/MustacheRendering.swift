/// One rendering in progress: the output bytes, the context stack and the position in the
/// innermost list section.
struct MustacheRendering {
    /// A context on the stack: a value, or an element of a list (kept unboxed as list and index).
    private enum Frame {
        case value(MustacheValue)
        case element(any MustacheContextList, Int)
    }

    /// Where the element being rendered sits in its list.
    private struct Position {
        var index: Int
        var count: Int
    }

    private let program: MustacheProgram
    private var output: [UInt8]
    private var stack: [Frame]
    private var position: Position?

    init(program: MustacheProgram, root: MustacheValue, capacity: Int) {
        self.program = program
        output = []
        output.reserveCapacity(capacity)
        stack = [.value(root)]
        stack.reserveCapacity(16)
    }

    /// The text rendered so far.
    var result: String { String(decoding: output, as: UTF8.self) }

    /// Renders the nodes in `range` of the program, putting `indentation` at the start of each
    /// template line.
    mutating func render(_ range: Range<Int>, indentation: [UInt8]) {
        var index = range.lowerBound
        while index < range.upperBound {
            switch program.nodes[index] {
            case .text(let text):
                program.bytes.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[text])) }
            case .lineStart:
                if !indentation.isEmpty { output.append(contentsOf: indentation) }
            case .variable(let name, let escaped):
                if let frame = lookup(name) { write(frame, escaped: escaped) }
            case .section(let name, let inverted, let end):
                let children = (index + 1)..<end
                if inverted {
                    renderInverted(lookup(name), children, indentation: indentation)
                } else {
                    renderSection(lookup(name), children, indentation: indentation)
                }
                index = end
                continue
            case .partial(let template, let partialIndentation):
                // A partial starts with no list position, as in swift-mustache.
                let saved = position
                position = nil
                let nested = partialIndentation.isEmpty ? indentation : indentation + program.bytes[partialIndentation]
                render(program.templates[template], indentation: nested)
                position = saved
            }
            index += 1
        }
    }

    /// A list renders once per element, `true` once as is, any other value once pushed.
    private mutating func renderSection(_ frame: Frame?, _ children: Range<Int>, indentation: [UInt8]) {
        switch frame {
        case nil, .value(.flag(false))?:
            return
        case .value(.flag(true))?:
            render(children, indentation: indentation)
        case .value(.texts(let lines))?:
            renderElements(count: lines.count, children, indentation: indentation) { .value(.text(lines[$0])) }
        case .value(.objects(let list))?:
            renderElements(count: list.count, children, indentation: indentation) { .element(list, $0) }
        case let frame?:
            renderPushed(frame, children, indentation: indentation)
        }
    }

    /// Renders when the value is missing, false or an empty list.
    private mutating func renderInverted(_ frame: Frame?, _ children: Range<Int>, indentation: [UInt8]) {
        switch frame {
        case nil, .value(.flag(false))?:
            render(children, indentation: indentation)
        case .value(.texts(let lines))? where lines.isEmpty:
            renderPushed(.value(.texts(lines)), children, indentation: indentation)
        case .value(.objects(let list))? where list.count == 0:
            renderPushed(.value(.objects(list)), children, indentation: indentation)
        default:
            return
        }
    }

    private mutating func renderElements(
        count: Int, _ children: Range<Int>, indentation: [UInt8], element: (Int) -> Frame
    ) {
        guard count > 0 else { return }
        let saved = position
        for index in 0..<count {
            position = Position(index: index, count: count)
            stack.append(element(index))
            render(children, indentation: indentation)
            stack.removeLast()
        }
        position = saved
    }

    private mutating func renderPushed(_ frame: Frame, _ children: Range<Int>, indentation: [UInt8]) {
        let saved = position
        position = nil
        stack.append(frame)
        render(children, indentation: indentation)
        stack.removeLast()
        position = saved
    }

    /// Looks `name` up: the top of the stack, the list position, or the nearest context that has it.
    private func lookup(_ name: MustacheName) -> Frame? {
        switch name {
        case .implicit:
            return stack.last
        case .unknown:
            return nil
        case .position(let function):
            guard let position else { return nil }
            switch function {
            case .first: return .value(.flag(position.index == 0))
            case .last: return .value(.flag(position.index == position.count - 1))
            case .index: return .value(.number(position.index))
            case .even: return .value(.flag(position.index & 1 == 0))
            case .odd: return .value(.flag(position.index & 1 == 1))
            }
        case .key(let key):
            return stack.withUnsafeBufferPointer { frames in
                var index = frames.count - 1
                while index >= 0 {
                    switch frames[index] {
                    case .value(.object(let context)):
                        if let value = context.mustacheValue(for: key) { return .value(value) }
                    case .element(let list, let element):
                        if let value = list.mustacheValue(at: element, for: key) { return .value(value) }
                    case .value:
                        break
                    }
                    index -= 1
                }
                return nil
            }
        }
    }

    private mutating func write(_ frame: Frame, escaped: Bool) {
        switch frame {
        case .value(.text(let text)): write(text, escaped: escaped)
        case .value(.number(let number)): write(String(number), escaped: false)
        case .value(.flag(let flag)): write(flag ? "true" : "false", escaped: false)
        case .value(.texts(let lines)): write(String(describing: lines), escaped: escaped)
        case .value(.object(let context)): write(String(describing: context), escaped: escaped)
        case .value(.objects(let list)): write(String(describing: list), escaped: escaped)
        case .element(let list, let index): write(list.mustacheDescription(at: index), escaped: escaped)
        }
    }

    /// Writes text, escaping `< > & " '` as swift-mustache's HTML content type does.
    private mutating func write(_ text: String, escaped: Bool) {
        guard escaped else {
            output.append(contentsOf: text.utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
            default: output.append(byte)
            }
        }
    }
}
