@testable import SDLCodegen
import Testing

/// The Mustache engine of `Rendering/Mustache/` on its own: every tag kind, the standalone-line
/// rules, partial indentation, the list position functions and every compile error.
@Suite("Mustache engine")
struct MustacheEngineTests {
    /// A render model answering from a dictionary.
    struct Model: MustacheContext {
        var values: [RenderKey: MustacheValue] = [:]

        init(_ values: [RenderKey: MustacheValue] = [:]) {
            self.values = values
        }

        func mustacheValue(for key: RenderKey) -> MustacheValue? {
            values[key]
        }
    }

    /// Compiles `template` as `t` beside `partials` and renders it over `model`.
    func render(_ template: String, _ model: Model = Model(), partials: [String: String] = [:]) throws -> String {
        var sources = partials
        sources["t"] = template
        let set = try MustacheTemplateSet(sources: sources, origin: "T")
        let index = try #require(set.index(named: "t"))
        return set.render(index, root: .object(model), capacity: 0)
    }

    /// The message a template fails to compile with.
    func compileError(_ template: String, partials: [String: String] = [:]) -> String? {
        var sources = partials
        sources["t"] = template
        let error = #expect(throws: RenderError.self) { try MustacheTemplateSet(sources: sources, origin: "T") }
        return error?.message
    }

    static var names: MustacheValue { .objects([
        Model([.name: .text("a")]), Model([.name: .text("b")]), Model([.name: .text("c")]),
    ]) }

