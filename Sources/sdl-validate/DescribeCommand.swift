import ArgumentParser
import Foundation
import SDLSpec
import SDLValidation

/// `sdl-validate describe NAME`: a function's, struct's or enum's parameters and limits.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print a function's, struct's or enum's parameters and limits.",
        discussion: "Each parameter with its type, whether it is mandatory, its limits, default, since/until and deprecation."
    )

    @OptionGroup var specOption: SpecOption

    @Argument(help: "A function (e.g. Alert), struct (e.g. SoftButton) or enum (e.g. HMILevel) of the spec.")
    var name: String

    func run() throws {
        let interface = try specOption.load().interface
        let file = specOption.fileName
        var blocks: [String] = []
        for function in interface.functions where function.name == name {
            let number = interface.enumeration(named: "FunctionID")?.element(named: function.functionID)?.value
            let id = number.map(String.init) ?? function.functionID
            let title = "\(function.name) \(function.messageType.rawValue) (functionID \(id)\(Self.versions(function.availability))) \(file):\(function.location.line)"
            blocks.append(Self.table(title: title, params: function.params))
        }
        if let structure = interface.structure(named: name) {
            let title = "struct \(structure.name)\(Self.versions(structure.availability, leading: " (")) \(file):\(structure.location.line)"
            blocks.append(Self.table(title: title, params: structure.params))
        }
        if let enumeration = interface.enumeration(named: name) {
            var lines = ["enum \(enumeration.name)\(Self.versions(enumeration.availability, leading: " (")) \(file):\(enumeration.location.line)"]
            for element in enumeration.elements {
                lines.append("  " + element.name + Self.versions(element.availability, leading: "  (") + (element.availability.isDeprecated ? "  deprecated" : ""))
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        guard !blocks.isEmpty else {
            FileHandle.standardError.write(Data("sdl-validate: '\(name)' is not a function, struct or enum of \(file)\n".utf8))
            throw ExitCode(1)
        }
        print(blocks.joined(separator: "\n\n"))
    }

    /// ", since 1.0, until 5.0, deprecated" (or with another leading text and a closing parenthesis).
    static func versions(_ availability: Availability, leading: String? = nil) -> String {
        var parts: [String] = []
        if let since = availability.since { parts.append("since \(since)") }
        if let until = availability.until { parts.append("until \(until)") }
        if availability.isDeprecated { parts.append("deprecated") }
        if availability.isRemoved { parts.append("removed") }
        guard !parts.isEmpty else { return "" }
        guard let leading else { return ", " + parts.joined(separator: ", ") }
        return leading + parts.joined(separator: ", ") + ")"
    }

    static func table(title: String, params: [SpecParam]) -> String {
        let header = ["PARAMETER", "TYPE", "MANDATORY", "LIMITS", "DEFAULT", "SINCE", "UNTIL", "NOTES"]
        var rows: [[String]] = []
        for param in params {
            rows.append(row(param, name: param.name))
            for variant in param.history { rows.append(row(variant, name: "  (history)")) }
        }
        guard !rows.isEmpty else { return title + "\n  (no parameters)" }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func format(_ cells: [String]) -> String {
            "  " + cells.enumerated().map { $0.element.padding(toLength: widths[$0.offset], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        return ([title, format(header)] + rows.map(format)).joined(separator: "\n")
    }

    static func row(_ param: SpecParam, name: String) -> [String] {
        var type = param.type.description
        if !param.enumSubset.isEmpty { type += " (\(param.enumSubset.count) elements)" }
        if param.isArray { type += "[\(param.minSize.map(String.init) ?? "0")...\(param.maxSize.map(String.init) ?? "")]" }
        var limits: [String] = []
        if param.minValue != nil || param.maxValue != nil {
            limits.append("\(param.minValue?.description ?? "")...\(param.maxValue?.description ?? "")")
        }
        if case .string = param.type {
            let minimum = param.minLength.map(String.init) ?? "1"
            limits.append("length \(minimum)...\(param.maxLength.map(String.init) ?? "")")
        }
        var notes: [String] = []
        if param.availability.isDeprecated { notes.append("deprecated") }
        if param.availability.isRemoved { notes.append("removed") }
        return [
            name, type, param.isMandatory ? "yes" : "no", limits.isEmpty ? "-" : limits.joined(separator: " "),
            param.defaultValue ?? "-", param.availability.since?.description ?? "-", param.availability.until?.description ?? "-",
            notes.joined(separator: ", "),
        ]
    }
}
