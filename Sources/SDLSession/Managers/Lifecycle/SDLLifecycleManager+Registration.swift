public import SDLRPC

extension SDLLifecycleManager {
    /// Registers the app: sends RegisterAppInterface, checks the answer, and keeps it.
    ///
    /// Accepted answers are those with `success == true` (SUCCESS, WARNINGS, WRONG_LANGUAGE,
    /// RESUME_FAILED). After WRONG_LANGUAGE (or any language mismatch) the configuration's
    /// `languageUpdate` is asked for names in the head unit's language; if it gives some, a
    /// ChangeRegistration follows before the manager is `ready` (a failed ChangeRegistration is
    /// kept in `lastBackgroundError`, goes to `backgroundErrors()` and does not fail the registration).
    ///
    /// - Returns: the head unit's answer (also in `registrationResponse`).
    /// - Throws: `SDLError` — `invalidConfiguration`, `registrationRejected` (with the
    ///   result code and info), `rpcVersionTooLow` (after sending UnregisterAppInterface),
    ///   `channelFailed`, or `illegalTransition` when not idle, unregistered or failed.
    @discardableResult
    public func start() async throws(SDLError) -> SDLRegisterAppInterfaceResponse {
        try transition(.registrationStarted)
        let response: SDLRegisterAppInterfaceResponse
        do {
            response = try await register()
        } catch {
            if machine.state == .registering { _ = try? transition(.registrationFailed(error)) }
            throw error
        }
        try transition(.registrationSucceeded)
        return response
    }

    /// Unregisters the app: sends UnregisterAppInterface and moves to `unregistered(reason: nil)`
    /// whatever the answer (SDL Core unregisters before it answers, protocol.md §C.1).
    ///
    /// - Throws: `illegalTransition` unless `ready`; `channelFailed` when the channel threw (the
    ///   state is `unregistered` then too).
    public func stop() async throws(SDLError) {
        try transition(.unregistrationStarted)
        var failure: SDLError?
        do {
            _ = try await channel.send(SDLUnregisterAppInterface(), bulkData: nil, timeout: configuration.requestTimeout)
        } catch {
            failure = SDLError(code: .channelFailed, message: "UnregisterAppInterface failed: \(error)")
        }
        if machine.state == .unregistering {
            try transition(.unregistrationFinished)
            forgetHMIStatuses()
        }
        if let failure { throw failure }
    }

    /// Sends RegisterAppInterface and checks the answer; the caller moves the state machine.
    func register() async throws(SDLError) -> SDLRegisterAppInterfaceResponse {
        let request = configuration.registerAppInterface
        let issues = request.validate().filter { $0.severity == .error }
        guard issues.isEmpty else {
            throw SDLError(
                code: .invalidConfiguration,
                message: "RegisterAppInterface is invalid: " + issues.map(\.description).joined(separator: "; "))
        }
        let response: SDLRegisterAppInterfaceResponse
        do {
            response = try await channel.send(request, bulkData: nil, timeout: configuration.requestTimeout)
        } catch {
            throw SDLError(code: .channelFailed, message: "RegisterAppInterface failed: \(error)")
        }
        guard response.success else {
            throw SDLError(
                code: .registrationRejected, message: "the head unit refused the registration",
                resultCode: response.resultCode, info: response.info)
        }
        let negotiated = response.syncMsgVersion.map(SDLRPCVersion.init) ?? SDLRPCVersion(1, 0, 0)
        guard negotiated >= configuration.minimumRPCVersion else {
            _ = try? await channel.send(SDLUnregisterAppInterface(), bulkData: nil, timeout: configuration.requestTimeout)
            throw SDLError(
                code: .rpcVersionTooLow,
                message: "the head unit speaks RPC \(negotiated), the app needs at least \(configuration.minimumRPCVersion)",
                resultCode: response.resultCode, info: response.info)
        }
        registrationGeneration += 1
        registrationResponse = response
        negotiatedRPCVersion = negotiated
        registeredLanguages = SDLLanguagePair(
            language: configuration.languageDesired, hmiDisplayLanguage: configuration.hmiDisplayLanguageDesired)
        headUnitLanguages = SDLLanguagePair(
            language: response.language ?? configuration.languageDesired,
            hmiDisplayLanguage: response.hmiDisplayLanguage ?? configuration.hmiDisplayLanguageDesired)
        await updateLanguageIfNeeded()
        return response
    }

    /// Sends ChangeRegistration when the head unit's languages differ from the registered ones and
    /// the configuration has names for them. Returns whether the registration now matches.
    @discardableResult
    func updateLanguageIfNeeded() async -> Bool {
        guard let target = headUnitLanguages else { return true }
        if target == registeredLanguages { return true }
        guard let update = await configuration.languageUpdate?(target.language, target.hmiDisplayLanguage) else { return false }
        let request = update.changeRegistration(language: target.language, hmiDisplayLanguage: target.hmiDisplayLanguage)
        let generation = registrationGeneration
        do {
            let response = try await channel.send(request, bulkData: nil, timeout: configuration.requestTimeout)
            guard response.success else {
                lastBackgroundError = SDLError(
                    code: .registrationRejected, message: "ChangeRegistration was refused", rpcName: SDLChangeRegistration.rpcName,
                    resultCode: response.resultCode, info: response.info)
                return false
            }
        } catch {
            lastBackgroundError = SDLError(code: .channelFailed, message: "ChangeRegistration failed: \(error)", rpcName: SDLChangeRegistration.rpcName)
            return false
        }
        // A re-registration while this was under way has its own languages.
        guard generation == registrationGeneration else { return false }
        registeredLanguages = target
        return true
    }
}
