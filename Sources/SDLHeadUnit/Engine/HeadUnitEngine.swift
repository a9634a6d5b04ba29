import SDLRPC
import SDLValidation

/// The head unit's brain: SDL Core 8.2's handling of mobile RPCs (§D.1) plus the HMI's answers.
///
/// Single-threaded: the driver (``SDLHeadUnit``) calls it on one event loop and carries out the
/// ``HeadUnitOutput``s it collects (sending, closing, timers, events). Nothing here does I/O, so the
/// whole RPC behaviour can be tested without a socket.
final class HeadUnitEngine {
    /// Fixed choices made when the head unit starts.
    struct Settings: Sendable {
        var profile: SDLDisplayProfile
        var overlayPolicy: SDLOverlayPolicy
        var autoActivate: Bool
        var reportsSystemContext: Bool
        var audioSource: SDLAudioSource
        var audioChunkInterval: Duration
        /// `AppDirectoryQuota` of smartDeviceLink.ini.
        var appDirectoryQuota: Int = 104_857_600
        /// `AppHMILevelNoneTimeScaleMaxRequests` (0 = off, §C.5).
        var noneLevelMaxRequests: Int = 100
        /// `AppHMILevelNoneRequestsTimeScale` (zero = off).
        var noneLevelTimeScale: Duration = .seconds(10)
        /// `AppTimeScaleMaxRequests` (0 = off, §C.5): the general rate limit, at any HMI level.
        var maxRequests: Int = 1000
        /// `AppRequestsTimeScale` (zero = off).
        var requestsTimeScale: Duration = .seconds(10)
        /// `PendingRequestsAmount` (0 = off).
        var pendingRequestsAmount: Int = 5000
        /// `[FILESYSTEM RESTRICTIONS]`: how many PutFile, DeleteFile and ListFiles an app may make in NONE.
        var fileRequestsInNoneLimits = HeadUnitFileRequestsInNone.Limits()
        /// The policy table.
        var permissionPolicy: SDLPermissionPolicy = .base4
        /// A policy table in Core's format, applied instead of ``permissionPolicy`` when set.
        var policyTable: SDLPolicyTable?
        /// `lock_screen_dismissal_enabled` of the policy table (`nil`: absent).
        var lockScreenDismissalEnabled: Bool? = true
        /// The time now, on the head unit's clock.
        var now: @Sendable () -> Duration = { .zero }
        /// Apps' own app-service policy entries, by policy app ID.
        var appServicePolicies: [String: SDLAppServicePolicy] = [:]
        /// The result codes RegisterAppInterface answers for refused apps, by lower-cased policy app ID.
        var refusedRegistrations: [String: String] = [:]
        /// Where the policy server is: each registration then gets OnSystemRequest(PROPRIETARY)
        /// with a policy table snapshot to post there (`nil`: no policy table update).
        var policyUpdateURL: String?
    }

    /// An app and where it is.
    struct AppRecord {
        var app: SDLRegisteredApp
        var endpoint: HeadUnitEndpoint
        /// Correlation IDs of requests not answered yet.
        var pending: Set<Int32> = []
        /// When the app's recent requests in NONE arrived, oldest first (Core's `RequestTracker`).
        var noneLevelRequestTimes: [Duration] = []
        /// When the app's recent requests (any HMI level) arrived, oldest first, for the general limit.
        var requestTimes: [Duration] = []
        /// The app's GetVehicleData count in its current frequency window (Core's `cmd_number_to_time_limits_`).
        var getVehicleDataWindow: HeadUnitFrequencyWindow
        /// Whether the app is subscribed to CUSTOM_BUTTON: Core subscribes every app at registration.
        var customButtonSubscribed = true
        /// Whether the app is subscribed to way points (SubscribeWayPoints).
        var wayPointsSubscribed = false
        /// The app's file requests counted against Core's limits in NONE.
        var fileRequestsInNone = HeadUnitFileRequestsInNone()
        /// The texts of the app's `ttsName` (RegisterAppInterface, ChangeRegistration), for Core's name checks.
        var ttsNameTexts: [String] = []
        /// The app's Alert and SubtleAlert spacing in BACKGROUND, by function ID (Core's `POLICY_TABLE` limits).
        var notificationWindows: [Int: HeadUnitNotificationWindow] = [:]

