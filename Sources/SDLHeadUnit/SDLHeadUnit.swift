import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import SDLProtocol
import SDLRPC
import SDLValidation

/// A head-unit emulator that speaks the real SDL protocol over TCP and answers like SDL Core 8.2 with
/// an HMI: version negotiation, Core-mode validation of every RPC, registration with a display
/// profile's capabilities, a screen that Show and friends change, and overlays with their timeouts.
///
/// ```swift
/// var configuration = SDLHeadUnitConfiguration()
/// configuration.port = 0                       // any free port
/// configuration.clock = clock                  // an SDLManualClock in tests
/// try await SDLHeadUnit.withRunning(configuration) { headUnit in
///     // connect an app to headUnit.port …
///     let show = try await headUnit.nextShow()
///     try await headUnit.pressSoftButton(1)
/// }
/// ```
///
/// Everything runs on one event loop; the API may be called from any task.
public final class SDLHeadUnit: Sendable {
    /// The configuration it runs with.
    public let configuration: SDLHeadUnitConfiguration
    /// The address it listens on.
    public let host: String
    /// The TCP port it listens on (the real one when ``SDLHeadUnitConfiguration/port`` was 0).
    public let port: Int

    let eventLoop: any EventLoop
    let core: NIOLoopBound<HeadUnitCore>
    let mailbox: HeadUnitEventMailbox?
    private let group: MultiThreadedEventLoopGroup
    private let serverChannel: any Channel
    let controlChannels = NIOLockedValueBox<[any Channel]>([])
    /// The tasks answering control lines read from descriptors (cancelled on stop).
    let controlTasks = NIOLockedValueBox<[Task<Void, Never>]>([])
    let quitSignal = HeadUnitQuitSignal()
    /// Set when ``stop()`` begins: from then on no work goes to the loop (one that has shut down
    /// drops it, and its caller would wait forever).
    private let isStopped = NIOLockedValueBox(false)

    private init(configuration: SDLHeadUnitConfiguration, group: MultiThreadedEventLoopGroup, core: NIOLoopBound<HeadUnitCore>,
                 mailbox: HeadUnitEventMailbox?, serverChannel: any Channel, port: Int) {
        self.configuration = configuration
        self.host = configuration.host
        self.port = port
        self.group = group
        self.eventLoop = core.eventLoop
        self.core = core
        self.mailbox = mailbox
        self.serverChannel = serverChannel
    }

    /// Starts listening.
    /// - Throws: ``SDLHeadUnitError`` `specUnavailable` when the spec cannot be loaded, `bindFailed`
    ///   when the address is taken or invalid.
    public static func start(_ configuration: SDLHeadUnitConfiguration = SDLHeadUnitConfiguration()) async throws(SDLHeadUnitError) -> SDLHeadUnit {
        let validator = try makeValidator(configuration)
        let configuration = configurationLoggingKeys(configuration)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        do {
            let core = try await loop.submit { () -> NIOLoopBound<HeadUnitCore> in
                NIOLoopBound(HeadUnitCore(configuration: configuration, validator: validator, eventLoop: loop), eventLoop: loop)
            }.get()
            let channel = try await ServerBootstrap(group: group)
                .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
                .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture { try core.value.installConnection(on: channel) }
                }
                .bind(host: configuration.host, port: configuration.port)
                .get()
            let port = channel.localAddress?.port ?? configuration.port
            let mailbox = try await loop.submit { core.value.mailbox }.get()
            configuration.logger.info("sdl-headunit listening on \(configuration.host):\(port) with profile \(configuration.profile.name)")
            return SDLHeadUnit(configuration: configuration, group: group, core: core, mailbox: mailbox, serverChannel: channel, port: port)
        } catch {
            try? await group.shutdownGracefully()
            throw SDLHeadUnitError(code: "bindFailed", message: "Cannot listen on \(configuration.host):\(configuration.port): \(error)")
        }
    }

    /// Starts a head unit, runs `body` with it, and stops it afterwards (also when `body` throws).
    /// `body` runs on the caller's actor, so a `@MainActor` test or app can use its state inside.
    public static func withRunning<Result: Sendable>(
        _ configuration: SDLHeadUnitConfiguration = SDLHeadUnitConfiguration(),
        isolation: isolated (any Actor)? = #isolation,
        _ body: (SDLHeadUnit) async throws -> Result
    ) async throws -> Result {
        let headUnit = try await start(configuration)
        do {
            let result = try await body(headUnit)
            await headUnit.stop()
            return result
        } catch {
            await headUnit.stop()
            throw error
        }
    }

    /// Closes every connection, stops listening and releases the event loop. Waiting calls fail with
    /// `stopped`. Calling it twice is harmless.
    public func stop() async {
        let wasStopped = isStopped.withLockedValue { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        let core = self.core
        try? await eventLoop.submit {
            core.value.cancelAllTimers()
            core.value.closeAllConnections()
        }.get()
        for channel in controlChannels.withLockedValue({ $0 }) {
            try? await channel.close()
        }
        for task in controlTasks.withLockedValue({ $0 }) { task.cancel() }
        try? await serverChannel.close()
        mailbox?.close()
        quitSignal.set()
        try? await group.shutdownGracefully()
    }

    /// Runs `body` on the head unit's loop against its core.
    func onLoop<T: Sendable>(_ body: @escaping @Sendable (HeadUnitCore) throws(SDLHeadUnitError) -> T) async throws(SDLHeadUnitError) -> T {
        let core = self.core
        let loop = eventLoop
        // Submitted under the lock stop() sets the flag with: work that goes is run before the loop shuts down.
        let work = isStopped.withLockedValue { stopped in
            stopped ? nil : loop.submit { () throws -> T in try body(core.value) }
        }
        guard let work else { throw .stopped() }
        do {
            return try await work.get()
        } catch let error as SDLHeadUnitError {
            throw error
        } catch {
            throw .stopped()
        }
    }

    /// With a capture directory, the security writes its TLS secrets to `tls-keys.log` there; a
    /// file that cannot be opened is logged and the head unit runs without.
    private static func configurationLoggingKeys(_ configuration: SDLHeadUnitConfiguration) -> SDLHeadUnitConfiguration {
        guard let directory = configuration.captureDirectory, let security = configuration.security else { return configuration }
        var configuration = configuration
        do {
            configuration.security = try security.loggingKeys(toFile: directory + "/tls-keys.log")
        } catch {
            configuration.logger.warning("capture: no TLS key log: \(error)")
        }
        return configuration
    }

    private static func makeValidator(_ configuration: SDLHeadUnitConfiguration) throws(SDLHeadUnitError) -> HeadUnitValidator {
        let validator: SDLValidator
        do {
            if let given = configuration.validator {
                validator = given
            } else {
                validator = try SDLValidator.located(specPath: configuration.specPath)
            }
        } catch {
            throw SDLHeadUnitError(code: "specUnavailable", message: "Cannot load MOBILE_API.xml: \(error.message)")
        }
        return HeadUnitValidator(validator: validator, customVehicleData: Set(configuration.profile.customVehicleData.keys))
    }
}
