import SDLRPC

/// Draws the head unit's screen as text, as a person would sketch it: a box with the app and
/// template, the text fields with their alignment, graphics by name, soft buttons (`*` marks a
/// highlighted one), the app's icon and media clock, the app's menu instead of the template while it is open, and the overlay on top.
///
/// ```text
/// ┌──────────────────────────────────────────────────────────┐
/// │ Music                      MEDIA · FULL · AUDIBLE · MAIN │
/// ├─ text CENTERED ──────────────────────────────────────────┤
/// │                        Song                              │
/// ```
public struct SDLTextRenderer: Sendable {
    /// Characters between the two side borders.
    public var innerWidth: Int

    /// Creates a renderer.
    public init(innerWidth: Int = 58) {
        self.innerWidth = max(innerWidth, 24)
    }

    /// The drawing of `snapshot`, lines joined with `\n` (no trailing newline).
    public func render(_ snapshot: SDLHeadUnitSnapshot) -> String {
        var lines: [String] = []
        lines.append("┌" + String(repeating: "─", count: innerWidth) + "┐")
        guard let app = snapshot.visibleApp else {
            lines.append(row(spread("\(snapshot.displayName) (\(snapshot.profileName))", "no app in FULL")))
            lines.append(divider())
            lines.append(row("Apps: " + (snapshot.apps.isEmpty ? "none" : snapshot.apps.map { "\($0.appName) [\($0.hmiLevel.rawValue)]" }.joined(separator: ", "))))
            if let overlay = snapshot.overlay {
                lines.append(contentsOf: overlayBox(overlay, appName: snapshot.apps.first { $0.id == overlay.appID }?.appName))
            }
            lines.append("└" + String(repeating: "─", count: innerWidth) + "┘")
            return lines.joined(separator: "\n")
        }
        let screen = app.screen
        let status = "\(screen.template) · \(app.hmiLevel.rawValue) · \(app.audioStreamingState.rawValue) · \(app.systemContext.rawValue)"
        lines.append(row(spread(app.appName + (app.appIcon.map { " (icon: \($0))" } ?? ""), status)))
        if let overlay = snapshot.overlay {
            lines.append(divider())
            let owner = snapshot.apps.first { $0.id == overlay.appID }?.appName
            lines.append(contentsOf: overlayBox(overlay, appName: overlay.appID == app.id ? nil : owner))
        } else if app.openMenuPath != nil {
            lines.append(contentsOf: menuBody(app))
        } else {
            lines.append(contentsOf: body(screen, snapshot: snapshot))
            if let clock = app.mediaClock { lines.append(row("clock: " + clock.summary)) }
        }
        if !screen.softButtons.isEmpty, app.openMenuPath == nil || snapshot.overlay != nil {
            lines.append(divider())
            for line in wrap(screen.softButtons.map(Self.label), width: innerWidth - 2) {
                lines.append(row(line))
            }
        }
        lines.append("└" + String(repeating: "─", count: innerWidth) + "┘")
        return lines.joined(separator: "\n")
    }

    /// Title, graphics, main fields (aligned) and the status line.
    private func body(_ screen: SDLScreenState, snapshot: SDLHeadUnitSnapshot) -> [String] {
        var lines: [String] = []
        let alignment = screen.alignment ?? "CENTERED"
        lines.append(divider(label: "text \(alignment)"))
        if let title = screen["templateTitle"], snapshot.textFieldNames.contains("templateTitle") {
            lines.append(row("title: " + title))
        }
        let graphics = [("graphic", screen.graphic), ("secondaryGraphic", screen.secondaryGraphic)]
            .compactMap { name, image in image.map { "\(name): \($0.value)" } }
        if !graphics.isEmpty {
            lines.append(row(graphics.joined(separator: " · ")))
        }
        for index in 1...max(1, min(snapshot.mainFieldLines, 4)) {
            lines.append(row(aligned(screen["mainField\(index)"] ?? "", alignment)))
        }
        let extras = ["statusBar", "mediaClock", "mediaTrack"].compactMap { key in
            screen[key].map { "\(key): \($0)" }
        }
        if !extras.isEmpty {
            lines.append(row(extras.joined(separator: " · ")))
        }
        return lines
    }

