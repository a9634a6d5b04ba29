/// A set of compiled templates as rendering walks them: every template's nodes in one array (a
/// section's children follow it, up to its `end`), every literal text and indentation a range of
/// one byte array. Nodes hold no references, so walking them retains and releases nothing.
struct MustacheProgram: Sendable {
    /// One step of a template.
    enum Node: Sendable {
        /// Literal text: `bytes[range]`.
        case text(Range<Int>)
        /// The start of a template line: where a standalone partial's indentation goes.
        case lineStart
        /// `{{name}}` or `{{{name}}}`.
        case variable(MustacheName, escaped: Bool)
        /// A section whose children are the nodes after it, up to `end` (exclusive).
        case section(MustacheName, inverted: Bool, end: Int)
        /// `{{> name}}`: template `template`, each line indented by `bytes[indentation]`.
        case partial(template: Int, indentation: Range<Int>)
    }

    private(set) var nodes: [Node] = []
    private(set) var bytes: [UInt8] = []
    /// Each template's nodes, by template index.
    private(set) var templates: [Range<Int>] = []

    /// Lays out `templates` (parsed trees, by template index).
    init(_ templates: [[MustacheNode]]) {
        for tree in templates {
            let start = nodes.count
            append(tree)
            self.templates.append(start..<nodes.count)
        }
    }

    private mutating func append(_ tree: [MustacheNode]) {
        for node in tree {
            switch node {
            case .text(let text):
                nodes.append(.text(store(text)))
            case .lineStart:
                nodes.append(.lineStart)
            case .variable(let name, let escaped):
                nodes.append(.variable(name, escaped: escaped))
            case .section(let name, let inverted, let children):
                let index = nodes.count
                nodes.append(.lineStart)   // replaced once the children's end is known
                append(children)
                nodes[index] = .section(name, inverted: inverted, end: nodes.count)
            case .partial(let template, let indentation):
                nodes.append(.partial(template: template, indentation: store(indentation)))
            }
        }
    }

    private mutating func store(_ text: [UInt8]) -> Range<Int> {
        let start = bytes.count
        bytes += text
        return start..<bytes.count
    }
}
