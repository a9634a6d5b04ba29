/// Turns ``SDLScreenContent`` into the complete `Show` a display should get: text fitted to the
/// display's lines and widths, metadata tags beside the lines they describe, graphics and soft
/// buttons the display can show, and nothing the negotiated RPC version does not have.
///
/// Every limit comes from the head unit's capabilities (text field `width`, which of
/// `mainField1`…`mainField4` exist, image fields, soft-button capabilities, templates) or, where
/// the head unit says nothing, from the spec's rules (`SDLShow.Parameters`, `SDLSoftButton.Parameters`,
/// `SDLMetadataTags.Parameters`). Degradations: text is cleaned (``SDLTextFitting/sanitize(_:)``)
/// and cut to its field's width; a graphic the display has no image field for is left out; a
/// soft button image is left out when the button cannot show images. Errors (nothing sent):
/// more soft buttons than the display has, a soft button with nothing showable.
///
/// The result is the whole desired screen (``SDLShowDiff`` picks what changed): every main field
/// the display has, the status bar, media track and template title are set (`""` when the views
/// set none), `softButtons` is always set, a graphic is set when one is shown, the alignment when
/// a view sets one.
///
/// ```swift
/// let desired = try SDLScreenLayout.show(for: content, capabilities: capabilities, rpcVersion: SDLRPCVersion(8, 0, 0))
/// if let change = SDLShowDiff.changes(from: shown, to: desired) { _ = try await channel.send(change) }
/// ```
public enum SDLScreenLayout {
    /// The main field rules in line order.
    static let mainFieldRules = [
        SDLShow.Parameters.mainField1, SDLShow.Parameters.mainField2,
        SDLShow.Parameters.mainField3, SDLShow.Parameters.mainField4,
    ]
    /// The main field names in line order.
    static let mainFieldNames: [SDLTextFieldName] = [.mainField1, .mainField2, .mainField3, .mainField4]

    /// The complete `Show` for `content` on a display with `capabilities` at `rpcVersion`.
    ///
    /// - Throws: `SDLError` `tooManySoftButtons` or `unshowableSoftButton`.
    public static func show(
        for content: SDLScreenContent, capabilities: SDLSystemCapabilities, rpcVersion: SDLRPCVersion
    ) throws(SDLError) -> SDLShow {
        try show(for: content, limits: SDLScreenLayoutLimits(capabilities: capabilities, rpcVersion: rpcVersion))
    }

    /// ``show(for:capabilities:rpcVersion:)`` with the display's limits already read.
    static func show(for content: SDLScreenContent, limits: SDLScreenLayoutLimits) throws(SDLError) -> SDLShow {
        var show = SDLShow()
        let lines = SDLTextFitting.lines(content.fields, count: limits.lineCount, maxMetadataTypes: limits.maximumMetadataTypes)
        var tags = SDLMetadataTags()
        for (index, line) in lines.enumerated() {
            guard index < limits.mainFieldWidths.count, let width = limits.mainFieldWidths[index] else { continue }
            set(SDLTextFitting.fit(line.text, toLength: width), line.metadata, line: index, in: &show, tags: &tags)
        }
        if limits.hasMetadataTags { show.metadataTags = tags }
        show.alignment = content.alignment
        show.statusBar = SDLTextFitting.fit(content.statusBar ?? "", toLength: limits.statusBarWidth)
        show.mediaTrack = SDLTextFitting.fit(content.mediaTrack ?? "", toLength: limits.mediaTrackWidth)
        if let width = limits.templateTitleWidth {
            show.templateTitle = SDLTextFitting.fit(content.templateTitle ?? "", toLength: width)
        }
        if limits.showsGraphic { show.graphic = content.primaryGraphic?.image }
        if limits.showsSecondaryGraphic { show.secondaryGraphic = content.secondaryGraphic?.image }
        if let perButton = limits.softButtonCapabilities {
            show.softButtons = try softButtons(content.softButtons, perButton: perButton)
        }
        if let template = content.template {
            show.templateConfiguration = SDLTemplateConfiguration(template: template)
        }
        return show
    }

    /// The soft buttons as the display can show them.
    ///
    /// - Throws: `tooManySoftButtons` beyond the display's count (one `softButtonCapabilities`
    ///   entry per button; the spec's `maxsize` when the head unit lists none or a single entry for
    ///   all, as SDL Core's defaults do), `unshowableSoftButton`.
    public static func softButtons(
        _ buttons: [SDLScreenContent.SoftButton], capabilities: SDLSystemCapabilities
    ) throws(SDLError) -> [SDLSoftButton] {
        try softButtons(buttons, perButton: capabilities.mainWindowSoftButtonCapabilities)
    }

    /// ``softButtons(_:capabilities:)`` with the main window's soft-button capabilities already read.
    static func softButtons(
        _ buttons: [SDLScreenContent.SoftButton], perButton: [SDLSoftButtonCapabilities]
    ) throws(SDLError) -> [SDLSoftButton] {
        let specMaximum = SDLShow.Parameters.softButtons.maxSize ?? Int.max
        // One entry per button; a single entry (SDL Core's default capabilities) describes every
        // button, so the spec's maximum applies then, as with none.
        let maximum = perButton.count <= 1 ? specMaximum : min(perButton.count, specMaximum)
        guard buttons.count <= maximum else {
            throw SDLError(
                code: .tooManySoftButtons,
                message: "the views hold \(buttons.count) soft buttons; the display shows at most \(maximum)")
        }
        let textLength = SDLSoftButton.Parameters.text.maxLength ?? Int.max
        var result: [SDLSoftButton] = []
        for (index, button) in buttons.enumerated() {
            let capability = index < perButton.count ? perButton[index] : perButton.first
            let text = button.state.text.map { SDLTextFitting.fit($0, toLength: textLength) } ?? ""
            let showsText = !text.isEmpty && capability?.textSupported != false
            let image = capability?.imageSupported == false ? nil : button.state.artwork?.image
            let type: SDLSoftButtonType
            switch (showsText, image != nil) {
            case (true, true): type = .both
            case (true, false): type = .text
            case (false, true): type = .image
            case (false, false):
                throw SDLError(
                    code: .unshowableSoftButton,
                    message: "soft button state '\(button.state.name)' has neither text nor an image this display shows")
            }
            result.append(SDLSoftButton(
                type: type, text: showsText ? text : nil, image: image,
                isHighlighted: button.state.isHighlighted, softButtonID: button.id))
        }
        return result
    }

    /// Whether the display shows image field `name`: listed; or, when no capabilities are known at
    /// all, assumed; or when the main window takes dynamic images but the field is not listed —
    /// SDL Core's default capabilities describe `graphic` without the mandatory
    /// `imageTypeSupported`, so lenient decoding dropped it, yet Core shows it.
    static func showsImage(_ name: SDLImageFieldName, _ window: SDLWindowCapability?) -> Bool {
        guard let window else { return true }
        return (window.imageFields ?? []).contains { $0.name == name } || (window.imageTypeSupported ?? []).contains(.dynamic)
    }

    /// Puts `text` and its tags on line `index`.
    private static func set(_ text: String, _ types: [SDLMetadataType], line index: Int, in show: inout SDLShow, tags: inout SDLMetadataTags) {
        switch index {
        case 0: show.mainField1 = text; tags.mainField1 = types
        case 1: show.mainField2 = text; tags.mainField2 = types
        case 2: show.mainField3 = text; tags.mainField3 = types
        default: show.mainField4 = text; tags.mainField4 = types
        }
    }
}
