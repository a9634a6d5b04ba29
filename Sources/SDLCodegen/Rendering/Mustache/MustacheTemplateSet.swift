/// Templates compiled once, by name: every partial resolved to an index, every name to a
/// ``RenderKey``. Rendering walks the nodes; nothing is parsed or looked up by string again.
struct MustacheTemplateSet: Sendable {
    /// Template names, sorted; a template's index is its position here.
    let names: [String]
    /// The compiled templates, in `names` order, laid out for rendering.
    let program: MustacheProgram
    private let indices: [String: Int]

    /// Compiles every template; an error names `origin/NAME.mustache:LINE`.
    init(sources: [String: String], origin: String) throws(RenderError) {
        let names = sources.keys.sorted()
        var indices: [String: Int] = [:]
        for (index, name) in names.enumerated() { indices[name] = index }
        var templates: [[MustacheNode]] = []
        for name in names {
            do {
                templates.append(try MustacheParser.parse(sources[name] ?? "", partialIndices: indices))
            } catch {
                throw RenderError(message: "\(origin)/\(name).mustache:\(error.line): error: \(error.message)")
            }
        }
        self.names = names
        self.program = MustacheProgram(templates)
        self.indices = indices
    }

    /// The index of the template called `name`.
    func index(named name: String) -> Int? {
        indices[name]
    }

    /// Renders template `index` with `root` as the outermost context.
    func render(_ index: Int, root: MustacheValue, capacity: Int) -> String {
        var rendering = MustacheRendering(program: program, root: root, capacity: capacity)
        rendering.render(program.templates[index], indentation: [])
        return rendering.result
    }
}
