import SDLRPC

/// A choice set as the head unit holds it after CreateInteractionChoiceSet: its id and its choices in
/// the order the app sent them.
///
/// ```swift
/// let sets = try await headUnit.choiceSets()
/// #expect(sets.map(\.id) == [1, 2])
/// #expect(sets[0].choices.map(\.menuName) == ["Home", "Work"])
/// ```
public struct SDLHeadUnitChoiceSet: Sendable, Hashable, Identifiable {
    /// `interactionChoiceSetID`.
    public var id: Int
    /// `choiceSet`, in order.
    public var choices: [SDLOverlay.Choice]

    /// Creates a set.
    public init(id: Int, choices: [SDLOverlay.Choice]) {
        self.id = id
        self.choices = choices
    }

    /// The JSON form for the control channel.
    public var json: SDLJSONValue {
        [
            "interactionChoiceSetID": .integer(id),
            "choiceSet": .array(choices.map { choice in
                var item: SDLJSONObject = ["choiceID": .integer(choice.id), "menuName": .string(choice.menuName)]
                if let text = choice.secondaryText { item.append("secondaryText", .string(text)) }
                if let text = choice.tertiaryText { item.append("tertiaryText", .string(text)) }
                if let image = choice.image { item.append("image", image.json) }
                if let image = choice.secondaryImage { item.append("secondaryImage", image.json) }
                if !choice.vrCommands.isEmpty { item.append("vrCommands", .array(choice.vrCommands.map { .string($0) })) }
                return .object(item)
            }),
        ]
    }
}

extension SDLRegisteredApp {
    /// The app's choice sets sorted by id (``choiceSets`` as ``SDLHeadUnitChoiceSet`` values).
    public var choiceSetList: [SDLHeadUnitChoiceSet] {
        choiceSets.sorted { $0.key < $1.key }.map { SDLHeadUnitChoiceSet(id: $0.key, choices: $0.value) }
    }
}
