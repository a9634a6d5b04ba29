extension SDLScreenManager {
    /// Puts `update` on screen: the template change (SetDisplayLayout before RPC 6.0), a `Show`
    /// with what changed (without images still to upload), the uploads, then a `Show` with those
    /// images. With `ignoringCancellation`, cancelling the task does not end the `Show`s' wait.
    func perform(_ update: SDLScreenUpdate, ignoringCancellation: Bool = false) async -> Result<Void, SDLError> {
        do throws(SDLError) {
            let capabilities: SDLSystemCapabilities
            let limits: SDLScreenLayoutLimits
            if let own = self.capabilities {
                capabilities = own
                limits = layoutLimits(of: own)
            } else {
                capabilities = await systemCapabilityManager.capabilities
                limits = SDLScreenLayoutLimits(capabilities: capabilities, rpcVersion: rpcVersion)
            }
            var target = try SDLScreenLayout.show(for: update.content, limits: limits)
            try await changeTemplateIfNeeded(&target, templates: capabilities.templatesAvailable)
            let pending = await artworksToUpload(update.content, shownIn: target)
            var textFirst = target
            let pendingNames = Set(pending.map(\.name))
            if let name = target.graphic?.value, pendingNames.contains(name) { textFirst.graphic = shownScreen.graphic }
            if let name = target.secondaryGraphic?.value, pendingNames.contains(name) {
                textFirst.secondaryGraphic = shownScreen.secondaryGraphic
            }
            if (target.softButtons ?? []).contains(where: { $0.image.map { pendingNames.contains($0.value) } ?? false }) {
                textFirst.softButtons = shownScreen.softButtons
            }
            try await sendChanges(to: textFirst, ignoringCancellation: ignoringCancellation)
            try await sendMediaClockIfChanged(update.content.mediaClock, ignoringCancellation: ignoringCancellation)
            guard !pending.isEmpty else { return .success(()) }
            for artwork in pending {
                do {
                    _ = try await fileManager.upload(artwork)
                } catch {
                    throw SDLError(code: .uploadFailed, message: "uploading '\(artwork.name)' failed: \(error)")
                }
            }
            try await sendChanges(to: target, ignoringCancellation: ignoringCancellation)
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    /// Checks a template change against the display's templates; before RPC 6.0 makes it with
    /// SetDisplayLayout and takes it out of `target` (from 6.0 it rides in the Show).
    ///
    /// A template the display does not list is a documented degradation, not a failure: the view
    /// is shown in the template already on screen, and ``SDLApplication/errors()`` hears
    /// `unsupportedTemplate`, so an app written for a bigger display still shows its content.
    private func changeTemplateIfNeeded(_ target: inout SDLShow, templates: [String]) async throws(SDLError) {
        guard let configuration = target.templateConfiguration,
              configuration.template != shownScreen.templateConfiguration?.template else { return }
        if !templates.isEmpty, !templates.contains(configuration.template) {
            target.templateConfiguration = shownScreen.templateConfiguration
            reportUnawaited(SDLError(
                code: .unsupportedTemplate,
                message: "the display has no template '\(configuration.template)' (it has: \(templates.joined(separator: ", "))); "
                    + "the view is shown in the current template"))
            return
        }
        let inShow = SDLShow.Parameters.templateConfiguration.since.map { $0 <= rpcVersion } ?? true
        guard !inShow else { return }
        target.templateConfiguration = nil
        let sender: any SDLDisplayLayoutSending = SDLDisplayLayoutRequest()
        let response: (success: Bool, resultCode: SDLResult, info: String?)
        do {
            response = try await sender.sendDisplayLayout(configuration.template, through: channel)
        } catch {
            // The channel's own error (timedOut, connectionClosed …), naming the RPC.
            throw SDLError(error, otherwise: .requestFailed, rpcName: "SetDisplayLayout")
        }
        guard response.success else {
            throw SDLError(
                code: .requestFailed, message: "SetDisplayLayout was refused: \(response.info ?? "")", rpcName: "SetDisplayLayout",
                resultCode: response.resultCode, info: response.info)
        }
        noteSentDisplayLayout(named: configuration.template)
    }

    /// The artworks `target` shows that the head unit does not have yet (static icons never).
    private func artworksToUpload(_ content: SDLScreenContent, shownIn target: SDLShow) async -> [SDLArtwork] {
        var names = Set([target.graphic?.value, target.secondaryGraphic?.value].compactMap { $0 })
        names.formUnion((target.softButtons ?? []).compactMap { $0.image?.value })
        var pending: [SDLArtwork] = []
        for artwork in content.artworks where !artwork.isStaticIcon && names.contains(artwork.name) {
            guard !pending.contains(where: { $0.name == artwork.name }) else { continue }
            let uploaded = await fileManager.hasUploadedFile(named: artwork.name)
            if !uploaded { pending.append(artwork) }
        }
        return pending
    }

    /// The layout's limits for `own`, the manager's ``capabilities``: read once after they change.
    private func layoutLimits(of own: SDLSystemCapabilities) -> SDLScreenLayoutLimits {
        if let keptLayoutLimits { return keptLayoutLimits }
        let limits = SDLScreenLayoutLimits(capabilities: own, rpcVersion: rpcVersion)
        keptLayoutLimits = limits
        return limits
    }

    /// Sends the `Show` that turns the shown screen into `target`, if anything differs.
    private func sendChanges(to target: SDLShow, ignoringCancellation: Bool) async throws(SDLError) {
        guard let change = SDLShowDiff.changes(from: shownScreen, to: target) else { return }
        // A failed send throws the channel's own error (timedOut, connectionClosed …), naming Show.
        showsNotedDuringSend = []
        defer { showsNotedDuringSend = nil }
        let response = try await ignoringCancellation
            ? channel.sendIgnoringCancellation(change, bulkData: nil, timeout: nil)
            : channel.send(change)
        guard response.success else { throw SDLError(refused: response, rpcName: SDLShow.rpcName) }
        // A Show the application noted while this one was on its way stays on top of it: the head
        // unit most likely got it later, and if it did not, the next update only sends again what
        // this one set (taking this one as the newest would leave the hand-sent text on screen
        // while the manager believes its own is there).
        shownScreen = (showsNotedDuringSend ?? []).reduce(SDLShowDiff.applying(change, to: shownScreen)) { SDLShowDiff.applying($1, to: $0) }
    }
}
