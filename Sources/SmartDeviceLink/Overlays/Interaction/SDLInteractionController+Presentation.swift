import SDLRPC
import SDLSession

extension SDLInteractionController {
    /// Creates the choice set on the head unit if this registration does not have it yet, then sends
    /// PerformInteraction; the user's answer is the outcome's.
    func presentInteraction(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        if let problem = configurationProblem {
            return .failure(SDLError(code: .invalidOverlay, message: "SDLInteractionController: \(problem)"))
        }
        let outcome = await context.choiceSets.whileLoaded(choiceSet.choices) { ids in
            await perform(choiceIDs: ids, in: context)
        }
        switch outcome {
        case .success(let result): return result
        case .failure(let error): return .failure(error)
        }
    }

    /// Sends PerformInteraction listing the loaded cells `choiceIDs` (each its own set); the
    /// user's answer is the outcome's.
    private func perform(choiceIDs: [Int], in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        if isCancelledBeforeSending {
            return .failure(SDLError(code: .cancelled, message: "the interaction was cancelled before it was sent"))
        }
        let request = request(choiceSetIDs: choiceIDs, in: context)
        let channel = context.channel
        if let cancelID = request.cancelID {
            cancelAction = {
                _ = try? await channel.send(SDLCancelInteraction(cancelID: cancelID, functionID: SDLPerformInteraction.rpcFunctionID))
            }
        }
        let response: SDLPerformInteractionResponse
        do {
            response = try await sendListeningToKeyboard(request, in: context)
        } catch {
            return .failure(SDLError(sending: SDLPerformInteraction.rpcName, error))
        }
        return .success(SDLOverlayOutcome(response, answer: selection(in: response, choiceIDs: choiceIDs)))
    }

    /// The PerformInteraction listing the sets `choiceSetIDs` (one per loaded cell), with the
    /// parameters `context`'s RPC version has.
    func request(choiceSetIDs: [Int], in context: SDLOverlayContext) -> SDLPerformInteraction {
        let version = context.rpcVersion
        func has(_ rule: SDLParameterRule) -> Bool { rule.since.map { $0 <= version } ?? true }
        let parameters = SDLPerformInteraction.Parameters.self
        return SDLPerformInteraction(
            initialText: title,
            initialPrompt: initialPrompt?.ttsChunks,
            interactionMode: interactionMode ?? .manualOnly,
            interactionChoiceSetIDList: choiceSetIDs,
            helpPrompt: voiceInteraction?.helpPrompt?.ttsChunks,
            timeoutPrompt: voiceInteraction?.timeoutPrompt?.ttsChunks,
            timeout: SDLOverlayDuration.milliseconds(duration, for: parameters.timeout),
            vrHelp: has(parameters.vrHelp) ? voiceInteraction?.helpItems : nil,
            interactionLayout: has(parameters.interactionLayout) ? manualInteraction?.layout : nil,
            cancelID: has(parameters.cancelID) ? context.makeCancelID() : nil)
    }

    /// Sends `request`; while a keyboard is shown its configuration is set (and reset after), and
    /// OnKeyboardInput goes to ``keyboardEventHandler`` and to autocomplete.
    private func sendListeningToKeyboard(
        _ request: SDLPerformInteraction, in context: SDLOverlayContext
    ) async throws -> SDLPerformInteractionResponse {
        let channel = context.channel
        let layout = request.interactionLayout
        let showsKeyboard = layout == .keyboard || layout == .listWithSearch || layout == .iconWithSearch
        let listens = keyboardEventHandler != nil || rawKeyboardInputHandler != nil || autocomplete != nil
        guard showsKeyboard, listens || keyboardConfiguration != nil else { return try await channel.send(request) }
        try await keyboard.open(in: context, sendsProperties: keyboardConfiguration != nil)
        let inputs = channel.notifications(of: SDLOnKeyboardInput.self)   // subscribed before the request goes out
        let raw = rawKeyboardInputHandler.map { (channel.notifications(of: SDLOnKeyboardInput.self), $0) }
        let keyboard = keyboard
        let result: Result<SDLPerformInteractionResponse, any Error>
        do {
            result = .success(try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    await keyboard.forward(inputs, owner: "SDLInteractionController") { event in self.keyboardEventHandler?(event) }
                }
                if let raw {
                    group.addTask { for await input in raw.0 { await raw.1(input) } }
                }
                defer { group.cancelAll() }
                return try await channel.send(request)
            })
        } catch {
            result = .failure(error)
        }
        await keyboard.close()
        return try result.get()
    }

    /// The user's answer in `response`: a choice of the set (by its ID) or typed text; `nil` for none.
    private func selection(in response: SDLPerformInteractionResponse, choiceIDs: [Int]) -> SDLInteractionSelection? {
        let index = response.choiceID.flatMap { choiceIDs.firstIndex(of: $0) }
        let choice = index.map { choiceSet.choices[$0] }
        guard choice != nil || response.manualTextEntry != nil else { return nil }
        return SDLInteractionSelection(choice: choice, choiceIndex: index, text: response.manualTextEntry, triggerSource: response.triggerSource)
    }
}
