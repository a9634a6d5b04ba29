import SDLProtocol

/// The emulator's video services, by app endpoint: those running and those that ended (their
/// figures stay readable through ``SDLHeadUnit/videoStreams()``). Lives on the head unit's loop.
final class HeadUnitVideoStreams {
    let recordDirectory: String?
    /// Called with each access unit of every service (``SDLHeadUnitConfiguration/videoObserver``).
    var accessUnitObserver: (@Sendable (SDLHeadUnitVideoAccessUnit) -> Void)?
    private var running: [HeadUnitEndpoint: HeadUnitVideoReceiver] = [:]
    private var finished: [SDLHeadUnitVideoStatistics] = []

    init(recordDirectory: String?) {
        self.recordDirectory = recordDirectory
    }

    /// A video service started with `parameters` (a previous one on the endpoint ends).
    func started(_ endpoint: HeadUnitEndpoint, parameters: SDLVideoServiceParameters, log: @escaping (String) -> Void) {
        self.ended(endpoint)
        running[endpoint] = HeadUnitVideoReceiver(
            statistics: SDLHeadUnitVideoStatistics(connection: endpoint.connection, session: endpoint.session, parameters: parameters),
            recordDirectory: recordDirectory, log: log)
        running[endpoint]?.accessUnitObserver = accessUnitObserver
    }

    /// A message on the video service; ignored unless the service runs.
    func received(_ bytes: [UInt8], from endpoint: HeadUnitEndpoint) -> Bool {
        guard let receiver = running[endpoint] else { return false }
        receiver.receive(bytes)
        return true
    }

    /// The service ended (EndService, the session's or the connection's end).
    func ended(_ endpoint: HeadUnitEndpoint) {
        guard let receiver = running.removeValue(forKey: endpoint) else { return }
        finished.append(receiver.finish())
    }

    /// Ends every service of `connection`.
    func connectionClosed(_ connection: Int) {
        for endpoint in running.keys where endpoint.connection == connection { ended(endpoint) }
    }

    /// Whether `endpoint` streams now.
    func isRunning(_ endpoint: HeadUnitEndpoint) -> Bool { running[endpoint] != nil }

    /// Every service's figures: ended ones first, in the order they ended, then running ones.
    var statistics: [SDLHeadUnitVideoStatistics] {
        finished + running.values.map(\.statistics).sorted { ($0.connection, $0.session) < ($1.connection, $1.session) }
    }
}
