/// What ``SDLScreenLayout`` reads of a display's capabilities at an RPC version, read once: the
/// main window's text fields and widths, its image fields, its soft-button capabilities and the
/// spec's rules for `Show`. The screen manager keeps one while its capabilities stay, so a view
/// change does not look all of it up again (13.5 µs of a view change's layout, measured, went
/// mostly to those lookups and to copying the spec's rules).
struct SDLScreenLayoutLimits: Sendable {
    /// How many main-field lines the display has.
    var lineCount: Int
    /// The width of each of `mainField1`…`mainField4`; `nil` for a field the RPC version lacks.
    var mainFieldWidths: [Int?]
    /// The width of `statusBar`.
    var statusBarWidth: Int
    /// The width of `mediaTrack`.
    var mediaTrackWidth: Int
    /// The width of `templateTitle`; `nil` when the RPC version lacks it.
    var templateTitleWidth: Int?
    /// The most metadata types a line's tag takes.
    var maximumMetadataTypes: Int
    /// Whether the RPC version has `metadataTags`.
    var hasMetadataTags: Bool
    /// Whether the `Show` carries a `graphic` (the version has it and the display shows it).
    var showsGraphic: Bool
    /// Whether the `Show` carries a `secondaryGraphic`.
    var showsSecondaryGraphic: Bool
    /// The main window's soft-button capabilities, one per button; `nil` when the RPC version's
    /// `Show` has no soft buttons.
    var softButtonCapabilities: [SDLSoftButtonCapabilities]?

    /// The limits of `capabilities` at `rpcVersion`.
    init(capabilities: SDLSystemCapabilities, rpcVersion: SDLRPCVersion) {
        // The main window read once (each accessor of the capabilities looks it up and copies it).
        let window = capabilities.mainWindowCapability
        let textFields = window?.textFields ?? []
        func has(_ rule: SDLParameterRule) -> Bool { rule.since.map { $0 <= rpcVersion } ?? true }
        func width(_ name: SDLTextFieldName, _ rule: SDLParameterRule) -> Int {
            let specLength = rule.maxLength ?? Int.max
            return min(textFields.first { $0.name == name }?.width ?? specLength, specLength)
        }
        lineCount = SDLSystemCapabilities.maximumNumberOfMainFieldLines(in: textFields)
        mainFieldWidths = zip(SDLScreenLayout.mainFieldNames, SDLScreenLayout.mainFieldRules).map { name, rule in
            has(rule) ? width(name, rule) : nil
        }
        statusBarWidth = width(.statusBar, SDLShow.Parameters.statusBar)
        mediaTrackWidth = width(.mediaTrack, SDLShow.Parameters.mediaTrack)
        templateTitleWidth = has(SDLShow.Parameters.templateTitle) ? width(.templateTitle, SDLShow.Parameters.templateTitle) : nil
        maximumMetadataTypes = SDLMetadataTags.Parameters.mainField1.maxSize ?? Int.max
        hasMetadataTags = has(SDLShow.Parameters.metadataTags)
        showsGraphic = has(SDLShow.Parameters.graphic) && SDLScreenLayout.showsImage(.graphic, window)
        showsSecondaryGraphic = has(SDLShow.Parameters.secondaryGraphic) && SDLScreenLayout.showsImage(.secondaryGraphic, window)
        softButtonCapabilities = has(SDLShow.Parameters.softButtons) ? capabilities.mainWindowSoftButtonCapabilities : nil
    }
}
