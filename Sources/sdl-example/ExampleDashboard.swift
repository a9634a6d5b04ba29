import SmartDeviceLink

/// A second app on the same head unit — a dashboard that shows what other apps play — which the
/// tour starts to read the example's media service back: it registers (and stays in NONE, where
/// Core's AppServiceConsumer group still lets it ask), reads the active MEDIA service's data once
/// (GetAppServiceData) and stops.
@MainActor
enum ExampleDashboard {
    /// Its policy app ID: the example's emulator grants this app the AppServiceConsumer group.
    nonisolated static let appID = "sdl-example-dashboard"

    /// Registers on `connection`, reads the MEDIA service's data and unregisters.
    ///
    /// - Throws: ``SDLError`` from GetAppServiceData (`appServiceRefused` with the head unit's code:
    ///   DISALLOWED outside its consumer group, DATA_NOT_AVAILABLE without a service that takes app
    ///   consumers …), or ``ExampleTourError`` when the app could not register.
    static func readMedia(connection: SDLConnection) async throws -> SDLAppServiceData {
        let configuration = SDLApplication.Configuration(
            appName: "SDL Dashboard", appID: appID, connection: connection, reconnectPolicy: .never)
        let application = SDLApplication(configuration: configuration, rootViewController: SDLViewController(), delegate: nil)
        let events = application.events()
        application.start()
        do {
            var connected = false
            for await event in events where event == .didConnect || event == .didDisconnect {
                connected = event == .didConnect
                break
            }
            guard connected else { throw ExampleTourError("the dashboard app did not register") }
            let data = try await application.getAppServiceData(ofType: SDLAppServiceType.media.rawValue)
            await application.stop()
            return data
        } catch {
            await application.stop()
            throw error
        }
    }
}
