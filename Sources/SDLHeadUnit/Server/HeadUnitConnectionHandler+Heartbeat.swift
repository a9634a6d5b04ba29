import Logging
import NIOCore
import SDLProtocol

extension HeadUnitConnectionHandler {
    /// Core's heartbeat monitor for one session (`heartbeat_monitor.cc`, §A.9, §G.3).
    struct HeartbeatMonitor {
        /// When the app last sent anything on the session (on the head unit's clock).
        var lastActivity: Duration
        /// Whether the head unit already sent its Heartbeat for the current silence.
        var sentHeartbeat = false
        /// The timer checking the silence.
        var timer: (any SDLHeadUnitTimer)?
    }

    /// Starts monitoring `sessionID` after the app's Heartbeat, as Core does for negotiated v3–v5
    /// sessions; does nothing when `HeartBeatTimeout` is zero or the session is already monitored.
    func startHeartbeatMonitor(_ sessionID: UInt8) {
        guard core.heartBeatTimeout > .zero, let session = sessions[sessionID], session.frameVersion >= 3,
              session.heartbeat == nil else { return }
        sessions[sessionID]?.heartbeat = HeartbeatMonitor(lastActivity: core.clock.now)
        scheduleHeartbeatCheck(sessionID, after: core.heartBeatTimeout)
    }

    /// Anything received on a monitored session resets its silence.
    func keepAlive(_ sessionID: UInt8) {
        guard sessions[sessionID]?.heartbeat != nil else { return }
        sessions[sessionID]?.heartbeat?.lastActivity = core.clock.now
        sessions[sessionID]?.heartbeat?.sentHeartbeat = false
    }

    /// Cancels every monitor (the connection closed).
    func stopHeartbeatMonitors() {
        for id in sessions.keys {
            sessions[id]?.heartbeat?.timer?.cancel()
            sessions[id]?.heartbeat = nil
        }
    }

    /// The session's next outgoing message number (Core counts control frames it sends too).
    private func takeMessageCounter(_ sessionID: UInt8) -> UInt32 {
        guard let counter = sessions[sessionID]?.messageCounter else { return 0 }
        sessions[sessionID]?.messageCounter &+= 1
        return counter
    }

    private func scheduleHeartbeatCheck(_ sessionID: UInt8, after delay: Duration) {
        let loop = core.eventLoop
        let bound = NIOLoopBound(self, eventLoop: loop)
        let check: @Sendable () -> Void = { bound.value.heartbeatCheckDue(sessionID) }
        let timer = core.clock.schedule(after: delay) {
            if loop.inEventLoop { check() } else { loop.execute(check) }
        }
        sessions[sessionID]?.heartbeat?.timer = timer
    }

    /// After `HeartBeatTimeout` of silence the head unit sends a Heartbeat; after another one it ends
    /// the session: EndService (RPC, no payload, as Core's `SendEndSession`), the app is gone, and the
    /// connection closes when that was its last session (`Connection::CloseSession`).
    private func heartbeatCheckDue(_ sessionID: UInt8) {
        guard let session = sessions[sessionID], let monitor = session.heartbeat, context != nil else { return }
        let timeout = core.heartBeatTimeout
        let silence = core.clock.now - monitor.lastActivity
        if silence < timeout {
            scheduleHeartbeatCheck(sessionID, after: timeout - silence)
            return
        }
        if !monitor.sentHeartbeat {
            sessions[sessionID]?.heartbeat?.sentHeartbeat = true
            sessions[sessionID]?.heartbeat?.lastActivity = core.clock.now
            write(SDLHeartbeat().frame(version: session.frameVersion, sessionID: sessionID, messageID: takeMessageCounter(sessionID)))
            scheduleHeartbeatCheck(sessionID, after: timeout)
            return
        }
        core.logger.info("connection \(connectionID): session \(sessionID) sent nothing for \(timeout) after a Heartbeat; closing it")
        let counter = takeMessageCounter(sessionID)
        sessions[sessionID] = nil
        write(SDLEndService(serviceType: .rpc).frame(version: session.frameVersion, sessionID: sessionID, messageID: counter))
        core.sessionEnded(HeadUnitEndpoint(connection: connectionID, session: sessionID))
        if sessions.isEmpty { close() }
    }
}
