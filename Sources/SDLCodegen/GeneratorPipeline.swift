import Foundation
import SDLSpec

/// The whole generator: parse (libxml2) → translate (names, types, rules, docs) → render
/// (templates) → write only the files whose content changed.
public struct GeneratorPipeline: Sendable {
    /// One generated file.
    public struct Output: Hashable, Sendable {
        /// File name (see ``OutputLayout``).
        public var fileName: String
        /// Swift source.
        public var contents: String
    }

    let renderer: TemplateRenderer

    /// Uses the templates in `templatesDirectory`.
    public init(templatesDirectory: String) throws(RenderError) {
        self.renderer = try TemplateRenderer(directory: templatesDirectory)
    }

    /// Uses an already loaded renderer.
    public init(renderer: TemplateRenderer) {
        self.renderer = renderer
    }

    /// Translates and renders a parsed spec.
    public func generate(_ interface: SpecInterface) throws -> [Output] {
        var translator = Translator(interface: interface)
        let files = try translator.translate()
        let texts = try renderer.renderAll(files)
        return zip(files, texts).map { Output(fileName: $0.fileName, contents: $1) }
    }

    /// Writes `outputs` into `directory`, touching only files whose content differs, so that an
    /// unchanged spec leaves the compiler nothing to do. Returns the names actually written.
    @discardableResult
    public static func write(_ outputs: [Output], to directory: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for output in outputs {
            let path = URL(fileURLWithPath: directory).appendingPathComponent(output.fileName).path
            let data = Data(output.contents.utf8)
            if FileManager.default.contents(atPath: path) == data { continue }
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            written.append(output.fileName)
        }
        return written
    }
}
