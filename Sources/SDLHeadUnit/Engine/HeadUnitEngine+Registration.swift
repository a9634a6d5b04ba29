import SDLRPC
import SDLValidation

extension HeadUnitEngine {
    /// RegisterAppInterface (§C.2): a refusal the configuration names
    /// (``SDLHeadUnitConfiguration/refusedRegistrations``), Core's checks, then the response with the profile's capabilities,
    /// OnHMIStatus(NONE), OnPermissionsChange, OnSystemRequest(LOCK_SCREEN_ICON_URL),
    /// OnDriverDistraction, OnSystemCapabilityUpdated(DISPLAYS) and — for the first app when
    /// auto-activation is on — OnHMIStatus(FULL), in Core's order.
    func handleRegisterAppInterface(_ request: IncomingRequest) {
        if request.appID != nil {
            respond(to: request, resultCode: "APPLICATION_REGISTERED_ALREADY")
            return
        }
        let parameters = request.parameters
        let policyID = (parameters["fullAppID"]?.stringValue ?? parameters["appID"]?.stringValue ?? "").lowercased()
        if let refusal = settings.refusedRegistrations[policyID] {
            respond(to: request, resultCode: refusal)
            return
        }
        let appName = parameters["appName"]?.stringValue ?? ""
        let synonyms = (parameters["vrSynonyms"]?.arrayValue ?? []).compactMap(\.stringValue)
        let taken = Set(apps.values.flatMap { record in
            ([record.app.appName] + record.app.vrSynonyms).map { $0.lowercased() }
        })
        if taken.contains(appName.lowercased()) || synonyms.contains(where: { taken.contains($0.lowercased()) }) {
            respond(to: request, resultCode: "DUPLICATE_NAME")
            return
        }
        // Core checks the strings only after DUPLICATE_NAME (register_app_interface_request.cc).
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        let policy = registrationPolicy(
            appName: appName, policyAppID: policyID,
            requestedTypes: (parameters["appHMIType"]?.arrayValue ?? []).compactMap(\.stringValue))
        if let refusal = policy.refusal {
            respond(to: request, resultCode: refusal.resultCode, info: refusal.info)
            return
        }
        let version = Self.negotiatedVersion(parameters["syncMsgVersion"])
        let languageDesired = parameters["languageDesired"]?.stringValue ?? language
        let displayLanguageDesired = parameters["hmiDisplayLanguageDesired"]?.stringValue ?? hmiDisplayLanguage
        let isMedia = parameters["isMediaApplication"]?.boolValue ?? false
        let appID = nextAppID
        nextAppID += 1
        let app = SDLRegisteredApp(
            id: appID, appName: appName, policyAppID: policyID, isMediaApplication: isMedia,
            vrSynonyms: synonyms,
            appHMITypes: policy.appHMITypes,
            languageDesired: languageDesired, hmiDisplayLanguageDesired: displayLanguageDesired,
            rpcVersion: version, protocolVersion: sessions[request.endpoint]?.protocolVersion ?? "5.4.0",
            hmiLevel: .none, audioStreamingState: .notAudible, systemContext: .main, videoStreamingState: .streamable,
            screen: SDLScreenState(), files: persistentFiles[policyID] ?? [:], subscribedButtons: [], commands: [:], subMenus: [:], choiceSets: [:],
            capabilitySubscriptions: []
        )
        apps[appID] = AppRecord(app: app, endpoint: request.endpoint, registeredAt: settings.now())
        apps[appID]?.ttsNameTexts = Self.chunkTexts(parameters["ttsName"]?.arrayValue ?? [])
        sessions[request.endpoint]?.appID = appID

        var registered = request
        registered.appID = appID
        let wrongLanguage = languageDesired != language || displayLanguageDesired != hmiDisplayLanguage
        // Core's warnings (app HMI types the policy lacks, TTS name files not there) outrank WRONG_LANGUAGE.
        let ttsNameWarning = parametersMissingTTSFiles(parameters, keys: ["ttsName"], appID: appID).isEmpty
            ? nil : "One or more files needed for tts_name are not present"
        let warnings = [policy.warning, ttsNameWarning].compactMap { $0 }
        let resultCode = !warnings.isEmpty ? "WARNINGS" : wrongLanguage ? "WRONG_LANGUAGE" : "SUCCESS"
        respond(to: registered, resultCode: resultCode, info: warnings.isEmpty ? nil : warnings.joined(separator: " "),
                extra: registrationResponseParameters(version: version))
        emit(.appRegistered(app))

        notify(appID, hmiStatus(of: app))
        notify(appID, functionID: HeadUnitFunction.onPermissionsChange, parameters: permissionsParameters(appID: appID))
        sendLockScreenIconURL(appID)
        sendDriverDistraction(appID)
        sendPolicyUpdateIfConfigured(appID)
        if version >= SDLRPCVersion(6, 0, 0) {
            notify(appID, functionID: HeadUnitFunction.onSystemCapabilityUpdated, parameters: displaysCapabilityUpdate(for: appID))
        }
        if settings.autoActivate, fullAppID == nil {
            activate(appID)
        }
    }

