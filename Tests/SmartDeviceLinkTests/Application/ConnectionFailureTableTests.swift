import SDLRPC
import SDLSession
@testable import SmartDeviceLink
import Testing

/// Which connection and registration failures are permanent, and the `failed` rows of the
/// transition table.
@Suite("Permanent and transient connection failures")
struct ConnectionFailureTableTests {
    static func registrationRefused(_ resultCode: String) -> SDLError {
        let cause = SDLError(code: .registrationRejected, message: "refused", resultCode: SDLResult(rawValue: resultCode))
        return SDLError(
            code: .registrationFailed, message: "registering failed: \(cause)", rpcName: "RegisterAppInterface",
            resultCode: cause.resultCode, underlyingError: cause)
    }

    @Test("RegisterAppInterface DISALLOWED, INVALID_DATA and UNSUPPORTED_VERSION are permanent", arguments: ["DISALLOWED", "INVALID_DATA", "UNSUPPORTED_VERSION"])
    func permanentResults(_ resultCode: String) {
        #expect(Self.registrationRefused(resultCode).isPermanentConnectionFailure)
    }

    @Test(
        "busy or occupied head units are transient",
        arguments: ["DUPLICATE_NAME", "TOO_MANY_APPLICATIONS", "TOO_MANY_PENDING_REQUESTS", "OUT_OF_MEMORY", "GENERIC_ERROR", "APPLICATION_REGISTERED_ALREADY"])
    func transientResults(_ resultCode: String) {
        #expect(!Self.registrationRefused(resultCode).isPermanentConnectionFailure)
    }

    @Test("a refused protocol or RPC version and an invalid registration are permanent; a refused or dropped connection is not")
    func sessionCodes() {
        for code in [SDLError.Code.startServiceRejected, .negotiationFailed, .rpcVersionTooLow, .invalidConfiguration, .upgradeRefused] {
            #expect(SDLError(code: code, message: "-").isPermanentConnectionFailure, "\(code)")
        }
        for code in [SDLError.Code.connectionFailed, .connectTimedOut, .timedOut, .connectionClosed, .heartbeatTimedOut, .channelFailed] {
            #expect(!SDLError(code: code, message: "-").isPermanentConnectionFailure, "\(code)")
        }
        let wrapped = SDLError(code: .connectionFailed, message: "connecting failed", underlyingError: SDLError(code: .startServiceRejected, message: "NAK"))
        #expect(wrapped.isPermanentConnectionFailure, "a wrapped permanent cause is permanent")
    }

    @Test("failing fires didFailToConnect (after didDisconnect when registered); from failed the app connects as from disconnected")
    func failedRows() {
        let error = SDLError(code: .registrationFailed, message: "refused")
        #expect(SDLApplicationTransitions.calls(failingWith: error, from: .disconnected) == [.didFailToConnect(error)])
        #expect(SDLApplicationTransitions.calls(failingWith: error, from: .active) == [.didDisconnect, .didFailToConnect(error)])
        #expect(SDLApplicationTransitions.calls(failingWith: error, from: .failed).isEmpty)
        #expect(SDLApplicationTransitions.calls(from: .disconnected, to: .failed).isEmpty)
        #expect(SDLApplicationTransitions.calls(from: .failed, to: .disconnected).isEmpty)
        #expect(SDLApplicationTransitions.calls(from: .failed, to: .active) == [.didConnect, .didFinishLaunching, .didBecomeActive])
        #expect(!SDLApplicationState.failed.isConnected)
    }

    @Test("the status machine: fail moves to failed, a lost registration keeps it, restart goes back to disconnected quietly")
    func statusMachine() {
        var status = SDLApplicationStatus()
        let error = SDLError(code: .startServiceRejected, message: "NAK")
        #expect(status.fail(error) == [.didFailToConnect(error)])
        #expect(status.state == .failed)
        #expect(status.apply(nil).isEmpty)
        #expect(status.state == .failed)
        status.restart()
        #expect(status.state == .disconnected)
    }
}
