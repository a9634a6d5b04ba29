import SDLRPC
public import SDLSession

/// A keyboard on the head unit for text the user types (a search, a destination): the keyboard's
/// properties go out with SetGlobalProperties, then a KEYBOARD PerformInteraction opens it; every
/// OnKeyboardInput reaches ``eventHandler`` and ``events`` while it is open, and the app may change
/// the autocomplete list or the allowed keys as the user types; when it closes the head unit's
/// keyboard properties are reset (ResetGlobalProperties KEYBOARDPROPERTIES). The answer is the text
/// submitted. ``SDLOverlayController/cancel()`` (or cancelling the awaiting task) closes it with
/// CancelInteraction.
///
/// ```swift
/// let search = SDLKeyboardController(title: "Find a city", configuration: SDLKeyboardConfiguration(
///     layout: .qwertz, keypressMode: .resendCurrentEntry))
/// search.eventHandler = { event in
///     if case .keypress(let entry) = event {
///         Task { try? await search.updateAutoCompleteList(cities.filter { $0.hasPrefix(entry) }) }
///     }
/// }
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
    public private(set) var configuration: SDLKeyboardConfiguration
    /// Called on the main actor with each keyboard event while the keyboard is open.
    public var eventHandler: (@MainActor (SDLKeyboardInput) -> Void)?
    /// Every keyboard event of the presentation; finishes when the keyboard closes.
    public let events: AsyncStream<SDLKeyboardInput>
    let eventSink: AsyncStream<SDLKeyboardInput>.Continuation
    /// The presentation's context while the keyboard is open (for updates).
    var openContext: SDLOverlayContext?
    /// A SetGlobalProperties of an update is under way.
    private var isSendingConfiguration = false
    /// Updates that came while one was sent, answered by the next round.
    private var configurationWaiters: [CheckedContinuation<Result<Void, SDLError>, Never>] = []

    /// A keyboard titled `title` with `configuration`.
    public init(
        title: String, configuration: SDLKeyboardConfiguration = SDLKeyboardConfiguration(), initialPrompt: SDLPrompt? = nil,
        duration: Duration = .zero
    ) {
        self.title = title
        self.configuration = configuration
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
        try await update(to: changed)
    }

    /// Allows only `characters` (empty: every key), at once while the keyboard is open.
    ///
    /// - Throws: `SDLError` as ``updateAutoCompleteList(_:)``.
    public func updateLimitedCharacters(_ characters: [String]) async throws(SDLError) {
        var changed = configuration
        changed.limitedCharacters = characters
        try await update(to: changed)
    }

    private func update(to changed: SDLKeyboardConfiguration) async throws(SDLError) {
        if let problem = Self.problem(with: changed, capabilities: nil) { throw SDLError.invalid("SDLKeyboardController: \(problem)") }
        configuration = changed
        guard openContext != nil else { return }
        try await sendNewestConfiguration()
    }

    /// Sends the newest configuration while the keyboard is open. Sends never overlap: a call that
    /// comes while one is under way waits for the next round, which sends the configuration as it
    /// is then — so the last update is what the head unit keeps (one task per keypress, each
    /// updating the list, may not reach the channel in the order the keys came) and the rounds in
    /// between are skipped. A round after the keyboard closed sends nothing.
    private func sendNewestConfiguration() async throws(SDLError) {
        guard !isSendingConfiguration else {
            let result = await withCheckedContinuation { configurationWaiters.append($0) }
            return try result.get()
        }
        isSendingConfiguration = true
        defer { isSendingConfiguration = false }
        var first: Result<Void, SDLError>?
        var waiting: [CheckedContinuation<Result<Void, SDLError>, Never>] = []
        repeat {
            var result = Result<Void, SDLError>.success(())
            if let context = openContext {
                do {
                    try await Self.send(configuration, in: context)
                } catch {
                    result = .failure(error)
                }
            }
            for waiter in waiting { waiter.resume(returning: result) }
            if first == nil { first = result }
            waiting = configurationWaiters
            configurationWaiters.removeAll()
        } while !waiting.isEmpty
        try first?.get()
    }

    override func performPresentation(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        defer { eventSink.finish() }
        let capabilities = await context.systemCapabilityManager.capabilities
        if title.allSatisfy(\.isWhitespace) { return .failure(.invalid("SDLKeyboardController: the title is empty")) }
        if let problem = Self.problem(with: configuration, capabilities: capabilities.mainWindowCapability?.keyboardCapabilities) {
            return .failure(.invalid("SDLKeyboardController: \(problem)"))
        }
        do {
            try await Self.send(configuration, in: context)
        } catch {
            return .failure(error)
        }
        openContext = context
        let outcome = await context.choiceSets.whileLoaded([]) { _ in await perform(in: context) }
        openContext = nil
        _ = try? await context.channel.send(SDLResetGlobalProperties(properties: [.keyboardproperties]))
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
                group.addTask { await self.forward(inputs) }
                defer { group.cancelAll() }
                return try await channel.send(request)
            }
            return .success(SDLOverlayOutcome(response, answer: response.manualTextEntry))
        } catch {
            return .failure(SDLError(sending: SDLPerformInteraction.rpcName, error))
        }
    }

    /// Hands each keyboard input to the handler and the stream until cancelled.
    private func forward(_ inputs: AsyncStream<SDLOnKeyboardInput>) async {
        for await input in inputs {
            let event = SDLKeyboardInput(input)
            eventHandler?(event)
            eventSink.yield(event)
        }
    }

    /// Sends `configuration` as the keyboard properties (SetGlobalProperties).
    static func send(_ configuration: SDLKeyboardConfiguration, in context: SDLOverlayContext) async throws(SDLError) {
        let request = SDLSetGlobalProperties(keyboardProperties: configuration.keyboardProperties(for: context.rpcVersion))
        let response: SDLSetGlobalPropertiesResponse
        do {
            response = try await context.channel.send(request)
        } catch {
            throw SDLError(sending: SDLSetGlobalProperties.rpcName, error)
        }
        guard response.success else { throw SDLError(refused: response, rpcName: SDLSetGlobalProperties.rpcName) }
    }

    /// Why `configuration` cannot be shown: the spec's limits, and where `capabilities` lists them,
    /// the display's layouts, custom keys and masking.
    static func problem(with configuration: SDLKeyboardConfiguration, capabilities: SDLKeyboardCapabilities?) -> String? {
        let rules = SDLKeyboardProperties.Parameters.self
        for (name, list, rule) in [("allowed keys", configuration.limitedCharacters, rules.limitedCharacterList),
                                   ("autocomplete words", configuration.autoCompleteList, rules.autoCompleteList),
                                   ("custom keys", configuration.customKeys, rules.customKeys)] {
            if let list, let maximum = rule.maxSize, list.count > maximum {
                return "\(list.count) \(name) are more than the \(maximum) the head unit takes"
            }
        }
        guard let capabilities else { return nil }
        let keyboards = capabilities.supportedKeyboards ?? []
        if let layout = configuration.layout, !keyboards.isEmpty {
            guard let keyboard = keyboards.first(where: { $0.keyboardLayout == layout }) else {
                return "the display has no \(layout.rawValue) keyboard (it has: \(keyboards.map(\.keyboardLayout.rawValue).joined(separator: ", ")))"
            }
            if let keys = configuration.customKeys, keys.count > keyboard.numConfigurableKeys {
                return "\(keys.count) custom keys are more than the \(keyboard.numConfigurableKeys) the \(layout.rawValue) keyboard has"
            }
        }
        if let masking = configuration.masking, masking != .disableInputKeyMask, capabilities.maskInputCharactersSupported == false {
            return "the display cannot mask input characters"
        }
        return nil
    }
}
