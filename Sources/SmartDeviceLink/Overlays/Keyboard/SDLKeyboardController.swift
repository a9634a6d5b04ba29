import SDLRPC
public import SDLSession

/// A keyboard on the head unit for text the user types (a search, a destination): the keyboard's
/// properties go out with SetGlobalProperties, then a KEYBOARD PerformInteraction opens it; every
/// OnKeyboardInput reaches ``eventHandler`` and ``events`` while it is open, ``autocomplete`` is
/// asked for words after each keypress (only the newest answer is sent), and the app may change
/// the allowed keys as the user types; when it closes the head unit's keyboard properties are
/// reset (ResetGlobalProperties KEYBOARDPROPERTIES). The answer is the text submitted.
/// ``SDLOverlayController/cancel()`` (or cancelling the awaiting task) closes it with
/// CancelInteraction. The search layouts of ``SDLInteractionController`` show the same keyboard,
/// with the same configuration, events and autocomplete.
///
/// ```swift
/// let search = SDLKeyboardController(title: "Find a city", configuration: SDLKeyboardConfiguration(
///     layout: .qwertz, keypressMode: .resendCurrentEntry))
/// search.autocomplete = { entry in cities.filter { $0.hasPrefix(entry) } }
/// if let city = try await presentOverlayController(search).answer { show(city) }
/// ```
///
/// Checked before anything is sent, against the display's keyboard capabilities where it lists
/// them: the layout, the number of custom keys, masking; and the spec's limits (100 allowed keys,
/// 100 autocomplete words).
@MainActor
public final class SDLKeyboardController: SDLOverlayController, SDLOverlayAnswering {
    /// The text the user submitted.
    public typealias Answer = String

    /// Shown above the keyboard (`initialText`).
    public let title: String
    /// Said when the keyboard opens (`initialPrompt`).
    public let initialPrompt: SDLPrompt?
    /// The keyboard's properties; ``updateAutoCompleteList(_:)`` and ``updateLimitedCharacters(_:)``
    /// change them while it is open.
    public var configuration: SDLKeyboardConfiguration { keyboard.configuration }
    /// Called on the main actor with each keyboard event while the keyboard is open.
    public var eventHandler: (@MainActor (SDLKeyboardInput) -> Void)?
    /// Asked for the words to offer after each keypress, with the entry so far (in the default
    /// `resendCurrentEntry` keypress mode); a newer keypress cancels the query before it, and only
    /// the newest answer is sent (SetGlobalProperties `autoCompleteList`).
    public var autocomplete: SDLKeyboardAutocomplete? {
        get { keyboard.autocomplete }
        set { keyboard.autocomplete = newValue }
    }
    /// Every keyboard event of the presentation; finishes when the keyboard closes.
    public let events: AsyncStream<SDLKeyboardInput>
    let eventSink: AsyncStream<SDLKeyboardInput>.Continuation
    /// The keyboard while it is open.
    let keyboard: SDLKeyboardSession

    /// A keyboard titled `title` with `configuration`; `autocomplete` offers words as the user types.
    public init(
        title: String, configuration: SDLKeyboardConfiguration = SDLKeyboardConfiguration(), initialPrompt: SDLPrompt? = nil,
        duration: Duration = .zero, autocomplete: SDLKeyboardAutocomplete? = nil
    ) {
        self.title = title
        keyboard = SDLKeyboardSession(configuration: configuration, autocomplete: autocomplete)
        self.initialPrompt = initialPrompt.nonEmpty
        (events, eventSink) = AsyncStream.makeStream(of: SDLKeyboardInput.self)
        super.init(duration: duration)
    }

    /// Offers `words` as the user types (sent at once while the keyboard is open; otherwise with
    /// the next presentation).
    ///
    /// - Throws: `SDLError` `invalidOverlay` beyond the spec's 100 words; the SetGlobalProperties'
    ///   own error when the head unit refused it.
    public func updateAutoCompleteList(_ words: [String]) async throws(SDLError) {
        var changed = configuration
        changed.autoCompleteList = words
        try await keyboard.update(to: changed, owner: "SDLKeyboardController")
    }

    /// Allows only `characters` (empty: every key), at once while the keyboard is open.
    ///
    /// - Throws: `SDLError` as ``updateAutoCompleteList(_:)``.
    public func updateLimitedCharacters(_ characters: [String]) async throws(SDLError) {
        var changed = configuration
        changed.limitedCharacters = characters
        try await keyboard.update(to: changed, owner: "SDLKeyboardController")
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        defer { eventSink.finish() }
        let capabilities = await context.systemCapabilityManager.capabilities
        if title.allSatisfy(\.isWhitespace) { return .failure(.invalid("SDLKeyboardController: the title is empty")) }
        if let problem = SDLKeyboardSession.problem(with: configuration, capabilities: capabilities.mainWindowCapability?.keyboardCapabilities) {
            return .failure(.invalid("SDLKeyboardController: \(problem)"))
        }
        do {
            try await keyboard.open(in: context, sendsProperties: true)
        } catch {
            return .failure(error)
        }
        let outcome = await context.choiceSets.whileLoaded([]) { _ in await perform(in: context) }
        await keyboard.close()
        switch outcome {
        case .success(let result): return result
        case .failure(let error): return .failure(error)
        }
    }

    /// Sends the KEYBOARD PerformInteraction and hands on every OnKeyboardInput until it is answered.
    private func perform(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        if isCancelledBeforeSending {
            return .failure(SDLError(code: .cancelled, message: "the keyboard was cancelled before it was sent"))
        }
        let rules = SDLPerformInteraction.Parameters.self
        let version = context.rpcVersion
        let cancelID = (rules.cancelID.since.map { $0 <= version } ?? true) ? context.makeCancelID() : nil
        let request = SDLPerformInteraction(
            initialText: title, initialPrompt: initialPrompt?.ttsChunks, interactionMode: .manualOnly,
            interactionChoiceSetIDList: [], timeout: SDLOverlayDuration.milliseconds(duration, for: rules.timeout),
            interactionLayout: .keyboard, cancelID: cancelID)
        let channel = context.channel
        if let cancelID {
            cancelAction = {
                _ = try? await channel.send(SDLCancelInteraction(cancelID: cancelID, functionID: SDLPerformInteraction.rpcFunctionID))
            }
        }
        let inputs = channel.notifications(of: SDLOnKeyboardInput.self)   // subscribed before the request goes out
        do {
            let response = try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    await self.keyboard.forward(inputs, owner: "SDLKeyboardController") { event in
                        self.eventHandler?(event)
                        self.eventSink.yield(event)
                    }
                }
                defer { group.cancelAll() }
                return try await channel.send(request)
            }
            return .success(SDLOverlayOutcome(response, answer: response.manualTextEntry))
        } catch {
            return .failure(SDLError(sending: SDLPerformInteraction.rpcName, error))
        }
    }
}
