import SmartDeviceLink

/// The example's MEDIA app service: published once the app is registered (the application
/// publishes it again after every reconnect), its data — what plays, ``ExampleNowPlaying`` — sent
/// again whenever the root's changes, so another app reading it (GetAppServiceData) gets what the
/// screen shows. A head unit whose policy does not let the app publish refuses it; the refusal is
/// printed and kept in ``refusal``.
@MainActor
final class ExampleMediaService {
    /// The name other apps see.
    nonisolated static let serviceName = "SDL Example"

    /// The head unit's record of the service once published.
    private(set) var record: SDLAppServiceRecord?
    /// Why the head unit refused the service, if it did.
    private(set) var refusal: SDLError?
    private let application: SDLApplication
    private let root: RootViewController
    private let output: @MainActor (String) -> Void
    private var task: Task<Void, Never>?

    /// Publishes the service on `application` as soon as it is registered (at once if it is now).
    init(_ application: SDLApplication, root: RootViewController, output: @escaping @MainActor (String) -> Void) {
        self.application = application
        self.root = root
        self.output = output
        let events = application.events()
        let registered = application.applicationState != .disconnected
        task = Task { [weak self] in
            if registered { await self?.publish() }
            for await event in events where event == .didConnect {
                guard let self else { return }
                if record == nil { await publish() }
            }
        }
        root.nowPlayingHandler = { [weak self] nowPlaying in self?.send(nowPlaying) }
    }

    /// The manifest: a MEDIA service other apps may read.
    static func manifest() -> SDLAppServiceManifest {
        SDLAppServiceManifest(
            serviceName: serviceName, serviceType: SDLAppServiceType.media.rawValue, allowAppConsumers: true,
            mediaServiceManifest: SDLMediaServiceManifest())
    }

    /// `nowPlaying` as the service's data (the application fills in the service ID).
    static func data(_ nowPlaying: ExampleNowPlaying) -> SDLAppServiceData {
        SDLAppServiceData(
            serviceType: SDLAppServiceType.media.rawValue, serviceID: "",
            mediaServiceData: SDLMediaServiceData(mediaType: .music, mediaTitle: nowPlaying.title, mediaArtist: nowPlaying.artist))
    }

    /// Stops waiting for registrations (the application keeps what it published until it stops).
    func stop() {
        task?.cancel()
        task = nil
    }

    private func publish() async {
        do {
            let record = try await application.publishAppService(Self.manifest())
            self.record = record
            refusal = nil
            output("sdl-example: media service “\(Self.serviceName)” published (\(record.serviceActive ? "active" : "not active"))")
            send(root.nowPlaying)
        } catch {
            // Not connected any more: the next registration tries again. Refused: printed, and kept.
            guard error.code != .notConnected else { return }
            refusal = error
            output("sdl-example: media service refused: \(error)")
        }
    }

    private func send(_ nowPlaying: ExampleNowPlaying) {
        guard record != nil else { return }
        do {
            try application.updateAppServiceData(Self.data(nowPlaying))
        } catch {
            output("sdl-example: media service data not sent: \(error)")
        }
    }
}
