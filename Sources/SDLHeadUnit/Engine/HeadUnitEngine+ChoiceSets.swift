import SDLRPC
import SDLValidation

/// Choice sets as SDL Core 8.2 keeps them (docs/core-rules.md, "Choice sets, the keyboard and subtle
/// alerts"): `create_interaction_choice_set_request.cc`, `delete_interaction_choice_set_request.cc` and
/// the choice-set checks of `perform_interaction_request.cc`.
extension HeadUnitEngine {
    /// Core's info when two listed sets share a VR command (`CheckChoiceSetVRSynonyms`).
    static let duplicateVRSynonymInfo = "Choice set has duplicated VR synonym"
    /// Core's info when a set lacks VR commands in VR_ONLY or BOTH (`CheckChoiceSetListVRCommands`).
    static let missingVRCommandsInfo = "Some choices don't contain VR commands."

    /// CreateInteractionChoiceSet: after the image check, a set ID in use (INVALID_ID), then Core's late
    /// message checks (choice IDs, strings and VR commands inside the request, mixed VR). Nothing is
    /// compared with the app's other sets: a choice ID, menu name or VR command another set has is fine.
    func handleCreateInteractionChoiceSet(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app,
              let id = request.parameters["interactionChoiceSetID"]?.intValue else { return }
        if app.choiceSets[id] != nil {
            respond(to: request, resultCode: "INVALID_ID")
            return
        }
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        apps[appID]?.app.choiceSets[id] = (request.parameters["choiceSet"]?.arrayValue ?? []).compactMap(SDLOverlay.Choice.init(json:))
        respondWithImageCheck(request, appID: appID)
    }

    /// DeleteInteractionChoiceSet: INVALID_ID for an unknown set; IN_USE for **any** set while the app
    /// has a PerformInteraction open — Core 8.x's `ChoiceSetInUse` returns true once
    /// `is_perform_interaction_active()`, whichever sets the interaction shows. Neither has info.
    func handleDeleteInteractionChoiceSet(_ request: IncomingRequest) {
        guard let appID = request.appID, let id = request.parameters["interactionChoiceSetID"]?.intValue else { return }
        guard apps[appID]?.app.choiceSets[id] != nil else {
            respond(to: request, resultCode: "INVALID_ID")
            return
        }
        if hasPerformInteractionOpen(appID) {
            respond(to: request, resultCode: "IN_USE")
            return
        }
        apps[appID]?.app.choiceSets[id] = nil
        respond(to: request, resultCode: "SUCCESS")
    }

    /// Whether app `appID` has a PerformInteraction on the screen (Core's `is_perform_interaction_active`).
    func hasPerformInteractionOpen(_ appID: Int) -> Bool {
        guard let current = overlay?.overlay else { return false }
        return current.kind == .performInteraction && current.appID == appID
    }

    /// PerformInteraction's checks after its message checks, in Core's order: VR synonyms across the
    /// listed sets in every mode (DUPLICATE_NAME), then for VR_ONLY and BOTH a set whose choices do not
    /// all have VR commands (INVALID_DATA). `false` after answering.
    func passesChoiceSetChecks(_ request: IncomingRequest, sets: [[SDLOverlay.Choice]], mode: String) -> Bool {
        if Self.coreFindsDuplicateVRSynonym(sets) {
            respond(to: request, resultCode: "DUPLICATE_NAME", info: Self.duplicateVRSynonymInfo)
            return false
        }
        if mode != "MANUAL_ONLY", sets.contains(where: { $0.contains { $0.vrCommands.isEmpty } }) {
            respond(to: request, resultCode: "INVALID_DATA", info: Self.missingVRCommandsInfo)
            return false
        }
        return true
    }

    /// Core 8.x's `CheckChoiceSetVRSynonyms`, loop for loop: for every ordered pair of listed sets it
    /// compares the **first** choice of the one with each choice of the other (its inner index is not
    /// reset, so later choices are never compared), ignoring case, and it stops checking altogether —
    /// no duplicate — at the first compared pair where a choice has no `vrCommands`.
    static func coreFindsDuplicateVRSynonym(_ sets: [[SDLOverlay.Choice]]) -> Bool {
        for i in sets.indices {
            for j in sets.indices where i != j {
                guard let first = sets[i].first else { continue }
                let own = Set(first.vrCommands.map { $0.lowercased() })
                for other in sets[j] {
                    if first.vrCommands.isEmpty || other.vrCommands.isEmpty { return false }
                    if other.vrCommands.contains(where: { own.contains($0.lowercased()) }) { return true }
                }
            }
        }
        return false
    }

    /// Whether an `interactionLayout` comes with a keyboard.
    static func hasKeyboard(_ layout: String?) -> Bool {
        layout == "KEYBOARD" || layout?.hasSuffix("_WITH_SEARCH") == true
    }
}
