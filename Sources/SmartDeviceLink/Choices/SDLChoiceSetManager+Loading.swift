import SDLRPC
import SDLSession

extension SDLChoiceSetManager {
    /// Loads each of `choices` not loaded yet; one result per given cell, in order. Cells another
    /// call is loading are waited for; new ones get an ID, their artwork and one
    /// CreateInteractionChoiceSet each, all sent at once.
    func load(_ choices: [SDLChoiceCell]) async -> [Result<SDLLoadedChoice, SDLError>] {
        var results: [SDLChoiceCell: Result<SDLLoadedChoice, SDLError>] = [:]
        var batch: [SDLChoiceToLoad] = []
        for choice in choices where results[choice] == nil && !batch.contains(where: { $0.choice == choice }) {
            if let problem = Self.problem(of: choice) {
                results[choice] = .failure(SDLError(code: .invalidChoice, message: problem))
            } else if let known = loaded[choice] {
                results[choice] = .success(known)
            } else if loading[choice] == nil {
                guard let id = makeID() else {
                    results[choice] = .failure(SDLError(
                        code: .invalidChoice, message: "all \(Self.highestID - Self.lowestID + 1) choice IDs are loaded; delete cells first"))
                    continue
                }
                loading[choice] = []
                batch.append(SDLChoiceToLoad(choice: choice, id: id, text: uniqueText(for: choice.text)))
            }
        }
        if !batch.isEmpty {
            for (choice, result) in await create(batch) { results[choice] = result }
        }
        for choice in choices where results[choice] == nil {
            results[choice] = await outcome(ofLoading: choice)
        }
        deleteDueCells()
        return choices.map { results[$0] ?? .failure(SDLError(code: .invalidChoice, message: "'\($0.text)' was not loaded")) }
    }

    /// The result of the load another call started for `choice` (loading it again if that failed).
    private func outcome(ofLoading choice: SDLChoiceCell) async -> Result<SDLLoadedChoice, SDLError> {
        if let known = loaded[choice] { return .success(known) }
        guard loading[choice] != nil else { return await load([choice])[0] }
        return await withCheckedContinuation { loading[choice, default: []].append($0) }
    }

    /// Uploads the batch's artwork, then sends its CreateInteractionChoiceSets at once; records and
    /// announces each outcome.
    private func create(_ batch: [SDLChoiceToLoad]) async -> [(SDLChoiceCell, Result<SDLLoadedChoice, SDLError>)] {
        // A cell whose artwork failed is loaded without it.
        let failedArtwork = Set(await fileManager.uploadMissing(batch.flatMap { [$0.choice.artwork, $0.choice.secondaryArtwork].compactMap { $0 } }).map(\.name))
        let requests = batch.map { request(for: $0, leavingOut: failedArtwork) }
        requestCount += requests.count
        let channel = self.channel
        let errors = await withTaskGroup(of: (Int, SDLError?).self) { group in
            for (index, request) in requests.enumerated() {
                group.addTask { (index, await channel.failure(of: request)) }
            }
            var errors: [Int: SDLError] = [:]
            for await (index, error) in group { if let error { errors[index] = error } }
            return errors
        }
        var outcomes: [(SDLChoiceCell, Result<SDLLoadedChoice, SDLError>)] = []
        for (index, item) in batch.enumerated() {
            let result: Result<SDLLoadedChoice, SDLError>
            if let error = errors[index] {
                freeIDs.append(item.id)
                sentTexts.remove(item.text)
                result = .failure(error)
            } else {
                let cell = SDLLoadedChoice(id: item.id, sentText: item.text, order: loadOrder)
                loadOrder += 1
                loaded[item.choice] = cell
                result = .success(cell)
            }
            for waiter in loading.removeValue(forKey: item.choice) ?? [] { waiter.resume(returning: result) }
            outcomes.append((item.choice, result))
        }
        return outcomes
    }

    /// The CreateInteractionChoiceSet of one cell: a set of its own whose ID is the choice ID, with
    /// what the negotiated version has (images only when uploaded, or static).
    private func request(for item: SDLChoiceToLoad, leavingOut failedArtwork: Set<String>) -> SDLCreateInteractionChoiceSet {
        let version = rpcVersion
        func has(_ rule: SDLParameterRule) -> Bool { rule.since.map { $0 <= version } ?? true }
        func image(_ artwork: SDLArtwork?, _ rule: SDLParameterRule) -> SDLImage? {
            guard let artwork, has(rule), !failedArtwork.contains(artwork.name) else { return nil }
            return artwork.image
        }
        let rules = SDLChoice.Parameters.self
        let choice = item.choice
        let sent = SDLChoice(
            choiceID: item.id, menuName: item.text,
            vrCommands: choice.voiceCommands.isEmpty || !has(rules.vrCommands) ? nil : choice.voiceCommands,
            image: image(choice.artwork, rules.image),
            secondaryText: has(rules.secondaryText) ? choice.secondaryText : nil,
            tertiaryText: has(rules.tertiaryText) ? choice.tertiaryText : nil,
            secondaryImage: image(choice.secondaryArtwork, rules.secondaryImage))
        return SDLCreateInteractionChoiceSet(interactionChoiceSetID: item.id, choiceSet: [sent])
    }

    /// A free choice ID (deleted cells' first), `nil` when every one is loaded.
    private func makeID() -> Int? {
        if let id = freeIDs.popLast() { return id }
        guard nextID <= Self.highestID else { return nil }
        defer { nextID += 1 }
        return nextID
    }

    /// `text`, or below RPC 7.1 — where the head unit refuses a `menuName` it has — "text (2)",
    /// "text (3)" … when a loaded or loading cell has it (sdl_ios's rule, counting loaded cells).
    private func uniqueText(for text: String) -> String {
        var candidate = text
        if rpcVersion < SDLRPCVersion(7, 1, 0) {
            var count = 1
            while sentTexts.contains(candidate) {
                count += 1
                candidate = "\(text) (\(count))"
            }
        }
        sentTexts.insert(candidate)
        return candidate
    }

    /// Why `choice` cannot be loaded (the head unit would answer INVALID_DATA), or `nil`.
    static func problem(of choice: SDLChoiceCell) -> String? {
        if choice.text.allSatisfy(\.isWhitespace) { return "a choice has an empty text" }
        let texts = [choice.text] + choice.voiceCommands
        if let bad = texts.first(where: { $0.contains { $0 == "\t" || $0 == "\n" } }) {
            return "the choice '\(choice.text)' holds a tab or newline in '\(bad)'"
        }
        if choice.voiceCommands.contains(where: { $0.allSatisfy(\.isWhitespace) }) {
            return "the choice '\(choice.text)' has an empty voice command"
        }
        return nil
    }
}

/// A cell about to be loaded: its ID and the text it goes out with.
struct SDLChoiceToLoad {
    var choice: SDLChoiceCell
    var id: Int
    var text: String
}