        init(app: SDLRegisteredApp, endpoint: HeadUnitEndpoint, registeredAt now: Duration) {
            self.app = app
            self.endpoint = endpoint
            self.getVehicleDataWindow = HeadUnitFrequencyWindow(startedAt: now)
        }
    }

    /// A session (an RPC service started on a connection).
    struct SessionRecord {
        var protocolVersion: String
        var appID: Int?
    }

    /// A request that passed the checks before its handler.
    struct IncomingRequest {
        var endpoint: HeadUnitEndpoint
        var appID: Int?
        var functionID: Int
        var function: String
        var correlationID: Int32
        /// What validation made of it so far (schema, then Core's command checks).
        var validation: HeadUnitValidation {
            didSet { warning = Self.warning(of: validation) }
        }
        var bulkData: [UInt8]
        /// Core's WARNINGS info, turned into WARNINGS on a SUCCESS answer: from validation, plus
        /// what a handler adds (an image that is not there).
        var warning: String?
        /// Vehicle data items the policy removed from the request (Core's `removed_parameters_permissions_`),
        /// answered per item `DISALLOWED`.
        var disallowedItems: [String] = []
        /// Vehicle data items removed because the user declined their group, answered per item `USER_DISALLOWED`.
        var userDisallowedItems: [String] = []
        /// What Core passes on: defaults inserted, unknown keys and invalid enum values dropped.
        var parameters: SDLJSONObject { validation.parameters }

        init(endpoint: HeadUnitEndpoint, appID: Int?, functionID: Int, function: String, correlationID: Int32,
             validation: HeadUnitValidation, bulkData: [UInt8]) {
            self.endpoint = endpoint
            self.appID = appID
            self.functionID = functionID
            self.function = function
            self.correlationID = correlationID
            self.validation = validation
            self.bulkData = bulkData
            self.warning = Self.warning(of: validation)
        }

        private static func warning(of validation: HeadUnitValidation) -> String? {
            validation.result == .warnings ? (validation.info ?? "") : nil
        }
    }

    /// The open overlay and its timers.
    struct OverlayRecord {
        var overlay: SDLOverlay
        var request: IncomingRequest
        var token: Int
        var timeoutTimer: Int?
        /// When the timeout fires (on ``Settings/now``), if the overlay has one.
        var deadline: Duration?
        var audioTimer: Int?
        var audioElapsed: Duration = .zero
    }

    enum TimerPurpose {
        case overlayTimeout(token: Int)
        case audioChunk(token: Int)
        /// A request forwarded to an app-service provider waits for its answer.
        case forwardedRequest(correlationID: Int32)
    }

    /// Result codes that answer `success: true`.
    static let successCodes: Set<String> = ["SUCCESS", "WARNINGS", "WRONG_LANGUAGE", "RETRY", "SAVED"]

    /// SDL Core's own RPC version (the interface version of MOBILE_API 8.0.0).
    static let coreRPCVersion = SDLRPCVersion(8, 0, 0)

    var settings: Settings
    let validator: HeadUnitValidator
    var sessions: [HeadUnitEndpoint: SessionRecord] = [:]
    var apps: [Int: AppRecord] = [:]
    var nextAppID = 1
    var overlay: OverlayRecord?
    var nextOverlayToken = 1
    var timers: [Int: TimerPurpose] = [:]
    var nextTimerID = 1
    /// The head unit's current VR/TTS language.
    var language: String
    /// The head unit's current display language.
    var hmiDisplayLanguage: String
    /// Driver distraction as the HMI last reported it.
    var driverDistraction: SDLDriverDistractionState = .ddOff
    /// The vehicle's current data, one value per item it has (see ``HeadUnitVehicleDataItems``).
    var vehicleData: SDLJSONObject
    /// The published app services and their routing (see ``HeadUnitAppServices``).
    var appServices = HeadUnitAppServices()
    /// The SystemRequests taken, oldest first.
    var systemRequests: [SDLHeadUnitSystemRequest] = []
    /// The persistent files each app (by policy app ID) left when it unregistered.
    var persistentFiles: [String: [String: SDLRegisteredApp.StoredFile]] = [:]
    /// Cloud app properties SetCloudAppProperties stored, by policy app ID (Core keeps them in its policy table).
    var cloudAppProperties: [String: SDLJSONObject] = [:]
    private var outputs: [HeadUnitOutput] = []

