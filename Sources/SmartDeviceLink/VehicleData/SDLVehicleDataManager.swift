import SDLRPC
import SDLSession

/// Keeps one registration's vehicle data subscriptions equal to the items the app observes: when
/// items get their first observer, one SubscribeVehicleData names them all; when items lose their
/// last, one UnsubscribeVehicleData. Each item's result (SUCCESS, DISALLOWED, USER_DISALLOWED,
/// VEHICLE_DATA_NOT_AVAILABLE …) is kept per item in ``results``, and an item that failed goes to
/// the error handler naming it and its code (it is tried again only when observed anew).
/// Subscriptions wait while the HMI level is `nil` or NONE (Core's policy refuses them there); a
/// new registration subscribes everything again.
@MainActor
final class SDLVehicleDataManager {
    let session: SDLSession
    var errorHandler: @MainActor (SDLError) -> Void
    /// The items observed now.
    private var wanted: Set<String> = []
    /// The items subscribed on the head unit.
    private(set) var subscribed: Set<String> = []
    /// Items that failed, not to be tried again while still observed.
    private var failed: Set<String> = []
    /// Each item's latest result code.
    private(set) var results: [String: SDLVehicleDataResultCode] = [:]
    var level: SDLHMILevel?
    private var isFinished = false
    private let signal = SDLWakeSignal()

    init(session: SDLSession, errorHandler: @escaping @MainActor (SDLError) -> Void = { _ in }) {
        self.session = session
        self.errorHandler = errorHandler
    }

    /// The main window's HMI level; subscriptions wait while it is `nil` or NONE.
    var hmiLevel: SDLHMILevel? {
        get { level }
        set { level = newValue; signal.wake() }
    }

    /// Takes the items observed now.
    func observe(_ items: Set<String>) {
        failed.formIntersection(items)
        wanted = items
        signal.wake()
    }

    /// Keeps the subscriptions until the registration ends.
    func run() async {
        for await _ in signal.wakeUps {
            guard !isFinished, let level, level != .none else { continue }
            await synchronize()
        }
    }

    /// Ends the manager.
    func finish() {
        isFinished = true
        signal.finish()
    }

    /// Subscribes the observed items not subscribed (and not failed), unsubscribes the others.
    private func synchronize() async {
        while true {
            let toSubscribe = wanted.subtracting(subscribed).subtracting(failed)
            let toUnsubscribe = subscribed.subtracting(wanted)
            if !toSubscribe.isEmpty {
                let answered = await send(SDLSubscribeVehicleData.rpcFunctionID, items: toSubscribe, name: SDLSubscribeVehicleData.rpcName)
                for item in toSubscribe {
                    let code = answered[item]
                    if code == .success || code == .dataAlreadySubscribed {
                        subscribed.insert(item)
                    } else {
                        failed.insert(item)
                    }
                }
            } else if !toUnsubscribe.isEmpty {
                _ = await send(SDLUnsubscribeVehicleData.rpcFunctionID, items: toUnsubscribe, name: SDLUnsubscribeVehicleData.rpcName)
                subscribed.subtract(toUnsubscribe)
            } else {
                return
            }
        }
    }

    /// Sends `functionID` naming `items`; returns each item's result code and reports the items
    /// that did not succeed (or the whole request's failure).
    private func send(_ functionID: Int, items: Set<String>, name: String) async -> [String: SDLVehicleDataResultCode] {
        var parameters = SDLJSONObject()
        for item in items.sorted() { parameters.append(item, .bool(true)) }
        let response: SDLRPCEnvelope
        do {
            response = try await session.send(functionID: functionID, parameters: parameters)
        } catch {
            errorHandler(SDLError(error, otherwise: .requestFailed, rpcName: name))
            return [:]
        }
        var codes: [String: SDLVehicleDataResultCode] = [:]
        for item in items {
            let raw = response.parameters[item]?.objectValue?["resultCode"]?.stringValue
            // Without a per-item result, the request's own success decides (Core answers per item).
            let code = raw.map { SDLVehicleDataResultCode(rawValue: $0) } ?? (response.success == true ? .success : nil)
            if let code { codes[item] = code; results[item] = code }
        }
        let refused = items.filter { codes[$0] != .success && codes[$0] != .dataAlreadySubscribed && codes[$0] != .dataNotSubscribed }
        if !refused.isEmpty {
            let list = refused.sorted().map { "\($0): \(codes[$0]?.rawValue ?? "no result")" }.joined(separator: ", ")
            errorHandler(SDLError(
                code: .vehicleDataRefused, message: "\(name) was refused for \(list)", rpcName: name,
                resultCode: response.resultCode.map { SDLResult(rawValue: $0) }, info: response.parameters["info"]?.stringValue))
        }
        return codes
    }
}
