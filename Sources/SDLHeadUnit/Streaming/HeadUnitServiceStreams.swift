/// One running audio or video service's receiver on the emulator.
protocol HeadUnitStreamReceiver: AnyObject {
    associatedtype Statistics: HeadUnitStreamStatistics
    /// The figures so far.
    var statistics: Statistics { get }
    /// Takes one message of the service (`encrypted`: its frames arrived with the E bit).
    func receive(_ bytes: [UInt8], encrypted: Bool)
    /// Ends the service; its final figures.
    func finish() -> Statistics
}

/// The figures of one service, by the app's connection and session.
protocol HeadUnitStreamStatistics {
    var connection: Int { get }
    var session: UInt8 { get }
}

extension SDLHeadUnitAudioStatistics: HeadUnitStreamStatistics {}
extension SDLHeadUnitVideoStatistics: HeadUnitStreamStatistics {}
extension HeadUnitAudioReceiver: HeadUnitStreamReceiver {}
extension HeadUnitVideoReceiver: HeadUnitStreamReceiver {}

/// The emulator's services of one kind, by app endpoint: those running and those that ended (their
/// figures stay readable). Lives on the head unit's loop.
class HeadUnitServiceStreams<Receiver: HeadUnitStreamReceiver> {
    let recordDirectory: String?
    private var running: [HeadUnitEndpoint: Receiver] = [:]
    private var finished: [Receiver.Statistics] = []

    init(recordDirectory: String?) {
        self.recordDirectory = recordDirectory
    }

    /// A service started on `endpoint` with `receiver` (a previous one on the endpoint ends).
    func start(_ receiver: Receiver, on endpoint: HeadUnitEndpoint) {
        ended(endpoint)
        running[endpoint] = receiver
    }

    /// A message on the service; ignored unless the service runs.
    func received(_ bytes: [UInt8], encrypted: Bool, from endpoint: HeadUnitEndpoint) -> Bool {
        guard let receiver = running[endpoint] else { return false }
        receiver.receive(bytes, encrypted: encrypted)
        return true
    }

    /// The service ended (EndService, the session's or the connection's end); its figures, or
    /// `nil` when it did not run.
    @discardableResult
    func ended(_ endpoint: HeadUnitEndpoint) -> Receiver.Statistics? {
        guard let receiver = running.removeValue(forKey: endpoint) else { return nil }
        let statistics = receiver.finish()
        finished.append(statistics)
        return statistics
    }

    /// Ends every service of `connection`.
    func connectionClosed(_ connection: Int) {
        for endpoint in running.keys where endpoint.connection == connection { ended(endpoint) }
    }

    /// Whether `endpoint` streams now.
    func isRunning(_ endpoint: HeadUnitEndpoint) -> Bool { running[endpoint] != nil }

    /// Every service's figures: ended ones first, in the order they ended, then running ones.
    var statistics: [Receiver.Statistics] {
        finished + running.values.map(\.statistics).sorted { ($0.connection, $0.session) < ($1.connection, $1.session) }
    }
}