    init(settings: Settings, validator: HeadUnitValidator) {
        self.settings = settings
        self.validator = validator
        self.language = settings.profile.language
        self.hmiDisplayLanguage = settings.profile.hmiDisplayLanguage
        self.vehicleData = HeadUnitVehicleDataItems.initialValues(available: Set(settings.profile.vehicleDataAvailable))
        for (name, initial) in settings.profile.customVehicleData { vehicleData.append(name, initial) }
    }

    /// Returns and forgets the outputs collected so far.
    func drainOutputs() -> [HeadUnitOutput] {
        defer { outputs = [] }
        return outputs
    }

    func emit(_ output: HeadUnitOutput) {
        outputs.append(output)
    }

    func emit(_ event: SDLHeadUnitEvent) {
        outputs.append(.event(event))
    }

    // MARK: Sessions

    /// An RPC service was started on `endpoint` with the negotiated protocol version.
    func sessionStarted(_ endpoint: HeadUnitEndpoint, protocolVersion: String) {
        sessions[endpoint] = SessionRecord(protocolVersion: protocolVersion, appID: nil)
    }

    /// The RPC service on `endpoint` ended (EndService or a closed connection): its app is gone.
    func sessionEnded(_ endpoint: HeadUnitEndpoint) {
        guard let session = sessions.removeValue(forKey: endpoint) else { return }
        if let appID = session.appID {
            removeApp(appID, reason: nil)
        }
    }

    /// A TCP connection closed: every session on it ended.
    func connectionClosed(_ connection: Int) {
        for endpoint in sessions.keys.filter({ $0.connection == connection }).sorted(by: { $0.session < $1.session }) {
            sessionEnded(endpoint)
        }
    }

    // MARK: Incoming messages

    /// Handles one RPC from the app at `endpoint`, in SDL Core's order of checks (§D.1).
    func receive(_ message: HeadUnitMessage, from endpoint: HeadUnitEndpoint) {
        let appID = sessions[endpoint]?.appID
        guard message.kind == .request else {
            // Responses and notifications from an app matter only to app services.
            receiveFromApp(message, from: endpoint, appID: appID)
            return
        }
        // Core answers only under a function ID that names a request: its negative responses for
        // any other ID (unknown, or a notification's) end up UNSUPPORTED_REQUEST (stage 5, reached
        // from the earlier stages' error paths), whatever else is wrong (found by fuzz-frames-headunit).
        guard validator.knowsRequest(message.functionID) else {
            sendResponse(to: endpoint, appID: appID, functionID: message.functionID, correlationID: message.correlationID,
                         resultCode: "UNSUPPORTED_REQUEST", info: "Module does not recognize this function id")
            return
        }
        if message.correlationID < 0 {
            sendResponse(to: endpoint, appID: appID, functionID: message.functionID, correlationID: message.correlationID,
                         resultCode: "INVALID_ID", info: "Invalid Correlation ID for RPC Request")
            return
        }
        guard let json = message.json else {
            sendResponse(to: endpoint, appID: appID, functionID: message.functionID, correlationID: message.correlationID,
                         resultCode: "INVALID_DATA", info: "RPC.msg_params: Invalid JSON")
            return
        }
        let version = appID.flatMap { apps[$0]?.app.rpcVersion }
            ?? (message.functionID == HeadUnitFunction.registerAppInterface ? Self.negotiatedVersion(json.objectValue?["syncMsgVersion"]) : nil)
        // Core's order (§D.1): the schema, the policy table, then the command's own checks.
        let validation = validator.schema(json, message.functionID, .request, version)
        if case .refused(let code) = validation.result {
            sendResponse(to: endpoint, appID: appID, functionID: message.functionID, correlationID: message.correlationID,
                         resultCode: code, info: validation.info)
            return
        }
        let request = IncomingRequest(
            endpoint: endpoint, appID: appID, functionID: message.functionID,
            function: validation.report.function ?? HeadUnitFunction.name(message.functionID),
            correlationID: message.correlationID, validation: validation, bulkData: message.bulkData
        )
        let isRegistration = message.functionID == HeadUnitFunction.registerAppInterface
        guard let appID, let record = apps[appID] else {
            if isRegistration {
                guard let checked = passingCoreRules(request, stage: .beforeAppState) else { return }
                emit(.request(publicRequest(checked)))
                handleRegisterAppInterface(checked)
            } else {
                respond(to: request, resultCode: "APPLICATION_NOT_REGISTERED")
            }
            return
        }
        if encryptionNeeded(message, function: request.function, appID: appID) {
            respond(to: request, resultCode: "ENCRYPTION_NEEDED")
            return
        }
        guard admitByRequestController(request, record: record) else { return }
        if record.pending.contains(message.correlationID) {
            respond(to: request, resultCode: "INVALID_ID", info: "Duplicate correlation_id", keepsPending: true)
            return
        }
        if let refusal = policyRefusal(request.function, appID: appID, level: record.app.hmiLevel.rawValue) {
            respond(to: request, resultCode: refusal)
            return
        }
        apps[appID]?.pending.insert(message.correlationID)
        if refusedForNotificationFrequency(request, level: record.app.hmiLevel.rawValue) { return }
        guard let permitted = passingParameterPermissions(request),
              let checked = passingCoreRules(permitted, stage: .beforeAppState) else { return }
        emit(.request(publicRequest(checked)))
        dispatch(checked)
    }

