import SDLSpec

/// Builds the `///` lines of a declaration: the spec's descriptions (or, when the spec has none,
/// `fallback`, so every generated symbol has a summary line), then warnings and to-dos, then
/// availability and the provenance line `- Remark: MOBILE_API.xml:LINE`.
enum DocumentationLines {
    static func make(_ documentation: Documentation, _ availability: Availability, location: SourceLocation, fallback: String) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity(2 * documentation.descriptions.count + documentation.warnings.count + documentation.todos.count + 6)
        for paragraph in documentation.descriptions where !paragraph.isEmpty {
            if !lines.isEmpty { lines.append("///") }
            lines.append("/// " + paragraph)
        }
        if lines.isEmpty { lines.append("/// " + fallback) }
        lines.append("///")
        for warning in documentation.warnings { lines.append("/// - Warning: " + warning) }
        for todo in documentation.todos { lines.append("/// - Note: " + todo) }
        if let since = availability.since { lines.append("/// - Since: SmartDeviceLink " + since.description) }
        if let until = availability.until { lines.append("/// - Important: Not valid from SmartDeviceLink " + until.description + " on.") }
        if availability.isDeprecated { lines.append("/// - Important: Deprecated in the spec.") }
        if availability.isRemoved { lines.append("/// - Important: Removed in the spec.") }
        lines.append("/// - Remark: " + location.file + ":" + String(location.line))
        return lines
    }
}
