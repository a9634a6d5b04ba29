/// The emulator's audio services, by app endpoint: those running and those that ended (their
/// figures stay readable through ``SDLHeadUnit/audioStreams()``). Lives on the head unit's loop.
final class HeadUnitAudioStreams {
    let recordDirectory: String?
    private var running: [HeadUnitEndpoint: HeadUnitAudioReceiver] = [:]
    private var finished: [SDLHeadUnitAudioStatistics] = []

    init(recordDirectory: String?) {
        self.recordDirectory = recordDirectory
    }

    /// An audio service started, playing `format` (a previous one on the endpoint ends).
    func started(_ endpoint: HeadUnitEndpoint, format: SDLHeadUnitAudioFormat, log: @escaping (String) -> Void) {
        ended(endpoint)
        running[endpoint] = HeadUnitAudioReceiver(
            statistics: SDLHeadUnitAudioStatistics(connection: endpoint.connection, session: endpoint.session, format: format),
            recordDirectory: recordDirectory, log: log)
    }

    /// A message on the audio service; ignored unless the service runs.
    func received(_ bytes: [UInt8], from endpoint: HeadUnitEndpoint) -> Bool {
        guard let receiver = running[endpoint] else { return false }
        receiver.receive(bytes)
        return true
    }

    /// The service ended (EndService, the session's or the connection's end); its figures, or
    /// `nil` when it did not run.
    @discardableResult
    func ended(_ endpoint: HeadUnitEndpoint) -> SDLHeadUnitAudioStatistics? {
        guard let receiver = running.removeValue(forKey: endpoint) else { return nil }
        let statistics = receiver.finish()
        finished.append(statistics)
        return statistics
    }

    /// Ends every service of `connection`.
    func connectionClosed(_ connection: Int) {
        for endpoint in running.keys where endpoint.connection == connection { ended(endpoint) }
    }

    /// Every service's figures: ended ones first, in the order they ended, then running ones.
    var statistics: [SDLHeadUnitAudioStatistics] {
        finished + running.values.map(\.statistics).sorted { ($0.connection, $0.session) < ($1.connection, $1.session) }
    }
}
