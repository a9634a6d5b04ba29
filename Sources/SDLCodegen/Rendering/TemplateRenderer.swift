import Foundation
import Mustache

/// Stage 3 of the pipeline: lays render models out with the Mustache templates of a folder
/// (`file`, `enum`, `struct`, `spec-info`).
public struct TemplateRenderer: Sendable {
    /// The templates every generation needs.
    public static let requiredTemplates = ["file", "enum", "struct", "spec-info"]

    let library: MustacheLibrary

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
        var library = MustacheLibrary()
        for (name, text) in templates.sorted(by: { $0.key < $1.key }) {
            do {
                library.register(try MustacheTemplate(string: text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                throw RenderError(message: "\(origin)/\(name).mustache:\(error.context.lineNumber): error: \(error.error)")
            } catch {
                throw RenderError(message: "\(origin)/\(name).mustache: error: \(error)")
            }
        }
        for name in Self.requiredTemplates where library.getTemplate(named: name) == nil {
            throw RenderError(message: "\(origin): error: the template '\(name).mustache' is missing")
        }
        self.library = library
    }

    /// Renders one file with the template it names.
    public func render(_ file: RenderFile) throws(RenderError) -> String {
        guard let text = library.render(file, withTemplate: file.template) else {
            throw RenderError(message: "error: no template named '\(file.template)'")
        }
        return text
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
