import SDLRPC
import SDLValidation

extension HeadUnitEngine {
    /// Alert (§E.1) and SubtleAlert (§E.8): closes after `duration` (default 5000 ms) with SUCCESS;
    /// with soft buttons it stays until one is pressed (Core sends the HMI duration 0, §C.7).
    func handleAlert(_ request: IncomingRequest) {
        // Core checks the TTS files (Validate's last check), then the alertIcon.
        guard let appID = request.appID, !refusedForMissingTTSFiles(request, keys: ["ttsChunks"]),
              let request = passingCoreRules(request, stage: .afterAppState) else { return }
        let parameters = request.parameters
        let subtle = request.functionID == HeadUnitFunction.subtleAlert
        let textKeys = subtle ? ["alertText1", "alertText2"] : ["alertText1", "alertText2", "alertText3"]
        let kind: SDLOverlay.Kind = subtle ? .subtleAlert : .alert
        guard admit(request, kind: kind) else { return }
        var overlay = SDLOverlay(kind: kind, appID: appID, correlationID: request.correlationID, parameters: parameters)
        overlay.lines = textKeys.compactMap { parameters[$0]?.stringValue }
        overlay.icon = SDLHeadUnitImage(json: parameters["alertIcon"])
        if overlay.softButtons.isEmpty {
            overlay.timeout = .milliseconds(parameters["duration"]?.intValue ?? 5000)
        }
        open(overlay, for: request, context: .alert)
    }

    /// ScrollableMessage (§E.2): closes after `timeout` (default 30000 ms) with SUCCESS.
    func handleScrollableMessage(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        guard admit(request, kind: .scrollableMessage) else { return }
        var overlay = SDLOverlay(kind: .scrollableMessage, appID: appID, correlationID: request.correlationID, parameters: request.parameters)
        overlay.lines = [request.parameters["scrollableMessageBody"]?.stringValue ?? ""]
        overlay.timeout = .milliseconds(request.parameters["timeout"]?.intValue ?? 30000)
        open(overlay, for: request, context: .hmiObscured)
    }

    /// Slider (§E.3): closes after `timeout` (default 10000 ms) with TIMED_OUT; saving answers SUCCESS
    /// with `sliderPosition`.
    func handleSlider(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        let parameters = request.parameters
        let numTicks = parameters["numTicks"]?.intValue ?? 2
        let position = parameters["position"]?.intValue ?? 1
        let footers = (parameters["sliderFooter"]?.arrayValue ?? []).compactMap(\.stringValue)
        guard admit(request, kind: .slider) else { return }
        var overlay = SDLOverlay(kind: .slider, appID: appID, correlationID: request.correlationID, parameters: parameters)
        overlay.lines = [parameters["sliderHeader"]?.stringValue ?? ""]
        overlay.numTicks = numTicks
        overlay.sliderPosition = position
        overlay.sliderFooters = footers
        overlay.timeout = .milliseconds(parameters["timeout"]?.intValue ?? 10000)
        open(overlay, for: request, context: .hmiObscured)
    }

    /// PerformInteraction (§E.5): shows the choices of the listed choice sets; closes after `timeout`
    /// (default 10000 ms) with TIMED_OUT. Before that, Core's checks of `perform_interaction_request.cc`
    /// on the app's state around its late message checks (docs/core-rules.md).
    func handlePerformInteraction(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app else { return }
        let mode = request.parameters["interactionMode"]?.stringValue ?? "MANUAL_ONLY"
        let setIDs = (request.parameters["interactionChoiceSetIDList"]?.arrayValue ?? []).compactMap(\.intValue)
        let sets = setIDs.compactMap { app.choiceSets[$0] }
        let choiceIDs = sets.flatMap { $0.map(\.id) }
        if sets.count != setIDs.count || Set(choiceIDs).count != choiceIDs.count {
            respond(to: request, resultCode: "INVALID_ID")
            return
        }
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        guard passesChoiceSetChecks(request, sets: sets, mode: mode) else { return }
        guard admit(request, kind: .performInteraction) else { return }
        let parameters = request.parameters
        var overlay = SDLOverlay(kind: .performInteraction, appID: appID, correlationID: request.correlationID, parameters: parameters)
        overlay.lines = [parameters["initialText"]?.stringValue ?? ""]
        overlay.choices = Array(sets.joined())
        overlay.interactionMode = mode
        overlay.interactionLayout = parameters["interactionLayout"]?.stringValue
        if mode != "VR_ONLY", Self.hasKeyboard(overlay.interactionLayout) {
            overlay.keyboard = SDLHeadUnitKeyboardEntry(properties: app.keyboardProperties)
        }
        overlay.timeout = .milliseconds(parameters["timeout"]?.intValue ?? 10000)
        open(overlay, for: request, context: mode == "VR_ONLY" ? .vrsession : .hmiObscured)
    }

