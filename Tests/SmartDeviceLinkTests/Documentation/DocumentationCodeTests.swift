import Foundation
import Testing

/// Every ```swift block of the README and of the DocC catalogs (articles and tutorials) is code
/// that compiles: it appears, line by line, in a Swift file this package builds — this folder and
/// `Readme/` (compiled with this test target) or `Snippets/` (built by `swift build`). Indentation
/// and blank lines do not count, nor do a block's `import` lines (the compiled file has its own), so
/// a block may sit inside a function or a type there. A block that
/// cannot be compiled says why in an HTML comment on the line before it:
/// `<!-- not compiled: … -->`. A tutorial's `@Code` files are links into `Snippets/`, which
/// `swift build` compiles.
@Suite("Code in the documentation")
struct DocumentationCodeTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// One fenced block: where it is and its lines.
    struct Block: CustomStringConvertible {
        var file: String
        var line: Int
        var lines: [String]
        var description: String { "\(file):\(line)" }
    }

    /// The documentation files: README.md and every `.md` and `.tutorial` file of a `.docc` catalog.
    static func documentationFiles() throws -> [URL] {
        var files = [packageRoot.appendingPathComponent("README.md")]
        let sources = packageRoot.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return files }
        for case let url as URL in walker where url.path.contains(".docc/") && ["md", "tutorial"].contains(url.pathExtension) {
            files.append(url)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The ```swift blocks of `text` (fences may be indented), without those marked `not compiled`.
    static func swiftBlocks(in text: String, file: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        var previous = ""
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if var block = current {
                if line.hasPrefix("```") {
                    blocks.append(block)
                    current = nil
                } else {
                    block.lines.append(line)
                    current = block
                }
            } else if line == "```swift" && !previous.hasPrefix("<!-- not compiled:") {
                current = Block(file: file, line: index + 1, lines: [])
            }
            if !line.isEmpty { previous = line }
        }
        return blocks
    }

    /// The non-blank lines of every Swift file in `folders`, trimmed.
    static func compiledSources(_ folders: [String]) -> [[String]] {
        var sources: [[String]] = []
        for folder in folders {
            let root = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walker where url.pathExtension == "swift" {
                guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                sources.append(text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
            }
        }
        return sources
    }

    static func contains(_ source: [String], _ block: [String]) -> Bool {
        guard !block.isEmpty, block.count <= source.count else { return block.isEmpty }
        for start in 0...(source.count - block.count) where source[start] == block[0] {
            if Array(source[start..<start + block.count]) == block { return true }
        }
        return false
    }

    @Test("every swift block of the README and the catalogs is in a compiled file")
    func everyBlockCompiles() throws {
        let sources = Self.compiledSources(["Tests/SmartDeviceLinkTests", "Snippets"])
        var checked = 0
        for url in try Self.documentationFiles() {
            let text = try String(contentsOf: url, encoding: .utf8)
            let name = String(url.path.dropFirst(Self.packageRoot.path.count + 1))
            for block in Self.swiftBlocks(in: text, file: name) {
                let lines = block.lines.filter { !$0.isEmpty && !$0.hasPrefix("import ") }
                #expect(sources.contains { Self.contains($0, lines) }, "\(block): this swift block is compiled nowhere (put it in Tests/SmartDeviceLinkTests/Documentation or Snippets, or mark it <!-- not compiled: why -->)")
                checked += 1
            }
        }
        #expect(checked >= 20, "found only \(checked) swift blocks: is the search broken?")
    }

    @Test("every @Code file of a tutorial is a snippet that swift build compiles")
    func tutorialCodeIsSnippets() throws {
        let snippets = Self.packageRoot.appendingPathComponent("Snippets").resolvingSymlinksInPath().path + "/"
        var checked = 0
        for url in try Self.documentationFiles() where url.pathExtension == "tutorial" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let catalog = url.deletingLastPathComponent().deletingLastPathComponent()
            for match in text.matches(of: /@Code\(name: "[^"]*", file: "([^"]+)"\)/) {
                let file = catalog.appendingPathComponent("Resources").appendingPathComponent(String(match.1))
                let target = file.resolvingSymlinksInPath().path
                #expect(target.hasPrefix(snippets) && FileManager.default.fileExists(atPath: target),
                        "\(url.lastPathComponent): @Code file \(match.1) is not a link to a file in Snippets/")
                checked += 1
            }
        }
        #expect(checked >= 4)
    }

    @Test("the block finder sees indented fences and skips marked blocks")
    func finder() {
        let text = "a\n  ```swift\n  let x = 1\n  ```\n<!-- not compiled: a manifest -->\n```swift\nimport PackageDescription\n```\n"
        let blocks = Self.swiftBlocks(in: text, file: "t.md")
        #expect(blocks.map(\.lines) == [["let x = 1"]])
        #expect(Self.contains(["a", "let x = 1", "b"], ["let x = 1", "b"]))
        #expect(!Self.contains(["a", "b"], ["b", "a"]))
    }
}
