// `public`, though no public declaration needs it: with an internal `import Logging` here (the module's only
// import of Logging) the Swift 6.x compiler built an sdl-example that crashed in SDLApplication.runRegistration.
public import Logging
public import SDLSession

/// A cloud app's server: head units (SDL Core dialling the app's `endpoint` from its policy
/// table) connect over WebSocket, and each car gets its own ``SDLApplication`` — own view
/// controllers, screen, menu and soft-button IDs, managers and file uploads — made by the app's
/// factory. The server puts the car's connection in the application's configuration and starts
/// it; the application keeps its delegate until it ended. Each application lives until its car
/// disconnects; ``stop()`` closes every car cleanly (UnregisterAppInterface, EndService, WebSocket
/// close 1000).
///
/// ```swift
/// let server = try await SDLCloudAppServer.start(port: 5432) { car in
///     let configuration = SDLApplication.Configuration(appName: "Fleet", appID: "fleet")
///     return SDLApplication(configuration: configuration, rootViewController: HomeViewController(account: car.authToken),
///                           delegate: FleetDelegate(car: car))
/// }
/// ```
///
/// Nothing is shared between cars: the server never touches ``SDLApplication/shared``, and each
/// application's notifications go to its own notification center.
@MainActor
public final class SDLCloudAppServer {
    /// Makes the application of a car that connected, not started. The server replaces its
    /// configuration's ``SDLApplication/Configuration/connection`` with the car's
    /// (``SDLCloudCar/connection``) and starts it; the application keeps its delegate until the
    /// car's application ended (``SDLApplication/delegate``). An application that already runs
    /// cannot serve the car: the car is closed and the error logged.
    public typealias ApplicationFactory = @MainActor (SDLCloudCar) -> SDLApplication

    /// The port cars connect to (the real one when 0 was asked for).
    public var port: Int { sessionServer.port }
    /// The address it listens on.
    public var host: String { sessionServer.host }
    /// The cars being served now, by ``SDLCloudCar/id``.
    public private(set) var applications: [Int: SDLApplication] = [:]
    /// Called after a car's application ended (the car disconnected or ``stop()``), on the main actor.
    public var carDidDisconnect: (@MainActor (SDLCloudCar) -> Void)?

    private let sessionServer: SDLSessionServer
    private let makeApplication: ApplicationFactory
    private let logger: Logger
    private var nextCarID = 1
    private var acceptTask: Task<Void, Never>?
    private var carTasks: [Int: Task<Void, Never>] = [:]
    private var isStopping = false

    private init(sessionServer: SDLSessionServer, logger: Logger, makeApplication: @escaping ApplicationFactory) {
        self.sessionServer = sessionServer
        self.logger = logger
        self.makeApplication = makeApplication
    }

    /// Listens for cars and serves each with an application from `makeApplication`.
    ///
    /// - Parameters:
    ///   - host: loopback by default; `0.0.0.0` to serve other machines.
    ///   - port: 0 picks a free port.
    ///   - options: the WebSocket path and connection-lost timeout (60 s by default).
    ///   - session: each car's session settings (timeouts, logger).
    ///   - makeApplication: makes the application that serves one car, when it connects.
    /// - Throws: `SDLError` `listenFailed`.
    public static func start(
        host: String = "127.0.0.1", port: Int, options: SDLWebSocketOptions = SDLWebSocketOptions(),
        session: SDLSessionConfiguration = SDLSessionConfiguration(),
        makeApplication: @escaping ApplicationFactory
    ) async throws(SDLError) -> SDLCloudAppServer {
        let sessionServer = try await SDLSessionServer.listen(host: host, port: port, options: options, configuration: session)
        let server = SDLCloudAppServer(sessionServer: sessionServer, logger: session.logger, makeApplication: makeApplication)
        server.acceptTask = Task { await server.acceptCars() }
        return server
    }

    /// How many cars are served now.
    public var carCount: Int { applications.count }

    /// Stops listening and ends every car's application (each unregisters and closes its
    /// connection); returns when all have ended.
    public func stop() async {
        isStopping = true
        let running = applications.values
        await withTaskGroup(of: Void.self) { group in
            for application in running { group.addTask { await application.stop() } }
        }
        await sessionServer.stop()
        await acceptTask?.value
        for task in carTasks.values { await task.value }
    }

    /// Stops listening: cars that connect from now on are refused; connected cars carry on.
    public func stopAccepting() async {
        isStopping = true
        await sessionServer.stopListening()
    }

    /// A graceful drain (a deployment's SIGTERM): stops taking new cars at once, lets the connected
    /// ones carry on until they disconnect, and after `gracePeriod` ends the rest as ``stop()`` does.
    /// Returns when every car has ended.
    public func drain(gracePeriod: Duration) async {
        await stopAccepting()
        logger.info("draining", metadata: ["cars": "\(carCount)", "gracePeriod": "\(gracePeriod)"])
        let cars = Array(carTasks.values)
        // After the grace period the cars still connected are ended; cancelled when all left before.
        let graceOver = Task {
            do {
                try await Task.sleep(for: gracePeriod)
            } catch {
                return
            }
            logger.info("grace period over; ending the cars still connected", metadata: ["cars": "\(carCount)"])
            await stop()
        }
        for task in cars { await task.value }
        graceOver.cancel()
        await stop()
    }

    private func acceptCars() async {
        for await session in sessionServer.sessions {
            serve(session)
        }
    }

    /// Makes the car's application, starts it, and forgets it when it ends.
    private func serve(_ session: SDLSession) {
        guard !isStopping else {
            Task { await session.close() }
            return
        }
        let car = SDLCloudCar(id: nextCarID, session: session)
        nextCarID += 1
        let application = makeApplication(car)
        guard !application.isRunning else {
            logger.error("the factory's application runs already (it must not be started); closing the car", metadata: ["car": "\(car.id)"])
            Task { await session.close() }
            return
        }
        application.configuration.connection = car.connection
        logger.info("serving a car", metadata: ["car": "\(car.id)", "remote": "\(car.remoteAddress)", "authToken": "\(car.authToken == nil ? "no" : "yes")"])
        applications[car.id] = application
        application.start()
        carTasks[car.id] = Task {
            if let run = application.runTask { await run.value }
            await application.stop()
            self.applications[car.id] = nil
            self.carTasks[car.id] = nil
            self.logger.info("car disconnected", metadata: ["car": "\(car.id)"])
            self.carDidDisconnect?(car)
        }
    }
}
