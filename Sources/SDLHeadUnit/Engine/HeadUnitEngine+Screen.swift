import SDLRPC
import SDLValidation

extension HeadUnitEngine {
    /// Core's WARNINGS info when a DYNAMIC image names a file the app has not uploaded (§D.6).
    static let missingImageInfo = "Reference image(s) not found"

    /// Show (§E.6): updates the app's main window.
    func handleShow(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app else { return }
        let parameters = request.parameters
        if let windowID = parameters["windowID"]?.intValue, windowID != 0 {
            // Core (show_request.cc) answers an unknown window without info.
            respond(to: request, resultCode: "INVALID_ID")
            return
        }
        if let configuration = parameters["templateConfiguration"]?.objectValue,
           let failure = templateChangeFailure(configuration, template: configuration["template"]?.stringValue, screen: app.screen) {
            respond(to: request, resultCode: "REJECTED", info: failure)
            return
        }
        let oldTemplate = app.screen.template
        var screen = app.screen
        screen.apply(show: parameters)
        apps[appID]?.app.screen = screen
        let imagesFound = hasFiles(for: Self.images(in: parameters), appID: appID)
        respond(to: request, resultCode: imagesFound ? "SUCCESS" : "WARNINGS", info: imagesFound ? nil : Self.missingImageInfo)
        emit(.show(appID: appID, parameters: parameters, screen: screen))
        if isVisible(appID) { emit(.screenChanged) }
        if screen.template != oldTemplate { templateChanged(appID) }
    }

    /// SetDisplayLayout (§E.7): Core turns it into a template change and answers with the display's
    /// capabilities — WARNINGS with ``setDisplayLayoutDeprecatedInfo`` for an app of RPC 6.0 or later. Core's only check (`set_display_layout_request.cc`) refuses new color schemes
    /// without a new layout, when the app has set that scheme before: REJECTED without info. An
    /// unknown layout is the emulator's HMI refusing it.
    func handleSetDisplayLayout(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app else { return }
        if Self.recolorsWithoutNewLayout(request.parameters, screen: app.screen) {
            respond(to: request, resultCode: "REJECTED")
            return
        }
        if let layout = request.parameters["displayLayout"]?.stringValue, let failure = unsupportedTemplate(layout) {
            respond(to: request, resultCode: "REJECTED", info: failure)
            return
        }
        let oldTemplate = app.screen.template
        apps[appID]?.app.screen.apply(template: request.parameters)
        var extra = SDLJSONObject()
        for key in ["displayCapabilities", "buttonCapabilities", "softButtonCapabilities", "presetBankCapabilities"] {
            if let value = settings.profile.capabilities[key] { extra.append(key, value) }
        }
        var answered = request
        if app.rpcVersion >= SDLRPCVersion(6, 0, 0) {
            answered.warning = [request.warning, Self.setDisplayLayoutDeprecatedInfo].compactMap { $0 }.filter { !$0.isEmpty }
                .joined(separator: "\n")
        }
        respond(to: answered, resultCode: "SUCCESS", extra: extra)
        if isVisible(appID) { emit(.screenChanged) }
        if apps[appID]?.app.screen.template != oldTemplate { templateChanged(appID) }
    }

    /// Core's info when an app of RPC 6.0 or later sets a layout the HMI accepted (WARNINGS, success
    /// true: SetDisplayLayout is deprecated since 6.0, SDL-0216).
    static let setDisplayLayoutDeprecatedInfo = "The RPC is deprecated and will be removed in a future version. "
        + "The requested display layout is set to the main window. Please use `Show.templateConfiguration` instead."

    /// SetDisplayLayout's check: the layout is missing, empty or the current one, and a color scheme
    /// differs from the one the app has already set (a first scheme is accepted).
    private static func recolorsWithoutNewLayout(_ parameters: SDLJSONObject, screen: SDLScreenState) -> Bool {
        if let layout = parameters["displayLayout"]?.stringValue, !layout.isEmpty, layout != screen.template { return false }
        func changes(_ new: SDLJSONValue?, _ old: SDLJSONValue?) -> Bool {
            guard let new, let old else { return false }
            return new != old
        }
        return changes(parameters["dayColorScheme"], screen.dayColorScheme) || changes(parameters["nightColorScheme"], screen.nightColorScheme)
    }

    /// The emulator's HMI refuses a template its display does not list.
    private func unsupportedTemplate(_ template: String) -> String? {
        let templates = settings.profile.templates
        return !templates.isEmpty && !templates.contains(template) ? "Template \(template) is not supported by the display" : nil
    }