    /// The capability parameters of the RAI response (after success/resultCode/info).
    func registrationResponseParameters(version: SDLRPCVersion) -> SDLJSONObject {
        var extra = SDLJSONObject()
        extra.append("syncMsgVersion", ["majorVersion": .integer(version.major), "minorVersion": .integer(version.minor), "patchVersion": .integer(version.patch)])
        extra.append("language", .string(language))
        extra.append("hmiDisplayLanguage", .string(hmiDisplayLanguage))
        for (key, value) in settings.profile.capabilities { extra.append(key, value) }
        extra.append("sdlVersion", .string(settings.profile.sdlVersion))
        if let software = settings.profile.systemSoftwareVersion { extra.append("systemSoftwareVersion", .string(software)) }
        extra.append("iconResumed", false)
        return extra
    }

    /// OnPermissionsChange with every RPC of the policy table (§C.4).
    func permissionsParameters(appID: Int? = nil) -> SDLJSONObject {
        if let appID, let fromTable = policyTablePermissions(appID: appID) { return fromTable }
        let groups = appID.flatMap { appServicePolicy(of: $0)?.groups } ?? []
        let rows = HeadUnitPolicy.rows(HeadUnitPolicy.permissionRows(under: settings.permissionPolicy), adding: groups)
        let items: [SDLJSONValue] = rows.map { entry in
            [
                "rpcName": .string(entry.rpc),
                "hmiPermissions": ["allowed": .array(entry.levels.map { .string($0) }), "userDisallowed": []],
                "parameterPermissions": ["allowed": .array(entry.parameters.map { .string($0) }), "userDisallowed": []],
            ]
        }
        return ["permissionItem": .array(items), "requireEncryption": false]
    }

    /// OnSystemCapabilityUpdated(DISPLAYS) for the app's current template.
    func displaysCapabilityUpdate(for appID: Int) -> SDLJSONObject {
        let template = apps[appID]?.app.screen.template
        return ["systemCapability": ["systemCapabilityType": "DISPLAYS", "displayCapabilities": [.object(settings.profile.displayCapability(template: template))]]]
    }

    /// UnregisterAppInterface: Core unregisters the app, then answers SUCCESS.
    func handleUnregisterAppInterface(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        removeApp(appID, reason: nil)
        respond(to: request, resultCode: "SUCCESS")
    }

    /// Forgets an app: its open overlay closes without an answer, its session stays.
    func removeApp(_ appID: Int, reason: String?) {
        guard let record = apps.removeValue(forKey: appID) else { return }
        keepPersistentFiles(of: record.app)
        if sessions[record.endpoint]?.appID == appID {
            sessions[record.endpoint]?.appID = nil
        }
        if let current = overlay, current.overlay.appID == appID {
            cancelTimer(current.timeoutTimer)
            cancelTimer(current.audioTimer)
            overlay = nil
            emit(.overlayClosed(current.overlay, resultCode: "ABORTED"))
        }
        emit(.appUnregistered(appID: appID, reason: reason))
        appServicesAppRemoved(appID)
        if record.app.hmiLevel == .full { emit(.screenChanged) }
    }

    /// Sends OnAppInterfaceUnregistered(`reason`) and unregisters the app (§C.5); with `close` the
    /// connection is then closed too.
    func unregister(_ appID: Int, reason: String, close: Bool) {
        guard let record = apps[appID] else { return }
        notify(appID, SDLOnAppInterfaceUnregistered(reason: SDLAppInterfaceUnregisteredReason(rawValue: reason)))
        removeApp(appID, reason: reason)
        if close {
            emit(.close(connection: record.endpoint.connection))
        }
    }

    // MARK: HMI status

    /// OnHMIStatus for the app's current state (all five parameters, as Core fills them, §C.3).
    func hmiStatus(of app: SDLRegisteredApp) -> SDLOnHMIStatus {
        SDLOnHMIStatus(hmiLevel: app.hmiLevel, audioStreamingState: app.audioStreamingState, systemContext: app.systemContext,
                       videoStreamingState: app.videoStreamingState, windowID: 0)
    }

