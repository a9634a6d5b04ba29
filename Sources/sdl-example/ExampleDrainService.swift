import ServiceLifecycle
import SmartDeviceLink

/// `--listen-port` under swift-service-lifecycle: on SIGTERM (or SIGINT) the server drains — no new
/// cars, the connected ones carry on until they leave or the grace period ends.
struct ExampleDrainService: Service {
    let server: SDLCloudAppServer
    let gracePeriod: Duration

    func run() async throws {
        // Returns when the service group is told to shut down gracefully (the signal), throws when cancelled.
        try await gracefulShutdown()
        await server.stopAccepting()
        let cars = await server.carCount
        ExampleOutput.line("sdl-example: draining: \(cars) car(s) connected, new cars refused, up to \(gracePeriod)")
        await server.drain(gracePeriod: gracePeriod)
        ExampleOutput.line("sdl-example: drained")
    }
}
