/// Turns an overlay's ``SDLButtonView``s into the `SDLSoftButton`s of its RPC (Alert,
/// ScrollableMessage): each button takes its ID from the app's registry (so the screen manager
/// routes its presses to its handler) and shows its current state; artwork is uploaded first.
///
/// Limits: the RPC's `softButtons` `maxsize` and, when the head unit lists one capability per
/// button, that count (a single entry, as SDL Core's defaults have, describes every button), as
/// ``SDLScreenLayout/softButtons(_:capabilities:)`` reads them. A button with nothing the head
/// unit shows, or too many buttons, is `invalidOverlay` before anything is sent or uploaded.
@MainActor
enum SDLOverlaySoftButtons {
    /// The soft buttons for `buttons` in the RPC parameter `rule` (e.g. `SDLAlert.Parameters.softButtons`).
    static func make(
        _ buttons: [SDLButtonView], for rule: SDLParameterRule, rpcName: String, in context: SDLOverlayContext
    ) async throws(SDLError) -> [SDLSoftButton] {
        guard !buttons.isEmpty else { return [] }
        guard context.has(rule) else {
            throw SDLError.invalid("\(rpcName) has no soft buttons at RPC version \(context.rpcVersion)")
        }
        let capabilities = await context.capabilities()
        let perButton = capabilities.mainWindowSoftButtonCapabilities
        let specMaximum = rule.maxSize ?? Int.max
        let maximum = perButton.count <= 1 ? specMaximum : min(perButton.count, specMaximum)
        guard buttons.count <= maximum else {
            throw SDLError.invalid("\(rpcName) takes at most \(maximum) soft buttons here; the overlay has \(buttons.count)")
        }
        let content = buttons.map { SDLScreenContent.SoftButton(id: context.buttonIDs.id(for: $0), state: $0.currentState) }
        let softButtons: [SDLSoftButton]
        do {
            softButtons = try SDLScreenLayout.softButtons(content, capabilities: capabilities)
        } catch {
            throw SDLError.invalid("\(rpcName): \(error.message)")
        }
        for (button, softButton) in zip(content, softButtons) where softButton.image != nil {
            guard let artwork = button.state.artwork, !artwork.isStaticIcon else { continue }
            guard !(await context.fileManager.hasUploadedFile(named: artwork.name)) else { continue }
            do {
                _ = try await context.fileManager.upload(artwork)
            } catch {
                throw SDLError(
                    code: .requestFailed, message: "\(rpcName): uploading '\(artwork.name)' failed: \(error)")
            }
        }
        return softButtons
    }
}