    /// CancelInteraction (§E.8): closes the matching overlay of the app with ABORTED, then SUCCESS;
    /// IGNORED when none matches; INVALID_ID for a function that cannot be cancelled.
    func handleCancelInteraction(_ request: IncomingRequest) {
        // A function without interactions is refused by Core's message check (CancelInteraction.functionID).
        guard let appID = request.appID, let functionID = request.parameters["functionID"]?.intValue else { return }
        let cancelID = request.parameters["cancelID"]?.intValue
        guard let current = overlay, current.overlay.appID == appID,
              current.request.functionID == functionID,
              cancelID == nil || current.overlay.cancelID == cancelID else {
            respond(to: request, resultCode: "IGNORED", info: "No interaction to cancel")
            return
        }
        closeOverlay(resultCode: "ABORTED")
        respond(to: request, resultCode: "SUCCESS")
    }

    // MARK: Opening and closing

    /// Applies the overlay policy (§E.9) to a new overlay request; `false` when it was answered REJECTED.
    func admit(_ request: IncomingRequest, kind: SDLOverlay.Kind) -> Bool {
        guard let current = overlay else { return true }
        if kind == .performAudioPassThru, current.overlay.kind == .performAudioPassThru {
            respond(to: request, resultCode: "REJECTED", info: "Another PerformAudioPassThru is active")
            return false
        }
        switch settings.overlayPolicy {
        case .reject:
            var extra = SDLJSONObject()
            if kind == .alert || kind == .subtleAlert {
                extra.append("tryAgainTime", .integer(tryAgainTime(for: current)))
            }
            respond(to: request, resultCode: "REJECTED", info: "\(current.overlay.kind.rawValue) is on the screen", extra: extra)
            return false
        case .abort:
            closeOverlay(resultCode: "ABORTED")
            return true
        }
    }

    /// The `tryAgainTime` of an Alert or SubtleAlert refused because `current` is on the screen (§E.1,
    /// §E.9), in **milliseconds**: the HMI_API unit, which Core relays unchanged (§G.8; MOBILE_API's
    /// Alert says seconds, its SubtleAlert milliseconds). It is the time left until `current` times out,
    /// rounded up, or ``untimedOverlayTryAgainTime`` when it has no timeout (soft buttons).
    func tryAgainTime(for current: OverlayRecord) -> Int {
        guard let deadline = current.deadline else { return Self.untimedOverlayTryAgainTime }
        let left = max(deadline - settings.now(), .zero)
        let (seconds, attoseconds) = left.components
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int(min(max(milliseconds, 0), 2_000_000_000))
    }

    /// The reference HMI's info for a SubtleAlert that timed out.
    static let subtleAlertTimedOutInfo = "subtle alert timed out"

    /// The `tryAgainTime` (ms) when the overlay on the screen waits for the user: Alert's default duration.
    static let untimedOverlayTryAgainTime = 5000

    /// Shows `overlay`, starts its timeout and reports the system context.
    func open(_ overlay: SDLOverlay, for request: IncomingRequest, context: SDLSystemContext) {
        var request = request
        if !hasFiles(for: Self.images(in: request.parameters), appID: overlay.appID) {
            request.warning = [request.warning, Self.missingImageInfo].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
        }
        let token = nextOverlayToken
        nextOverlayToken += 1
        var record = OverlayRecord(overlay: overlay, request: request, token: token)
        if let timeout = overlay.timeout {
            record.timeoutTimer = startTimer(.overlayTimeout(token: token), after: timeout)
            record.deadline = settings.now() + timeout
        }
        self.overlay = record
        if settings.reportsSystemContext {
            setStatus(overlay.appID, context: context)
        }
        emit(.overlayOpened(overlay))
        emit(.screenChanged)
    }

    /// Closes the open overlay and answers its request.
    func closeOverlay(resultCode: String, info: String? = nil, extra: SDLJSONObject = SDLJSONObject()) {
        guard let record = overlay else { return }
        cancelTimer(record.timeoutTimer)
        cancelTimer(record.audioTimer)
        overlay = nil
        let sent = respond(to: record.request, resultCode: resultCode, info: info, extra: extra)
        emit(.overlayClosed(record.overlay, resultCode: sent))
        if settings.reportsSystemContext, apps[record.overlay.appID] != nil {
            setStatus(record.overlay.appID, context: .main)
        }
        emit(.screenChanged)
    }

    /// Starts the open overlay's timeout again (a user action on it, e.g. a KEEP_CONTEXT button).
    func restartOverlayTimeout() {
        guard var record = overlay, let timeout = record.overlay.timeout else { return }
        cancelTimer(record.timeoutTimer)
        record.timeoutTimer = startTimer(.overlayTimeout(token: record.token), after: timeout)
        record.deadline = settings.now() + timeout
        overlay = record
    }

    /// The open overlay reached its timeout: Alert and ScrollableMessage answer SUCCESS (the HMI closes
    /// them normally), Slider and PerformInteraction TIMED_OUT, and SubtleAlert TIMED_OUT with the
    /// reference HMI's info (generic_hmi's `onSubtleAlertTimeout`: code 10 "subtle alert timed out",
    /// which Core passes on).
    func overlayTimedOut() {
        guard let record = overlay else { return }
        switch record.overlay.kind {
        case .subtleAlert:
            closeOverlay(resultCode: "TIMED_OUT", info: Self.subtleAlertTimedOutInfo)
        case .alert, .scrollableMessage, .performAudioPassThru:
            closeOverlay(resultCode: "SUCCESS")
        case .slider, .performInteraction:
            closeOverlay(resultCode: "TIMED_OUT")
        }
    }
}