    /// The overlay as an inner double-lined box.
    private func overlayBox(_ overlay: SDLOverlay, appName: String?) -> [String] {
        let width = innerWidth - 4
        var content: [String] = overlay.lines
            .flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
            .flatMap { wrapWords($0, width: width - 2) }
        if let icon = overlay.icon { content.append("icon: \(icon.value)") }
        switch overlay.kind {
        case .slider:
            let ticks = max(overlay.numTicks ?? 1, 1)
            let position = min(max(overlay.sliderPosition ?? 1, 1), ticks)
            let track = (1...ticks).map { $0 == position ? "●" : "─" }.joined()
            content.append("[\(track)] \(position)/\(ticks)")
            if let footer = overlay.sliderFooters.count == 1 ? overlay.sliderFooters.first : (overlay.sliderFooters.indices.contains(position - 1) ? overlay.sliderFooters[position - 1] : nil) {
                content.append(footer)
            }
        case .performInteraction:
            for choice in overlay.choices {
                content.append("(\(choice.id)) \(choice.menuName)" + (choice.secondaryText.map { " — \($0)" } ?? ""))
            }
            if let keyboard = overlay.keyboard { content.append(contentsOf: keyboardLines(keyboard, width: width - 2)) }
        case .performAudioPassThru:
            let format = "\(overlay.parameters["samplingRate"]?.stringValue ?? "?") \(overlay.parameters["bitsPerSample"]?.stringValue ?? "?")"
            content.append("● recording \(format) · \(overlay.audioBytesSent) bytes sent")
        case .subtleAlert:
            content.append("(touch it: pressSubtleAlert)")
        case .alert, .scrollableMessage:
            break
        }
        if !overlay.softButtons.isEmpty {
            content.append(contentsOf: wrap(overlay.softButtons.map(Self.label), width: width - 2))
        }
        if overlay.kind == .performAudioPassThru {
            content.append("ends after \(overlay.parameters["maxDuration"]?.intValue ?? 0) ms")
        } else {
            content.append(overlay.timeout.map { "closes after \($0.millisecondsClamped) ms" } ?? "stays until answered")
        }
        var title = "═ \(overlay.kind.rawValue) "
        if let appName { title += "(\(appName)) " }
        var lines = ["│ ╔" + fit(title, width, pad: "═") + "╗ │"]
        for line in content {
            lines.append("│ ║ " + fit(line, width - 2) + " ║ │")
        }
        lines.append("│ ╚" + String(repeating: "═", count: width) + "╝ │")
        return lines
    }

    /// `[id text]`, `[*id text*]` when highlighted, with `img:name` for an image.
    static func label(_ button: SDLHeadUnitSoftButton) -> String {
        var parts = [String(button.id)]
        if let text = button.text, !text.isEmpty { parts.append(text) }
        if let image = button.image { parts.append("img:\(image.value)") }
        let inner = parts.joined(separator: " ")
        return button.isHighlighted ? "[*\(inner)*]" : "[\(inner)]"
    }

    func row(_ text: String) -> String {
        "│ " + fit(text, innerWidth - 2) + " │"
    }

    func divider(label: String? = nil) -> String {
        guard let label else { return "├" + String(repeating: "─", count: innerWidth) + "┤" }
        return "├" + fit("─ \(label) ", innerWidth, pad: "─") + "┤"
    }

    /// `left` and `right` on one line, `right` flush right.
    private func spread(_ left: String, _ right: String) -> String {
        let width = innerWidth - 2
        let space = width - right.count - 1
        guard space > 0 else { return left + " " + right }
        return fit(left, space) + " " + right
    }

    private func aligned(_ text: String, _ alignment: String) -> String {
        let width = innerWidth - 2
        guard text.count < width else { return text }
        let free = width - text.count
        switch alignment {
        case "LEFT_ALIGNED": return text
        case "RIGHT_ALIGNED": return String(repeating: " ", count: free) + text
        default: return String(repeating: " ", count: free / 2) + text
        }
    }

    /// Pads or cuts (with `…`) to exactly `width` characters.
    func fit(_ text: String, _ width: Int, pad: Character = " ") -> String {
        let flat = String(text.map { $0 == "\t" || $0 == "\n" ? " " : $0 })
        if flat.count <= width { return flat + String(repeating: pad, count: width - flat.count) }
        return String(flat.prefix(max(width - 1, 0))) + "…"
    }

    /// Breaks `text` at spaces into lines of at most `width` characters (a longer word is cut by `fit`).
    func wrapWords(_ text: String, width: Int) -> [String] {
        guard text.count > width else { return [text] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        lines.append(current)
        return lines
    }

    /// Joins labels into lines of at most `width` characters.
    private func wrap(_ labels: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for label in labels {
            if current.isEmpty {
                current = label
            } else if current.count + 1 + label.count <= width {
                current += " " + label
            } else {
                lines.append(current)
                current = label
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