    /// Why Show's template change must be refused, or `nil`: unknown template, or new colors for the
    /// same template ("Color schemes can not be changed without a new template set").
    private func templateChangeFailure(_ configuration: SDLJSONObject, template: String?, screen: SDLScreenState) -> String? {
        guard let template else { return nil }
        if let failure = unsupportedTemplate(template) { return failure }
        if template == screen.template {
            let day = configuration["dayColorScheme"]
            let night = configuration["nightColorScheme"]
            if (day != nil && day != screen.dayColorScheme) || (night != nil && night != screen.nightColorScheme) {
                return "Color schemes can not be changed without a new template set"
            }
        }
        return nil
    }

    /// After a template change the HMI sends the new window capability (OnSystemCapabilityUpdated
    /// DISPLAYS) to apps of RPC version 6.0 and newer.
    private func templateChanged(_ appID: Int) {
        guard let version = apps[appID]?.app.rpcVersion, version >= SDLRPCVersion(6, 0, 0) else { return }
        notify(appID, functionID: HeadUnitFunction.onSystemCapabilityUpdated, parameters: displaysCapabilityUpdate(for: appID))
    }

    /// GetSystemCapability as Core's `get_system_capability_request.cc`: DISPLAYS from the profile
    /// and the app's template (its `subscribe` is ignored with Core's info: DISPLAYS updates come to
    /// every app); APP_SERVICES from the published services; REMOTE_CONTROL only for an app whose
    /// `appHMIType` has REMOTE_CONTROL (DISALLOWED otherwise); NAVIGATION, PHONE_CALL,
    /// VIDEO_STREAMING, REMOTE_CONTROL, SEAT_LOCATION and DRIVER_DISTRACTION from the profile's
    /// ``SDLDisplayProfile/systemCapabilities``, DATA_NOT_AVAILABLE when it has none. A failed
    /// request subscribes nothing; a successful one subscribes or unsubscribes as asked.
    func handleGetSystemCapability(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app,
              let type = request.parameters["systemCapabilityType"]?.stringValue else { return }
        let subscribe = request.parameters["subscribe"]?.boolValue
        switch type {
        case "DISPLAYS":
            respond(to: request, resultCode: "SUCCESS", info: subscribe == nil ? nil : Self.displaysSubscriptionInfo,
                    extra: displaysCapabilityUpdate(for: appID))
            return
        case Self.appServicesCapability:
            updateCapabilitySubscription(appID, type, subscribe)
            respondWithAppServices(request)
            return
        case "REMOTE_CONTROL" where !app.appHMITypes.contains("REMOTE_CONTROL"):
            respond(to: request, resultCode: "DISALLOWED")
            return
        default:
            break
        }
        guard let member = SDLDisplayProfile.systemCapabilityMember(for: type),
              let capability = settings.profile.systemCapabilities[member] else {
            respond(to: request, resultCode: "DATA_NOT_AVAILABLE")
            return
        }
        updateCapabilitySubscription(appID, type, subscribe)
        var systemCapability = SDLJSONObject()
        systemCapability.append("systemCapabilityType", .string(type))
        systemCapability.append(member, capability)
        respond(to: request, resultCode: "SUCCESS", extra: ["systemCapability": .object(systemCapability)])
    }

    /// Core's info when a GetSystemCapability(DISPLAYS) names `subscribe`.
    static let displaysSubscriptionInfo = "Subscribe parameter is ignored. Auto Subscription/Unsubscription is used for DISPLAY capability type."

    /// Subscribes (`true`) or unsubscribes (`false`) app `appID` to capability `type`; `nil` leaves it.
    private func updateCapabilitySubscription(_ appID: Int, _ type: String, _ subscribe: Bool?) {
        guard let subscribe else { return }
        if subscribe {
            apps[appID]?.app.capabilitySubscriptions.insert(type)
        } else {
            apps[appID]?.app.capabilitySubscriptions.remove(type)
        }
    }

    /// SUCCESS, or WARNINGS when an image of the request names a file not uploaded.
    func respondWithImageCheck(_ request: IncomingRequest, appID: Int) {
        if hasFiles(for: Self.images(in: request.parameters), appID: appID) {
            respond(to: request, resultCode: "SUCCESS")
        } else {
            respond(to: request, resultCode: "WARNINGS", info: Self.missingImageInfo)
        }
    }
}