    @Test("variables: HTML-escaped by default, raw in triple braces, with & or after the TEXT pragma")
    func variables() throws {
        let model = Model([.name: .text(#"a<b>&"'"#), .ruleIndex: .number(42), .isDeprecated: .flag(true)])
        #expect(try render("{{name}}|{{{name}}}|{{& name}}", model) == #"a&lt;b&gt;&amp;&quot;&#39;|a<b>&"'|a<b>&"'"#)
        #expect(try render("{{% CONTENT_TYPE: TEXT}}\n{{name}}", model) == #"a<b>&"'"#)
        #expect(try render("{{% CONTENT_TYPE: TEXT}}{{% CONTENT_TYPE: HTML}}{{name}}", model) == "a&lt;b&gt;&amp;&quot;&#39;")
        #expect(try render("{{ ruleIndex }} {{isDeprecated}}", model) == "42 true")
        #expect(try render("[{{swiftName}}][{{noSuchName}}]", model) == "[][]")
        #expect(try render("a{{! a comment }}b", model) == "ab")
    }

    @Test("sections iterate lists with the element pushed and names found further up the stack")
    func listSections() throws {
        let model = Model([.swiftName: .text("S"), .cases: Self.names, .docLines: .texts(["x", "y"])])
        #expect(try render("{{#cases}}{{name}}{{swiftName}};{{/cases}}", model) == "aS;bS;cS;")
        #expect(try render("{{#docLines}}<{{.}}>{{/docLines}}", model) == "<x><y>")
        let nested = Model([.cases: .objects([
            Model([.name: .text("a"), .docLines: .texts(["1", "2"])]),
            Model([.name: .text("b"), .docLines: .texts([])]),
        ])])
        #expect(try render("{{#cases}}{{name}}({{#docLines}}{{name}}{{.}}{{/docLines}}){{/cases}}", nested) == "a(a1a2)b()")
    }

    @Test("flags render when true, objects once pushed, missing values not at all; inverted sections the opposite")
    func flagsAndOptionals() throws {
        let message = Model([.functionCase: .text("Alert")])
        let model = Model([.isDeprecated: .flag(true), .hasProperties: .flag(false), .message: .object(message),
                           .swiftName: .text("S"), .properties: .objects([Model]()), .attributes: .texts([])])
        #expect(try render("{{#isDeprecated}}D{{/isDeprecated}}{{#hasProperties}}P{{/hasProperties}}", model) == "D")
        #expect(try render("{{^isDeprecated}}D{{/isDeprecated}}{{^hasProperties}}P{{/hasProperties}}", model) == "P")
        #expect(try render("{{#message}}{{functionCase}} {{swiftName}}{{/message}}", model) == "Alert S")
        #expect(try render("{{#responseType}}R{{/responseType}}{{^responseType}}none{{/responseType}}", model) == "none")
        #expect(try render("{{^properties}}empty{{/properties}}{{^attributes}} too{{/attributes}}", model) == "empty too")
        #expect(try render("{{^message}}no{{/message}}", model) == "")
        // A present value that is not a list or a flag renders once, even when empty, as swift-mustache does.
        #expect(try render("{{#name}}[{{.}}]{{/name}}", Model([.name: .text("")])) == "[]")
    }

    @Test("first(), last() and index() answer for the innermost list element")
    func positions() throws {
        let model = Model([.properties: Self.names, .message: .object(Model())])
        #expect(try render("{{#properties}}{{name}}{{^last()}}, {{/last()}}{{/properties}}", model) == "a, b, c")
        #expect(try render("{{#properties}}{{#first()}}^{{/first()}}{{index()}}{{#even()}}e{{/even()}}{{/properties}}", model) == "^0e12e")
        // Outside a list (and inside an object section) there is no position: last() is missing.
        #expect(try render("{{^last()}}none{{/last()}}", model) == "none")
        #expect(try render("{{#properties}}{{#message}}{{^last()}}x{{/last()}}{{/message}}{{/properties}}", model) == "xxx")
    }

    @Test("a line with only a section, inverted, end, partial, comment or pragma tag is removed")
    func standaloneLines() throws {
        let model = Model([.isDeprecated: .flag(true), .name: .text("N"), .docLines: .texts(["1", "2"])])
        #expect(try render("begin\n  {{#isDeprecated}}  \nin\n\t{{/isDeprecated}}\nend\n", model) == "begin\nin\nend\n")
        #expect(try render("{{% CONTENT_TYPE: TEXT}}\n  {{! note }}\n{{^isDeprecated}}\nx\n{{/isDeprecated}}\ny\n", model) == "y\n")
        #expect(try render("{{#docLines}}\n{{.}}\n{{/docLines}}\n", model) == "1\n2\n")
        #expect(try render("|\r\n{{#isDeprecated}}\r\n{{/isDeprecated}}\r\n|", model) == "|\r\n|")
        #expect(try render("a\n{{#isDeprecated}}x\n  {{/isDeprecated}}", model) == "a\nx\n")
        // Not standalone: other text or a second tag on the line, or a variable tag.
        #expect(try render(" {{#isDeprecated}}x{{/isDeprecated}} \n", model) == " x \n")
        #expect(try render("{{#isDeprecated}}{{/isDeprecated}}\n", model) == "\n")
        #expect(try render("  {{name}}\n", model) == "  N\n")
    }

    @Test("a standalone partial is indented line by line; an inline one is not")
    func partials() throws {
        let model = Model([.name: .text("N"), .docLines: .texts(["l1", "l2\nl3"])])
        let partials = ["p": "x\n{{#docLines}}\n{{.}}\n{{/docLines}}\ny\n", "q": "<{{name}}>", "r": "r\n  {{> p}}\n"]
        #expect(try render("  {{> p}}\nend", model, partials: partials) == "  x\n  l1\n  l2\nl3\n  y\nend")
        #expect(try render("a{{>q}}b\n", model, partials: partials) == "a<N>b\n")
        #expect(try render("\t{{> r}}\n", model, partials: partials) == "\tr\n\t  x\n\t  l1\n\t  l2\nl3\n\t  y\n")
        // A partial starts in HTML mode whatever its caller's content type, as in swift-mustache.
        #expect(try render("{{% CONTENT_TYPE: TEXT}}{{> q}}", Model([.name: .text("<")]), partials: partials) == "<&lt;>")
    }

    @Test("compile errors name the template and the line")
    func errors() {
        #expect(compileError("a\n{{#open}}\nb\n") == "T/t.mustache:2: error: the section '{{#open}}' is never closed")
        #expect(compileError("{{^a}}\n{{#b}}\n{{/a}}\n") == "T/t.mustache:3: error: '{{/a}}' does not close '{{#b}}' (line 2)")
        #expect(compileError("x\n\n{{/a}}") == "T/t.mustache:3: error: '{{/a}}' closes no open section")
        #expect(compileError("x\n  {{> nothere}}\n") == "T/t.mustache:2: error: unknown partial 'nothere' (no nothere.mustache)")
        #expect(compileError("x\n{{name") == "T/t.mustache:2: error: the tag '{{' is never closed")
        #expect(compileError("{{a.b}}") == "T/t.mustache:1: error: dotted names ('a.b') are not supported")
        #expect(compileError("{{% FOO}}") == "T/t.mustache:1: error: unknown pragma '{{%FOO}}'")
        #expect(compileError("{{=<% %>=}}") == "T/t.mustache:1: error: set-delimiter tags are not supported")
    }

    @Test("the renderer names a missing required template and a broken one with its line")
    func rendererErrors() {
        let missing = #expect(throws: RenderError.self) {
            try TemplateRenderer(templates: ["file": "", "enum": "", "spec-info": ""], origin: "T")
        }
        #expect(missing?.message == "T: error: the template 'struct.mustache' is missing")
        let broken = #expect(throws: RenderError.self) {
            try TemplateRenderer(templates: ["file": "", "enum": "\n\n{{#cases}}", "struct": "", "spec-info": ""], origin: "T")
        }
        #expect(broken?.message == "T/enum.mustache:3: error: the section '{{#cases}}' is never closed")
    }
}
