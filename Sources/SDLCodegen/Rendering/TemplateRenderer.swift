import Foundation
import SDLSpec

/// Stage 3 of the pipeline: lays render models out with the Mustache templates of a folder
/// (`file`, `enum`, `struct`, `spec-info`), compiled once by our own small Mustache engine
/// (`Rendering/Mustache/`).
public struct TemplateRenderer: Sendable {
    /// The templates every generation needs.
    public static let requiredTemplates = ["file", "enum", "struct", "spec-info"]

    let templates: MustacheTemplateSet

    /// Loads every `*.mustache` file of `directory`; throws naming the file and line of a template error.
    public init(directory: String) throws(RenderError) {
        let url = URL(fileURLWithPath: directory)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".mustache") }.sorted()
        } catch {
            throw RenderError(message: "\(directory): error: cannot read the templates folder")
        }
        var templates: [String: String] = [:]
        for name in names {
            let path = url.appendingPathComponent(name).path
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw RenderError(message: "\(path): error: cannot read the template")
            }
            templates[String(name.dropLast(".mustache".count))] = text
        }
        try self.init(templates: templates, origin: directory)
    }

    /// Uses templates given as text, keyed by name (no extension).
    public init(templates: [String: String], origin: String = "Templates") throws(RenderError) {
        let set = try MustacheTemplateSet(sources: templates, origin: origin)
        for name in Self.requiredTemplates where set.index(named: name) == nil {
            throw RenderError(message: "\(origin): error: the template '\(name).mustache' is missing")
        }
        self.templates = set
    }

    /// Renders every file, spread over the machine's cores (each file is independent), in order.
    public func renderAll(_ files: [RenderFile]) throws(RenderError) -> [String] {
        // Largest first, so the last file to finish is a small one (longest-processing-time order).
        let order = files.indices.sorted { files[$0].weight > files[$1].weight }
        let results = ParallelMap.run(count: files.count, order: order) { index in
            Result { () throws(RenderError) -> String in try render(files[index]) }
        }
        return try results.map { result throws(RenderError) in try result.get() }
    }

    /// Renders one file with the template it names.
    public func render(_ file: RenderFile) throws(RenderError) -> String {
        guard let index = templates.index(named: file.template) else {
            throw RenderError(message: "error: no template named '\(file.template)'")
        }
        // About 100 output bytes per unit of weight; the buffer grows if a file needs more.
        return templates.render(index, root: .object(file), capacity: 4096 + 128 * file.weight)
    }
}

/// A template that cannot be loaded or used.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `path:line: error: …`.
    public var message: String

    /// Creates the error.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
