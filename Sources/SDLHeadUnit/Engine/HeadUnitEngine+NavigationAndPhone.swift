import SDLRPC
import SDLValidation

/// Location, phone and way points as Core 8.2 handles them with its default HMI capabilities
/// (docs/core-rules.md, "Location, phone and way points"): `send_location_request.cc`,
/// `dial_number_request.cc`, `get_way_points_request.cc`, `subscribe_way_points_request.cc` and
/// `unsubscribe_way_points_request.cc`. The emulator's HMI answers when the profile's system
/// capabilities have the interface (`navigationCapability` for location and way points,
/// `phoneCapability` for DialNumber — `core-default` has both); otherwise the RPC is not implemented.
extension HeadUnitEngine {
    /// The text fields SendLocation's handler looks for in the display's capabilities.
    static let sendLocationTextFields = ["locationName", "locationDescription", "addressLines", "phoneNumber"]

    func handleNavigationOrPhone(_ request: IncomingRequest) {
        let member = request.functionID == HeadUnitFunction.dialNumber ? "phoneCapability" : "navigationCapability"
        guard settings.profile.systemCapabilities[member] != nil else {
            respondNotImplemented(request)
            return
        }
        switch request.functionID {
        case HeadUnitFunction.sendLocation: handleSendLocation(request)
        case HeadUnitFunction.subscribeWayPoints: handleSubscribeWayPoints(request)
        case HeadUnitFunction.unsubscribeWayPoints: handleUnsubscribeWayPoints(request)
        default:
            // DialNumber and GetWayPoints: the message checks, then the HMI's SUCCESS.
            guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
            respond(to: request, resultCode: "SUCCESS")
        }
    }

    /// SendLocation: first `CheckHMICapabilities` — a text field of the request the display does not
    /// list is UNSUPPORTED_RESOURCE without info (Core's default display lists none of the four) —
    /// then the message checks, then the HMI's SUCCESS.
    private func handleSendLocation(_ request: IncomingRequest) {
        let listed = Set(settings.profile.textFieldNames)
        if Self.sendLocationTextFields.contains(where: { request.parameters[$0] != nil && !listed.contains($0) }) {
            respond(to: request, resultCode: "UNSUPPORTED_RESOURCE")
            return
        }
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        respond(to: request, resultCode: "SUCCESS")
    }

    /// SubscribeWayPoints: IGNORED without info when the app is subscribed already; otherwise it is
    /// subscribed (at the HMI, or at once when another app is), SUCCESS.
    private func handleSubscribeWayPoints(_ request: IncomingRequest) {
        guard let appID = request.appID, let record = apps[appID] else { return }
        if record.wayPointsSubscribed {
            respond(to: request, resultCode: "IGNORED")
            return
        }
        apps[appID]?.wayPointsSubscribed = true
        respond(to: request, resultCode: "SUCCESS")
    }

    /// UnsubscribeWayPoints: IGNORED without info when the app is not subscribed; otherwise SUCCESS.
    private func handleUnsubscribeWayPoints(_ request: IncomingRequest) {
        guard let appID = request.appID, let record = apps[appID] else { return }
        guard record.wayPointsSubscribed else {
            respond(to: request, resultCode: "IGNORED")
            return
        }
        apps[appID]?.wayPointsSubscribed = false
        respond(to: request, resultCode: "SUCCESS")
    }
}
