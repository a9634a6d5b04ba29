import SDLProtocol

/// The emulator's video services, by app endpoint: those running and those that ended (their
/// figures stay readable through ``SDLHeadUnit/videoStreams()``). Lives on the head unit's loop.
final class HeadUnitVideoStreams: HeadUnitServiceStreams<HeadUnitVideoReceiver> {
    /// Called with each access unit of every service (``SDLHeadUnitConfiguration/videoObserver``).
    var accessUnitObserver: (@Sendable (SDLHeadUnitVideoAccessUnit) -> Void)?

    /// A video service started with `parameters`, protected or not (a previous one on the endpoint ends).
    func started(_ endpoint: HeadUnitEndpoint, parameters: SDLVideoServiceParameters, protected: Bool, log: @escaping (String) -> Void) {
        var statistics = SDLHeadUnitVideoStatistics(connection: endpoint.connection, session: endpoint.session, parameters: parameters)
        statistics.isProtected = protected
        let receiver = HeadUnitVideoReceiver(statistics: statistics, recordDirectory: recordDirectory, log: log)
        receiver.accessUnitObserver = accessUnitObserver
        start(receiver, on: endpoint)
    }
}
