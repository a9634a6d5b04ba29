import Logging
import ServiceLifecycle
import UnixSignals
import SDLHeadUnit
import SmartDeviceLink

/// `--listen-port PORT`: the example as a cloud app. Head units (SDL Core dialling the app's `endpoint`,
/// or `sdl-headunit --connect ws://…`) connect over WebSocket, and each car gets its own
/// application. Each car's arrival says whether an auth token came — never the token.
///
/// With `--tour` an emulator in this process connects as the one car and the tour runs on it.
/// Otherwise it serves until SIGTERM or SIGINT and then drains (`--drain-seconds`).
@MainActor
final class ExampleCloudServe {
    let host: String
    let port: Int
    /// The load balancer's health-check path, if any.
    let healthCheckPath: String?
    let logger: Logger
    /// How long a drain lets connected cars carry on.
    let gracePeriod: Duration
    private var cars: [Int: ExampleCar] = [:]
    private let (arrivals, arrival) = AsyncStream.makeStream(of: ExampleCar.self)

    init(host: String, port: Int, healthCheckPath: String?, gracePeriod: Duration, logger: Logger) {
        self.host = host
        self.port = port
        self.healthCheckPath = healthCheckPath
        self.gracePeriod = gracePeriod
        self.logger = logger
    }

    /// Serves until the process ends; with `tourOn` (an emulator in this process), connects it,
    /// walks the tour on its car and returns whether every step succeeded.
    func run(tourOn headUnit: SDLHeadUnit?, stepTimeout: Duration) async -> Bool {
        let server: SDLCloudAppServer
        do {
            var session = SDLSessionConfiguration()
            session.logger = logger
            var options = SDLWebSocketOptions()
            options.healthCheckPath = healthCheckPath
            server = try await SDLCloudAppServer.start(host: host, port: port, options: options, session: session) { [unowned self] car in
                self.carConnected(car)
            }
        } catch {
            ExampleOutput.line("sdl-example: \(error)")
            return false
        }
        server.carDidDisconnect = { [unowned self] car in self.carDisconnected(car) }
        ExampleOutput.line("sdl-example: serving cars on ws://\(host):\(server.port)/")
        if let healthCheckPath {
            ExampleOutput.line("sdl-example: health check on http://\(host):\(server.port)\(healthCheckPath)")
        }
        let succeeded: Bool
        if let headUnit {
            succeeded = await tour(on: headUnit, serverPort: server.port, stepTimeout: stepTimeout)
        } else {
            succeeded = await serveUntilSignal(server)
        }
        await server.stop()
        for car in cars.values { car.beyondScreen.stop() }
        cars.removeAll()
        return succeeded
    }

    /// Serves until SIGTERM or SIGINT, then drains (``ExampleDrainService``).
    private func serveUntilSignal(_ server: SDLCloudAppServer) async -> Bool {
        let service = ExampleDrainService(server: server, gracePeriod: gracePeriod)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [service], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
            return true
        } catch {
            ExampleOutput.line("sdl-example: \(error)")
            return false
        }
    }

    private func carConnected(_ car: SDLCloudCar) -> SDLApplication {
        let served = ExampleCar(car: car, logger: logger)
        cars[car.id] = served
        ExampleOutput.line("sdl-example: car \(car.id) connected from \(car.remoteAddress); auth token: \(car.authToken == nil ? "none" : "received")")
        arrival.yield(served)
        return served.application
    }

    private func carDisconnected(_ car: SDLCloudCar) {
        cars.removeValue(forKey: car.id)?.beyondScreen.stop()
        ExampleOutput.line("sdl-example: car \(car.id) disconnected")
    }

    /// The emulator connects as a car, and the tour runs on that car's application.
    private func tour(on headUnit: SDLHeadUnit, serverPort: Int, stepTimeout: Duration) async -> Bool {
        do {
            try await headUnit.connect(to: "ws://127.0.0.1:\(serverPort)/")
        } catch {
            ExampleOutput.line("sdl-example: \(error.message)")
            return false
        }
        var next = arrivals.makeAsyncIterator()
        guard let car = await next.next() else { return false }
        // The media-service step's second app reaches the emulator over its TCP port.
        return await ExampleTour(
            application: car.application, root: car.root, headUnit: headUnit, connection: .tcp(port: headUnit.port),
            beyondScreen: car.beyondScreen, events: car.events, stepTimeout: stepTimeout
        ).run()
    }
}