    /// Changes an app's HMI status and sends OnHMIStatus when something changed.
    func setStatus(_ appID: Int, level: SDLHMILevel? = nil, audio: SDLAudioStreamingState? = nil, context: SDLSystemContext? = nil) {
        guard var app = apps[appID]?.app else { return }
        let before = (app.hmiLevel, app.audioStreamingState, app.systemContext)
        if let level { app.hmiLevel = level }
        if let audio { app.audioStreamingState = audio }
        if let context { app.systemContext = context }
        Self.keepMenuInStep(&app, levelBefore: before.0, contextBefore: before.2)
        apps[appID]?.app = app
        guard before != (app.hmiLevel, app.audioStreamingState, app.systemContext) else { return }
        // Core resets the file-request counts whenever a status change leaves the app in NONE.
        if app.hmiLevel == .none { apps[appID]?.fileRequestsInNone = HeadUnitFileRequestsInNone() }
        notify(appID, hmiStatus(of: app))
        emit(.hmiStatusChanged(appID: appID, hmiLevel: app.hmiLevel, audioStreamingState: app.audioStreamingState, systemContext: app.systemContext))
        if before.0 != app.hmiLevel { emit(.screenChanged) }
        if before.0 != .full, app.hmiLevel == .full { appServicesAppActivated(appID) }
    }

    /// The HMI shows an app's menu only in FULL and with system context MENU: leaving FULL with the
    /// menu open closes it (context MAIN), leaving MENU closes it, entering MENU without a menu open
    /// opens its top level.
    private static func keepMenuInStep(_ app: inout SDLRegisteredApp, levelBefore: SDLHMILevel, contextBefore: SDLSystemContext) {
        if levelBefore == .full, app.hmiLevel != .full, app.openMenuPath != nil {
            app.openMenuPath = nil
            if app.systemContext == .menu { app.systemContext = .main }
        } else if app.systemContext != contextBefore {
            if app.systemContext == .menu, app.openMenuPath == nil { app.openMenuPath = [] }
            if app.systemContext != .menu { app.openMenuPath = nil }
        }
    }

    /// Puts an app in FULL: the app in FULL before goes LIMITED (media) or BACKGROUND, and a media app
    /// pushes another audible media app to BACKGROUND.
    func activate(_ appID: Int) {
        guard let target = apps[appID]?.app else { return }
        for other in apps.values.map(\.app).sorted(by: { $0.id < $1.id }) where other.id != appID {
            if other.hmiLevel == .full {
                if other.isMediaApplication && !target.isMediaApplication {
                    setStatus(other.id, level: .limited)
                } else {
                    setStatus(other.id, level: .background, audio: .notAudible)
                }
            } else if other.hmiLevel == .limited, other.isMediaApplication, target.isMediaApplication {
                setStatus(other.id, level: .background, audio: .notAudible)
            }
        }
        setStatus(appID, level: .full, audio: target.isAudioApplication ? .audible : .notAudible)
    }

    /// Sets an app's HMI level as the HMI would, keeping the audio state consistent.
    func setLevel(_ appID: Int, _ level: SDLHMILevel) {
        guard let app = apps[appID]?.app else { return }
        switch level {
        case .full:
            activate(appID)
        case .limited:
            setStatus(appID, level: .limited, audio: app.isAudioApplication ? .audible : .notAudible)
        case .background, .none, .unrecognized:
            if let current = overlay, current.overlay.appID == appID {
                closeOverlay(resultCode: "ABORTED")
            }
            setStatus(appID, level: level, audio: .notAudible, context: .main)
        }
    }

    // MARK: Language

    /// The HMI changed its language: OnLanguageChange to every app, then OnAppInterfaceUnregistered
    /// (LANGUAGE_CHANGE) for each app whose desired languages no longer match (§C.5).
    func changeLanguage(to newLanguage: String, displayLanguage: String) {
        language = newLanguage
        hmiDisplayLanguage = displayLanguage
        let ids = apps.keys.sorted()
        for appID in ids {
            notify(appID, SDLOnLanguageChange(language: SDLLanguage(rawValue: newLanguage), hmiDisplayLanguage: SDLLanguage(rawValue: displayLanguage)))
        }
        for appID in ids {
            guard let app = apps[appID]?.app else { continue }
            if app.languageDesired != newLanguage || app.hmiDisplayLanguageDesired != displayLanguage {
                unregister(appID, reason: "LANGUAGE_CHANGE", close: false)
            }
        }
    }
}
