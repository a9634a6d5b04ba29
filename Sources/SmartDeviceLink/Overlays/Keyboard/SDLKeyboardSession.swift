import SDLRPC
import SDLSession

/// One keyboard as every overlay that shows one drives it — ``SDLKeyboardController`` and the
/// search layouts of ``SDLInteractionController``: the configuration sent with SetGlobalProperties
/// while the keyboard is open (and reset after), each OnKeyboardInput handed on as an
/// ``SDLKeyboardInput``, and the autocomplete queries, of which only the newest answer is sent.
@MainActor
final class SDLKeyboardSession {
    /// The keyboard's properties, sent while open.
    var configuration: SDLKeyboardConfiguration
    /// Asked for words after each keypress.
    var autocomplete: SDLKeyboardAutocomplete?
    /// The presentation's context while the keyboard is open.
    private var openContext: SDLOverlayContext?
    /// Whether SetGlobalProperties went out during this presentation (so it is reset after).
    private var hasSentProperties = false
    /// A SetGlobalProperties of an update is under way.
    private var isSendingConfiguration = false
    /// Updates that came while one was sent, answered by the next round.
    private var configurationWaiters: [CheckedContinuation<Result<Void, SDLError>, Never>] = []
    /// The autocomplete query running, and the number of the newest keypress.
    private var query: Task<Void, Never>?
    private var keypressCount = 0

    init(configuration: SDLKeyboardConfiguration, autocomplete: SDLKeyboardAutocomplete? = nil) {
        self.configuration = configuration
        self.autocomplete = autocomplete
    }

    /// Whether the keyboard is open.
    var isOpen: Bool { openContext != nil }

    /// Opens the keyboard in `context`: `sendsProperties` sends the configuration first.
    func open(in context: SDLOverlayContext, sendsProperties: Bool) async throws(SDLError) {
        if sendsProperties {
            try await Self.send(configuration, in: context)
            hasSentProperties = true
        }
        openContext = context
    }

    /// Closes the keyboard: the query still running is cancelled and the head unit's keyboard
    /// properties reset when this presentation set them.
    func close() async {
        query?.cancel()
        query = nil
        guard let context = openContext else { return }
        openContext = nil
        if hasSentProperties {
            hasSentProperties = false
            _ = try? await context.channel.send(SDLResetGlobalProperties(properties: [.keyboardproperties]))
        }
    }

    /// Makes `changed` the configuration, sent at once while the keyboard is open.
    ///
    /// - Throws: `SDLError` `invalidOverlay` beyond the spec's limits; the SetGlobalProperties' own
    ///   error when the head unit refused it.
    func update(to changed: SDLKeyboardConfiguration, owner: String) async throws(SDLError) {
        if let problem = Self.problem(with: changed, capabilities: nil) { throw SDLError.invalid("\(owner): \(problem)") }
        configuration = changed
        guard openContext != nil else { return }
        try await sendNewestConfiguration()
    }

    /// Hands each keyboard input to `deliver` until cancelled; a keypress starts an autocomplete
    /// query (cancelling the one before).
    func forward(_ inputs: AsyncStream<SDLOnKeyboardInput>, owner: String, to deliver: @MainActor (SDLKeyboardInput) -> Void) async {
        for await input in inputs {
            let event = SDLKeyboardInput(input)
            if case .keypress(let entry) = event { complete(entry, owner: owner) }
            deliver(event)
        }
    }

    /// Asks ``autocomplete`` for `entry`'s words; the answer is sent only if no keypress came since.
    /// An answer that cannot be shown is reported to the app's unawaited errors (`keyboard`).
    private func complete(_ entry: String, owner: String) {
        guard let autocomplete else { return }
        keypressCount += 1
        let keypress = keypressCount
        query?.cancel()
        query = Task { [weak self] in
            let words = await autocomplete(entry)
            guard let self, !Task.isCancelled, keypress == self.keypressCount, self.isOpen else { return }
            var changed = self.configuration
            changed.autoCompleteList = Array(words.prefix(SDLKeyboardProperties.Parameters.autoCompleteList.maxSize ?? words.count))
            let report = self.openContext?.reportUnawaited
            do throws(SDLError) {
                try await self.update(to: changed, owner: owner)
            } catch {
                report?(error, .keyboard)
            }
        }
    }

    /// Sends the newest configuration while the keyboard is open. Sends never overlap: a call that
    /// comes while one is under way waits for the next round, which sends the configuration as it
    /// is then — so the last update is what the head unit keeps and the rounds in between are
    /// skipped. A round after the keyboard closed sends nothing.
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
                    hasSentProperties = true
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

    /// Sends `configuration` as the keyboard properties (SetGlobalProperties), also from a task
    /// that was cancelled: an autocomplete query's task is cancelled by the next keypress while its
    /// round may be sending the newer answer too.
    static func send(_ configuration: SDLKeyboardConfiguration, in context: SDLOverlayContext) async throws(SDLError) {
        let request = SDLSetGlobalProperties(keyboardProperties: configuration.keyboardProperties(for: context.rpcVersion))
        let response: SDLSetGlobalPropertiesResponse
        do {
            response = try await context.channel.sendIgnoringCancellation(request, bulkData: nil, timeout: nil)
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
