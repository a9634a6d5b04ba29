import SDLSpec

/// Builds the `///` lines of a declaration: the spec's descriptions (or, when the spec has none,
/// `fallback`, so every generated symbol has a summary line), then warnings and to-dos, then
/// availability and the provenance line `- Remark: MOBILE_API.xml:LINE`.
enum DocumentationLines {
    static func make(_ documentation: Documentation, _ availability: Availability, location: SourceLocation, fallback: String) -> [String] {
        var lines: [String] = []
        for paragraph in documentation.descriptions where !paragraph.isEmpty {
            if !lines.isEmpty { lines.append("///") }
            lines.append("/// " + paragraph)
        }
        if lines.isEmpty { lines.append("/// " + fallback) }
        var notes: [String] = []
        notes += documentation.warnings.map { "/// - Warning: " + $0 }
        notes += documentation.todos.map { "/// - Note: " + $0 }
        if let since = availability.since { notes.append("/// - Since: SmartDeviceLink \(since)") }
        if let until = availability.until { notes.append("/// - Important: Not valid from SmartDeviceLink \(until) on.") }
        if availability.isDeprecated { notes.append("/// - Important: Deprecated in the spec.") }
        if availability.isRemoved { notes.append("/// - Important: Removed in the spec.") }
        notes.append("/// - Remark: \(location.file):\(location.line)")
        if !lines.isEmpty { lines.append("///") }
        return lines + notes
    }
}
