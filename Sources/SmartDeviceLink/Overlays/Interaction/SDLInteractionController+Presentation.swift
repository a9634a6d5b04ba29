import SDLRPC
import SDLSession

extension SDLInteractionController {
    /// Creates the choice set on the head unit if this registration does not have it yet, then sends
    /// PerformInteraction; the user's answer is the outcome's.
    func presentInteraction(in context: SDLOverlayContext) async -> Result<SDLOverlayOutcome, SDLError> {
        if let problem = configurationProblem {
            return .failure(SDLError(code: .invalidOverlay, message: "SDLInteractionController: \(problem)"))
        }
        var created: SDLChoiceSetRegistry.Created?
        if !choiceSet.choices.isEmpty {
            let choiceSet = self.choiceSet
            let outcome = await context.choiceSets.ids(of: choiceSet) { ids in
                await Self.create(choiceSet, as: ids, in: context)
            }
            switch outcome {
            case .success(let ids): created = ids
            case .failure(let error): return .failure(error)
            }
        }
        if isCancelledBeforeSending {
            return .failure(SDLError(code: .cancelled, message: "the interaction was cancelled before it was sent"))
        }
        let request = request(choiceSetID: created?.setID, in: context)
        let channel = context.channel
        if let cancelID = request.cancelID {
            cancelAction = {
                _ = try? await channel.send(SDLCancelInteraction(cancelID: cancelID, functionID: SDLPerformInteraction.rpcFunctionID))
            }
        }
        let response: SDLPerformInteractionResponse
        do {
            response = try await sendListeningToKeyboard(request, on: channel)
        } catch {
            return .failure(SDLError(sending: SDLPerformInteraction.rpcName, error))
        }
        return .success(SDLOverlayOutcome(response, answer: selection(in: response, choiceIDs: created?.choiceIDs ?? [])))
    }

    /// The PerformInteraction for the set `choiceSetID`, with the parameters `context`'s RPC version has.
    func request(choiceSetID: Int?, in context: SDLOverlayContext) -> SDLPerformInteraction {
        let version = context.rpcVersion
        func has(_ rule: SDLParameterRule) -> Bool { rule.since.map { $0 <= version } ?? true }
        let parameters = SDLPerformInteraction.Parameters.self
        return SDLPerformInteraction(
            initialText: title,
            initialPrompt: initialPrompt?.ttsChunks,
            interactionMode: interactionMode ?? .manualOnly,
            interactionChoiceSetIDList: choiceSetID.map { [$0] } ?? [],
            helpPrompt: voiceInteraction?.helpPrompt?.ttsChunks,
            timeoutPrompt: voiceInteraction?.timeoutPrompt?.ttsChunks,
            timeout: SDLOverlayDuration.milliseconds(duration, for: parameters.timeout),
            vrHelp: has(parameters.vrHelp) ? voiceInteraction?.helpItems : nil,
            interactionLayout: has(parameters.interactionLayout) ? manualInteraction?.layout : nil,
            cancelID: has(parameters.cancelID) ? context.makeCancelID() : nil)
    }

    /// Sends `request`; while a keyboard is shown, OnKeyboardInput goes to ``keyboardInputHandler``.
    private func sendListeningToKeyboard(_ request: SDLPerformInteraction, on channel: any SDLRPCChannel) async throws -> SDLPerformInteractionResponse {
        let layout = request.interactionLayout
        let showsKeyboard = layout == .keyboard || layout == .listWithSearch || layout == .iconWithSearch
        guard showsKeyboard, keyboardInputHandler != nil else { return try await channel.send(request) }
        let inputs = channel.notifications(of: SDLOnKeyboardInput.self)   // subscribed before the request goes out
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { await self.forward(inputs) }
            defer { group.cancelAll() }
            return try await channel.send(request)
        }
    }

    /// Hands every keyboard input to ``keyboardInputHandler`` until cancelled.
    private func forward(_ inputs: AsyncStream<SDLOnKeyboardInput>) async {
        for await input in inputs { keyboardInputHandler?(input) }
    }

    /// The user's answer in `response`: a choice of the set (by its ID) or typed text; `nil` for none.
    private func selection(in response: SDLPerformInteractionResponse, choiceIDs: [Int]) -> SDLInteractionSelection? {
        let index = response.choiceID.flatMap { choiceIDs.firstIndex(of: $0) }
        let choice = index.map { choiceSet.choices[$0] }
        guard choice != nil || response.manualTextEntry != nil else { return nil }
        return SDLInteractionSelection(choice: choice, choiceIndex: index, text: response.manualTextEntry, triggerSource: response.triggerSource)
    }

    /// Uploads the set's images and creates it on the head unit with `ids`.
    private static func create(_ choiceSet: SDLChoiceSet, as ids: SDLChoiceSetRegistry.Created, in context: SDLOverlayContext) async -> Result<Void, SDLError> {
        let version = context.rpcVersion
        func has(_ rule: SDLParameterRule) -> Bool { rule.since.map { $0 <= version } ?? true }
        let rules = SDLChoice.Parameters.self
        for artwork in Set(choiceSet.choices.compactMap(\.artwork)) where has(rules.image) && !artwork.isStaticIcon {
            if await !context.fileManager.hasUploadedFile(named: artwork.name) {
                // A failed upload still creates the set; the head unit answers WARNINGS for the missing image.
                _ = try? await context.fileManager.upload(artwork)
            }
        }
        let choices = zip(choiceSet.choices, ids.choiceIDs).map { choice, id in
            SDLChoice(
                choiceID: id, menuName: choice.text,
                vrCommands: choice.voiceCommands.isEmpty ? nil : choice.voiceCommands,
                image: has(rules.image) ? choice.artwork?.image : nil,
                secondaryText: has(rules.secondaryText) ? choice.secondaryText : nil,
                tertiaryText: has(rules.tertiaryText) ? choice.tertiaryText : nil)
        }
        let request = SDLCreateInteractionChoiceSet(interactionChoiceSetID: ids.setID, choiceSet: choices)
        do {
            let response = try await context.channel.send(request)
            guard response.success else {
                return .failure(SDLError(refused: response, rpcName: SDLCreateInteractionChoiceSet.rpcName))
            }
            return .success(())
        } catch {
            return .failure(SDLError(sending: SDLCreateInteractionChoiceSet.rpcName, error))
        }
    }
}
