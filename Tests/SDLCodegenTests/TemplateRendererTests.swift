@testable import SDLCodegen
import Testing

@Suite("Template renderer")
struct TemplateRendererTests {
    @Test("an enum renders its cases, raw values and the open case")
    func enumSnippet() throws {
        let files = try CodegenTestSupport.translate(CodegenTestSupport.spec(
            #"<enum name="Sampling" since="1.0"><element name="8KHZ"/><element name="DEFAULT"/></enum>"#))
        let renderer = try TemplateRenderer(directory: CodegenTestSupport.templatesDirectory)
        let file = try #require(files.first { $0.enums.contains { $0.swiftName == "SDLSampling" } })
        let text = try renderer.render(file)
        #expect(text.contains("""
                public static let enumerationInfo = SDLEnumerationInfo<SDLSampling>(specName: "Sampling", knownCases: [
                    ._8khz,
                    .`default`,
                ])
            """))
        #expect(!text.contains("init(rawValue:"), "init(rawValue:) comes from the runtime, once for every enum")
        #expect(text.contains("""
                    case ._8khz: "8KHZ"
                    case .`default`: "DEFAULT"
                    case .unrecognized(let value): value
            """))
        #expect(text.contains("    case `default`\n    /// A value this spec does not define"))
    }

    @Test("a struct with no params still gets an initialiser and empty coding")
    func emptyStruct() throws {
        let files = try CodegenTestSupport.translate(CodegenTestSupport.spec(#"<struct name="Empty" since="1.0"/>"#))
        let renderer = try TemplateRenderer(directory: CodegenTestSupport.templatesDirectory)
        let file = try #require(files.first { $0.structs.contains { $0.swiftName == "SDLEmpty" } })
        let text = try renderer.render(file)
        #expect(text.contains("    public init() {\n    }"))
        #expect(text.contains(
            "public static let structureInfo: SDLStructureInfo = SDLStructureInfo(specName: \"Empty\", specLine: 5, rules: \"\"\"\n        \"\"\")"))
        #expect(text.contains("        self.init()\n"))
    }

    @Test("a broken template is reported with its file and line")
    func brokenTemplate() {
        let error = #expect(throws: RenderError.self) {
            try TemplateRenderer(templates: ["file": "ok\n{{#open}}\n", "enum": "", "struct": "", "spec-info": ""], origin: "T")
        }
        #expect(error?.message.hasPrefix("T/file.mustache:") == true)
    }

    @Test("a missing template is named")
    func missingTemplate() {
        let error = #expect(throws: RenderError.self) {
            try TemplateRenderer(templates: ["file": "", "enum": "", "struct": ""], origin: "T")
        }
        #expect(error?.message == "T: error: the template 'spec-info.mustache' is missing")
    }
}
