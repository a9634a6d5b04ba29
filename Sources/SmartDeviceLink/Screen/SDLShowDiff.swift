/// Compares the screen the head unit shows (every `Show` sent, merged) with the desired one from
/// ``SDLScreenLayout`` and makes the one `Show` that carries only what changed.
///
/// Rules: a text field is sent when it differs (a field never sent counts as `""`, so a cleared
/// field is sent as `""`); the alignment when set and different; `metadataTags` (whole) when any
/// line's tags differ; a graphic when it differs — a primary graphic no longer shown is cleared
/// with an empty image value, while a secondary graphic stays (SDL Core refuses an empty
/// `secondaryGraphic.value`); `softButtons` (whole) when they differ (`[]` when the last one went;
/// note that SDL Core drops an empty list, so on Core the old buttons stay); `templateConfiguration`
/// when the template name differs.
///
/// ```swift
/// var shown = SDLShow()
/// if let change = SDLShowDiff.changes(from: shown, to: desired) {
///     _ = try await channel.send(change)
///     shown = SDLShowDiff.applying(change, to: shown)
/// }
/// ```
public enum SDLShowDiff {
    /// The `Show` that turns `current` into `desired`, or `nil` when nothing differs.
    public static func changes(from current: SDLShow, to desired: SDLShow) -> SDLShow? {
        var change = SDLShow()
        change.mainField1 = text(current.mainField1, desired.mainField1)
        change.mainField2 = text(current.mainField2, desired.mainField2)
        change.mainField3 = text(current.mainField3, desired.mainField3)
        change.mainField4 = text(current.mainField4, desired.mainField4)
        change.statusBar = text(current.statusBar, desired.statusBar)
        change.mediaTrack = text(current.mediaTrack, desired.mediaTrack)
        change.templateTitle = text(current.templateTitle, desired.templateTitle)
        if let alignment = desired.alignment, alignment != current.alignment { change.alignment = alignment }
        if let tags = desired.metadataTags, normalized(tags) != normalized(current.metadataTags ?? SDLMetadataTags()) {
            change.metadataTags = tags
        }
        if desired.graphic != current.graphic, desired.graphic != nil || current.graphic != nil {
            change.graphic = desired.graphic ?? SDLImage(value: "", imageType: .dynamic)
        }
        if let secondary = desired.secondaryGraphic, secondary != current.secondaryGraphic {
            change.secondaryGraphic = secondary
        }
        if let buttons = desired.softButtons, buttons != (current.softButtons ?? []) { change.softButtons = buttons }
        if let template = desired.templateConfiguration, template.template != current.templateConfiguration?.template {
            change.templateConfiguration = template
        }
        return change == SDLShow() ? nil : change
    }

    /// `current` after the head unit applied `show`: every parameter `show` carries replaces the
    /// one in `current` (an empty primary graphic value clears it).
    public static func applying(_ show: SDLShow, to current: SDLShow) -> SDLShow {
        var result = current
        if let value = show.mainField1 { result.mainField1 = value }
        if let value = show.mainField2 { result.mainField2 = value }
        if let value = show.mainField3 { result.mainField3 = value }
        if let value = show.mainField4 { result.mainField4 = value }
        if let value = show.statusBar { result.statusBar = value }
        if let value = show.mediaTrack { result.mediaTrack = value }
        if let value = show.templateTitle { result.templateTitle = value }
        if let value = show.alignment { result.alignment = value }
        if let value = show.metadataTags { result.metadataTags = value }
        if let value = show.graphic { result.graphic = value.value.isEmpty ? nil : value }
        if let value = show.secondaryGraphic { result.secondaryGraphic = value.value.isEmpty ? nil : value }
        if let value = show.softButtons { result.softButtons = value }
        if let value = show.customPresets { result.customPresets = value }
        if let value = show.templateConfiguration { result.templateConfiguration = value }
        return result
    }

    /// The desired text when it differs from the current one (never sent counts as `""`).
    private static func text(_ current: String?, _ desired: String?) -> String? {
        guard let desired, desired != (current ?? "") else { return nil }
        return desired
    }

    /// Tags with absent lines as empty lists.
    private static func normalized(_ tags: SDLMetadataTags) -> [[SDLMetadataType]] {
        [tags.mainField1 ?? [], tags.mainField2 ?? [], tags.mainField3 ?? [], tags.mainField4 ?? []]
    }
}