    /// Runs Core's command checks of `stage` on `request`: the request with their warnings when
    /// it passes, `nil` after answering it with Core's result code and info when it does not.
    /// Handlers whose Core counterpart checks the app's state first call this with
    /// `.afterAppState` after those checks.
    func passingCoreRules(_ request: IncomingRequest, stage: SDLCoreRuleStage) -> IncomingRequest? {
        let checked = validator.coreRules(request.validation, stage: stage)
        if case .refused(let code) = checked.result {
            respond(to: request, resultCode: code, info: checked.info)
            return nil
        }
        var passed = request
        passed.validation = checked
        return passed
    }

    /// Routes a checked request to its handler.
    private func dispatch(_ request: IncomingRequest) {
        switch request.functionID {
        case HeadUnitFunction.registerAppInterface: handleRegisterAppInterface(request)
        case HeadUnitFunction.unregisterAppInterface: handleUnregisterAppInterface(request)
        case HeadUnitFunction.show: handleShow(request)
        case HeadUnitFunction.setDisplayLayout: handleSetDisplayLayout(request)
        case HeadUnitFunction.putFile: handlePutFile(request)
        case HeadUnitFunction.listFiles: handleListFiles(request)
        case HeadUnitFunction.deleteFile: handleDeleteFile(request)
        case HeadUnitFunction.setAppIcon: handleSetAppIcon(request)
        case HeadUnitFunction.subscribeButton: handleSubscribeButton(request)
        case HeadUnitFunction.unsubscribeButton: handleUnsubscribeButton(request)
        case HeadUnitFunction.addCommand: handleAddCommand(request)
        case HeadUnitFunction.deleteCommand: handleDeleteCommand(request)
        case HeadUnitFunction.addSubMenu: handleAddSubMenu(request)
        case HeadUnitFunction.deleteSubMenu: handleDeleteSubMenu(request)
        case HeadUnitFunction.createInteractionChoiceSet: handleCreateInteractionChoiceSet(request)
        case HeadUnitFunction.deleteInteractionChoiceSet: handleDeleteInteractionChoiceSet(request)
        case HeadUnitFunction.getSystemCapability: handleGetSystemCapability(request)
        case SDLSystemRequest.rpcFunctionID: handleSystemRequest(request)
        case HeadUnitFunction.alert, HeadUnitFunction.subtleAlert: handleAlert(request)
        case HeadUnitFunction.scrollableMessage: handleScrollableMessage(request)
        case HeadUnitFunction.slider: handleSlider(request)
        case HeadUnitFunction.performInteraction: handlePerformInteraction(request)
        case HeadUnitFunction.performAudioPassThru: handlePerformAudioPassThru(request)
        case HeadUnitFunction.endAudioPassThru: handleEndAudioPassThru(request)
        case HeadUnitFunction.cancelInteraction: handleCancelInteraction(request)
        case HeadUnitFunction.setMediaClockTimer: handleSetMediaClockTimer(request)
        case HeadUnitFunction.showAppMenu: handleShowAppMenu(request)
        case HeadUnitFunction.subscribeVehicleData: handleSubscribeVehicleData(request)
        case HeadUnitFunction.unsubscribeVehicleData: handleUnsubscribeVehicleData(request)
        case HeadUnitFunction.getVehicleData: handleGetVehicleData(request)
        case HeadUnitFunction.setGlobalProperties: handleSetGlobalProperties(request)
        case HeadUnitFunction.resetGlobalProperties: handleResetGlobalProperties(request)
        case HeadUnitFunction.publishAppService: handlePublishAppService(request)
        case HeadUnitFunction.unpublishAppService: handleUnpublishAppService(request)
        case HeadUnitFunction.getAppServiceData: handleGetAppServiceData(request)
        case HeadUnitFunction.performAppServiceInteraction: handlePerformAppServiceInteraction(request)
        case HeadUnitFunction.sendLocation, HeadUnitFunction.dialNumber, HeadUnitFunction.getWayPoints,
             HeadUnitFunction.subscribeWayPoints, HeadUnitFunction.unsubscribeWayPoints:
            handleNavigationOrPhone(request)
        case HeadUnitFunction.getFile: handleGetFile(request)
        case SDLSendHapticData.rpcFunctionID: handleSendHapticData(request)
        case HeadUnitFunction.closeApplication: handleCloseApplication(request)
        case SDLSetCloudAppProperties.rpcFunctionID: handleSetCloudAppProperties(request)
        case SDLGetCloudAppProperties.rpcFunctionID: handleGetCloudAppProperties(request)
        case HeadUnitFunction.speak:
            if !refusedForMissingTTSFiles(request, keys: ["ttsChunks"]) { respond(to: request, resultCode: "SUCCESS") }
        case HeadUnitFunction.changeRegistration: handleChangeRegistration(request)
        default:
            respondNotImplemented(request)
        }
    }

