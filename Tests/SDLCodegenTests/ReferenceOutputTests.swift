import Foundation
@testable import SDLCodegen
import SDLSpec
import Testing

/// Whole-file reference tests: the generator's output for our own fixture spec
/// (`Fixtures/Weather.xml`) must equal the files in `Fixtures/Reference/`. To accept a change
/// on purpose, run `SDL_RECORD_REFERENCES=1 swift test --filter ReferenceOutputTests` and
/// review the diff in git.
@Suite("Reference output for the Weather fixture spec")
struct ReferenceOutputTests {
    @Test("every generated file matches its reference")
    func matchesReferences() throws {
        let fixtures = CodegenTestSupport.fixturesDirectory
        let spec = try SpecParser.parse(contentsOf: fixtures.appendingPathComponent("Weather.xml").path)
        let outputs = try GeneratorPipeline(templatesDirectory: CodegenTestSupport.templatesDirectory).generate(spec.interface)
        #expect(outputs.map(\.fileName) == OutputLayout.fileNames)
        let referenceDirectory = fixtures.appendingPathComponent("Reference")
        let recording = ProcessInfo.processInfo.environment["SDL_RECORD_REFERENCES"] == "1"
        for output in outputs {
            let url = referenceDirectory.appendingPathComponent(output.fileName + ".txt")
            if recording {
                try FileManager.default.createDirectory(at: referenceDirectory, withIntermediateDirectories: true)
                try Data(output.contents.utf8).write(to: url)
                continue
            }
            let expected = try #require(FileManager.default.contents(atPath: url.path), "no reference \(url.lastPathComponent)")
            let difference = CodegenTestSupport.diff(
                expected: String(decoding: expected, as: UTF8.self), actual: output.contents, name: output.fileName)
            #expect(difference == nil, "\(difference ?? "")")
        }
    }

    @Test("writing only changed files leaves identical files untouched")
    func writeIfChanged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-codegen-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outputs = [GeneratorPipeline.Output(fileName: "A.swift", contents: "a"), GeneratorPipeline.Output(fileName: "B.swift", contents: "b")]
        #expect(try GeneratorPipeline.write(outputs, to: directory) == ["A.swift", "B.swift"])
        #expect(try GeneratorPipeline.write(outputs, to: directory) == [])
        let changed = [outputs[0], GeneratorPipeline.Output(fileName: "B.swift", contents: "b2")]
        #expect(try GeneratorPipeline.write(changed, to: directory) == ["B.swift"])
    }
}
