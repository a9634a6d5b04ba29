import CLibXML2
import Foundation
import SDLCodegen
import SDLSpec

/// Times the generator stage by stage on one spec, beside libxml2 parsing the same bytes alone.
struct GeneratorBenchmark {
    let specPath: String
    let templatesPath: String
    let runs: Int

    func run() throws {
        guard let data = FileManager.default.contents(atPath: specPath) else {
            throw BenchmarkError("cannot read \(specPath)")
        }
        let bytes = [UInt8](data)
        let fileName = URL(fileURLWithPath: specPath).lastPathComponent
        var libxml2: [Duration] = []
        var load: [Duration] = []
        var parse: [Duration] = []
        var translate: [Duration] = []
        var render: [Duration] = []
        var total: [Duration] = []
        var outputSize = 0
        let clock = ContinuousClock()
        for _ in 0..<runs {
            libxml2.append(clock.measure { Self.parseWithLibXML2Only(bytes) })

            let start = clock.now
            let renderer = try TemplateRenderer(directory: templatesPath)
            let loaded = clock.now
            let interface = try SpecParser.parse(bytes: bytes, fileName: fileName).interface
            let parsed = clock.now
            var translator = Translator(interface: interface)
            let files = try translator.translate()
            let translated = clock.now
            outputSize = try renderer.renderAll(files).reduce(0) { $0 + $1.utf8.count }
            let rendered = clock.now
            load.append(loaded - start)
            parse.append(parsed - loaded)
            translate.append(translated - parsed)
            render.append(rendered - translated)
            total.append(rendered - start)
        }
        print("Generator on \(specPath) (\(bytes.count) bytes), release build, median of \(runs) runs:")
        BenchmarkTable.print([
            ("libxml2 parse alone (baseline)", libxml2),
            ("load templates", load),
            ("parse: libxml2 + model + checks", parse),
            ("translate", translate),
            ("render \(OutputLayout.fileNames.count) files (\(outputSize / 1024) KiB)", render),
            ("total: load + parse + translate + render", total),
        ])
        let ratio = BenchmarkTable.median(total) / BenchmarkTable.median(libxml2)
        print(String(format: "total / libxml2 alone: %.1f×", ratio))
    }

    /// What libxml2 costs by itself: read the document into a tree and free it.
    static func parseWithLibXML2Only(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue)
                if let document = xmlReadMemory(chars.baseAddress, Int32(chars.count), "bench.xml", nil, options) {
                    xmlFreeDoc(document)
                }
            }
        }
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