    /// Only reachable when the policy grants an RPC the emulator has no HMI for; Core's late message
    /// checks still come first (e.g. CreateWindow of type MAIN).
    func respondNotImplemented(_ request: IncomingRequest) {
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        respond(to: request, resultCode: "UNSUPPORTED_RESOURCE", info: "The emulator's HMI does not implement \(request.function)")
    }

    // MARK: Answers

    /// Answers `request`; a SUCCESS becomes WARNINGS (with Core's info) when validation warned.
    /// Returns the result code sent.
    @discardableResult
    func respond(to request: IncomingRequest, resultCode: String, info: String? = nil, extra: SDLJSONObject = SDLJSONObject(),
                 success: Bool? = nil, keepsPending: Bool = false, bulkData: [UInt8] = []) -> String {
        var code = resultCode
        var text = info
        if code == "SUCCESS", let warning = request.warning {
            code = "WARNINGS"
            text = [warning, info].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
        }
        if !keepsPending, let appID = request.appID {
            apps[appID]?.pending.remove(request.correlationID)
        }
        sendResponse(to: request.endpoint, appID: request.appID, functionID: request.functionID,
                     correlationID: request.correlationID, resultCode: code, info: text, extra: extra, success: success,
                     bulkData: bulkData)
        return code
    }

    /// Sends a response with `success` derived from `resultCode` (unless given: Core answers some
    /// IGNORED and VEHICLE_DATA_NOT_AVAILABLE with `success: true`).
    func sendResponse(to endpoint: HeadUnitEndpoint, appID: Int?, functionID: Int, correlationID: Int32, resultCode: String,
                      info: String? = nil, extra: SDLJSONObject = SDLJSONObject(), success: Bool? = nil, bulkData: [UInt8] = []) {
        let success = success ?? Self.successCodes.contains(resultCode)
        var parameters = SDLJSONObject()
        parameters.append("success", .bool(success))
        parameters.append("resultCode", .string(resultCode))
        if let info, !info.isEmpty { parameters.append("info", .string(info)) }
        for (key, value) in extra { parameters.append(key, value) }
        let outgoing = versioned(parameters, functionID: functionID, kind: .response, appID: appID)
        emit(.send(endpoint, HeadUnitMessage(kind: .response, functionID: functionID, correlationID: correlationID, json: .object(outgoing),
                                             bulkData: bulkData)))
        emit(.response(SDLHeadUnitResponse(
            appID: appID, function: HeadUnitFunction.name(functionID), functionID: functionID, correlationID: correlationID,
            resultCode: resultCode, success: success, parameters: outgoing)))
    }

