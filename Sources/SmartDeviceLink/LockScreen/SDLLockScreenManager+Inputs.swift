import SDLRPC
import SDLSession

/// What the application tells the lock-screen manager: registrations beginning and ending, the main
/// window's HMI level; and what the manager reads from a registration's channel itself
/// (OnDriverDistraction, OnSystemRequest LOCK_SCREEN_ICON_URL).
extension SDLLockScreenManager {
    /// A registration begins on `channel`: from now on its OnDriverDistraction and
    /// OnSystemRequest(LOCK_SCREEN_ICON_URL) count. Call it before sending RegisterAppInterface,
    /// so the notifications Core sends right after the response are not missed.
    func registrationStarted(channel: any SDLRPCChannel) {
        for task in registrationTasks { task.cancel() }
        let distractions = channel.notifications(of: SDLOnDriverDistraction.self)
        let systemRequests = channel.notifications(of: SDLOnSystemRequest.self)
        registrationTasks = [
            Task { [weak self] in
                for await notification in distractions { self?.driverDistractionChanged(notification) }
            },
            Task { [weak self] in
                for await notification in systemRequests { self?.systemRequestReceived(notification) }
            },
        ]
    }

    /// The registration ended (or the connection dropped): the status goes `off`, everything the
    /// head unit said is forgotten, a running icon fetch stops.
    func registrationEnded() {
        for task in registrationTasks { task.cancel() }
        registrationTasks = []
        iconTask?.cancel()
        iconTask = nil
        iconGeneration += 1
        iconData = nil
        iconError = nil
        iconURL = nil
        update { $0.reset() }
    }

    /// The main window's HMI level is now `level` (`nil`: no status, e.g. disconnected).
    func hmiLevelChanged(_ level: SDLHMILevel?) {
        update { $0.apply(hmiLevel: level) }
    }

    /// An OnDriverDistraction came.
    func driverDistractionChanged(_ notification: SDLOnDriverDistraction) {
        update { $0.apply(notification) }
    }

    /// An OnSystemRequest came: a LOCK_SCREEN_ICON_URL one starts fetching its icon (replacing a
    /// fetch under way); a missing URL is reported as `invalidIconURL`.
    func systemRequestReceived(_ notification: SDLOnSystemRequest) {
        guard notification.requestType == .lockScreenIconUrl else { return }
        iconTask?.cancel()
        iconGeneration += 1
        let generation = iconGeneration
        guard let url = notification.url else {
            finishIcon(.failure(SDLError(
                code: .invalidIconURL, message: "OnSystemRequest(LOCK_SCREEN_ICON_URL) came without a url",
                rpcName: SDLOnSystemRequest.rpcName)), generation: generation)
            return
        }
        iconURL = url
        guard fetchesIcon else { return }
        let fetch = fetchIcon
        iconTask = Task { [weak self] in
            let result: Result<[UInt8], SDLError>
            do throws(SDLError) {
                result = .success(try await fetch(url))
            } catch {
                result = .failure(error)
            }
            self?.finishIcon(result, generation: generation)
        }
    }
}
