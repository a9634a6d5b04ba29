/// The icon of an alert or subtle alert (`alertIcon`): uploaded before the RPC that shows it.
///
/// The icon is left out — and a note says why, for the result (``SDLOverlayOutcome/noting(_:)``)
/// — when the negotiated RPC version lacks the parameter, when the display lists the RPC's image
/// fields without this one, or when its upload fails (the overlay is still shown: the message
/// matters more than its icon). A static icon is never uploaded; an uploaded file not again.
@MainActor
enum SDLOverlayIcon {
    /// What to send as `rule`'s image for `icon`, and why it was left out.
    ///
    /// - Parameters:
    ///   - field: the display's image field for the icon (`alertIcon`, `subtleAlertIcon`).
    ///   - fieldFamily: the prefix of the display's field names that describe this RPC; the image
    ///     field is checked only when the display lists a text or image field with it.
    static func image(
        for icon: SDLArtwork?, rule: SDLParameterRule, field: SDLImageFieldName, fieldFamily: String,
        rpcName: String, in context: SDLOverlayContext
    ) async -> (image: SDLImage?, note: String?) {
        guard let icon else { return (nil, nil) }
        guard context.has(rule) else {
            return (nil, "\(rpcName) has no \(rule.name) at RPC \(context.rpcVersion): sent without the icon '\(icon.name)'")
        }
        let capabilities = await context.capabilities()
        let listed = capabilities.imageFields.map(\.name.rawValue) + capabilities.textFields.map(\.name.rawValue)
        if listed.contains(where: { $0.hasPrefix(fieldFamily) }), !capabilities.hasImageField(field) {
            return (nil, "the display shows no \(field.rawValue): \(rpcName) sent without the icon '\(icon.name)'")
        }
        if !icon.isStaticIcon, !(await context.fileManager.hasUploadedFile(named: icon.name)) {
            do {
                _ = try await context.fileManager.upload(icon)
            } catch {
                return (nil, "uploading the icon '\(icon.name)' failed (\(error.message)): \(rpcName) sent without it")
            }
        }
        return (icon.image, nil)
    }
}