    /// Sends a notification to app `appID`.
    func notify(_ appID: Int, functionID: Int, parameters: SDLJSONObject, bulkData: [UInt8] = [], omitsJSON: Bool = false) {
        guard let record = apps[appID] else { return }
        let outgoing = omitsJSON ? parameters : versioned(parameters, functionID: functionID, kind: .notification, appID: appID)
        emit(.send(record.endpoint, HeadUnitMessage(kind: .notification, functionID: functionID, correlationID: 0,
                                                    json: .object(outgoing), bulkData: bulkData, omitsJSON: omitsJSON)))
        emit(.notification(appID: appID, name: HeadUnitFunction.name(functionID), parameters: outgoing))
    }

    /// Sends a typed notification to app `appID`.
    func notify<Notification: SDLNotification>(_ appID: Int, _ notification: Notification) {
        notify(appID, functionID: Notification.rpcFunctionID, parameters: notification.jsonObject)
    }

    /// What Core sends an app of `appID`'s version: parameters newer than it stripped (§D.3).
    private func versioned(_ parameters: SDLJSONObject, functionID: Int, kind: SDLRPCMessageKind, appID: Int?) -> SDLJSONObject {
        guard let appID, let version = apps[appID]?.app.rpcVersion else { return parameters }
        let validation = validator.schema(.object(parameters), functionID, kind, version)
        switch validation.result {
        case .success, .warnings: return validation.parameters
        case .refused, .unsupportedRequest: return parameters
        }
    }

    func publicRequest(_ request: IncomingRequest) -> SDLHeadUnitRequest {
        SDLHeadUnitRequest(appID: request.appID, function: request.function, functionID: request.functionID,
                           correlationID: request.correlationID, parameters: request.parameters, bulkDataSize: request.bulkData.count)
    }

    // MARK: Timers

    func startTimer(_ purpose: TimerPurpose, after delay: Duration) -> Int {
        let id = nextTimerID
        nextTimerID += 1
        timers[id] = purpose
        emit(.startTimer(id: id, delay: delay))
        return id
    }

    func cancelTimer(_ id: Int?) {
        guard let id, timers.removeValue(forKey: id) != nil else { return }
        emit(.cancelTimer(id: id))
    }

    /// A timer the engine started has fired (unknown or cancelled ids are ignored).
    func timerFired(_ id: Int) {
        guard let purpose = timers.removeValue(forKey: id) else { return }
        switch purpose {
        case .overlayTimeout(let token):
            guard overlay?.token == token else { return }
            overlayTimedOut()
        case .audioChunk(let token):
            guard overlay?.token == token else { return }
            audioChunkDue()
        case .forwardedRequest(let correlationID):
            forwardedRequestTimedOut(correlationID)
        }
    }

    // MARK: Lookups

    /// The app in FULL, if any.
    var fullAppID: Int? {
        apps.values.filter { $0.app.hmiLevel == .full }.map(\.app.id).min()
    }

    /// The app whose screen is visible: the one in FULL.
    var visibleAppID: Int? { fullAppID }

    /// The RPC version Core uses for an app announcing `syncMsgVersion` (§C.2).
    static func negotiatedVersion(_ syncMsgVersion: SDLJSONValue?) -> SDLRPCVersion {
        guard let object = syncMsgVersion?.objectValue, let major = object["majorVersion"]?.intValue,
              let minor = object["minorVersion"]?.intValue else { return coreRPCVersion }
        let requested = SDLRPCVersion(major, minor, object["patchVersion"]?.intValue ?? 0)
        if requested < SDLRPCVersion(5, 0, 0) { return SDLRPCVersion(4, 5, 1) }
        return min(requested, coreRPCVersion)
    }
}
