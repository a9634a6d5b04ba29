import Foundation

/// A command's `--help` output (ArgumentParser's layout), read the way a person reads it: the
/// overview, each option's entry and the values it lists.
///
/// ```swift
/// let help = HelpText(run.stdout)
/// #expect(help.values(of: "--render") == ["text", "none"])
/// ```
public struct HelpText: Sendable {
    /// The whole text.
    public let text: String

    /// Wraps the output of `TOOL --help`.
    public init(_ text: String) {
        self.text = text
    }

    /// How many lines the overview (the command's abstract) takes: 1 when it fits on its line.
    public var overviewLineCount: Int {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("OVERVIEW: ") }) else { return 0 }
        return lines[start...].prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count
    }

    /// The entry of option `name` (e.g. `--render`): its line and the lines that continue it, with
    /// runs of whitespace made one space; `nil` when the help lists no such option.
    public func option(_ name: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { Self.optionNames(ofLine: $0).contains(name) }) else { return nil }
        var entry = [lines[start]]
        for line in lines[(start + 1)...] {
            // A continuation is indented past the option column; a blank line, a heading or the
            // next option ends the entry.
            guard line.hasPrefix("   "), !line.trimmingCharacters(in: .whitespaces).isEmpty else { break }
            entry.append(line)
        }
        return entry.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The values an option's entry lists, `(values: a, b, c…)`, in order; `nil` when it lists none.
    public func values(of name: String) -> [String]? {
        guard let entry = option(name), let start = entry.range(of: "(values: ") else { return nil }
        let rest = entry[start.upperBound...]
        let end = rest.firstIndex { $0 == ";" || $0 == ")" } ?? rest.endIndex
        return rest[..<end].components(separatedBy: ", ")
    }

    /// Whether `name` (e.g. `--port`) appears anywhere in the text as a word of its own: not as part
    /// of a longer option such as `--listen-port`.
    public func mentions(_ name: String) -> Bool {
        text.split { !($0.isLetter || $0.isNumber || $0 == "-") }.contains { $0 == name }
    }

    /// The option names an entry's first line starts with, e.g. `-h, --help` → `-h`, `--help`.
    private static func optionNames(ofLine line: String) -> [String] {
        guard line.hasPrefix("  -") else { return [] }
        var names: [String] = []
        for token in line.split(separator: " ") {
            guard token.hasPrefix("-") else { break }
            names.append(String(token.hasSuffix(",") ? token.dropLast() : token))
            if !token.hasSuffix(",") { break }
        }
        return names
    }
}
