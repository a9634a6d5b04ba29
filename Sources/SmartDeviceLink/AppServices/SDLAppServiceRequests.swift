import SDLRPC
import SDLSession

/// A consumer's requests, read from the raw answer: SDL Core answers GetAppServiceData and
/// PerformAppServiceInteraction with result codes the spec does not list for them
/// (DATA_NOT_AVAILABLE, IGNORED, INVALID_ID — `CommandRequestImpl::SendProviderRequest`), which the
/// typed response would not accept.
enum SDLAppServiceRequests {
    /// GetAppServiceData for `serviceType`: the provider's data, or an `SDLError` with the result code.
    static func getData(_ session: SDLSession, serviceType: String, subscribe: Bool?) async throws(SDLError) -> SDLAppServiceData {
        let request = SDLGetAppServiceData(serviceType: serviceType, subscribe: subscribe)
        let envelope = try await send(session, request.jsonObject, functionID: SDLGetAppServiceData.rpcFunctionID, name: SDLGetAppServiceData.rpcName)
        guard let json = envelope.parameters["serviceData"], let data = try? SDLAppServiceData(json: json, policy: .lenient) else {
            throw SDLError(code: .invalidResponse, message: "GetAppServiceData(\(serviceType)) answered without serviceData",
                           rpcName: SDLGetAppServiceData.rpcName, resultCode: envelope.resultCode.map { SDLResult(rawValue: $0) })
        }
        return data
    }

    /// PerformAppServiceInteraction: the provider's answer (its `serviceSpecificResult`), or an `SDLError`.
    static func interact(_ session: SDLSession, _ request: SDLPerformAppServiceInteraction) async throws(SDLError) -> SDLPerformAppServiceInteractionResponse {
        let envelope = try await send(session, request.jsonObject, functionID: SDLPerformAppServiceInteraction.rpcFunctionID,
                                      name: SDLPerformAppServiceInteraction.rpcName)
        return SDLPerformAppServiceInteractionResponse(
            success: true, resultCode: SDLResult(rawValue: envelope.resultCode ?? "SUCCESS"), info: envelope.parameters["info"]?.stringValue,
            serviceSpecificResult: envelope.parameters["serviceSpecificResult"]?.stringValue)
    }

    /// Sends the request; a failed answer throws `appServiceRefused` with its result code and info.
    private static func send(_ session: SDLSession, _ parameters: SDLJSONObject, functionID: Int, name: String) async throws(SDLError) -> SDLRPCEnvelope {
        let envelope = try await session.send(functionID: functionID, parameters: parameters)
        guard envelope.success == true else {
            let code = envelope.resultCode ?? "no resultCode"
            throw SDLError(
                code: .appServiceRefused, message: "\(name) was refused: \(code)", rpcName: name,
                resultCode: envelope.resultCode.map { SDLResult(rawValue: $0) }, info: envelope.parameters["info"]?.stringValue)
        }
        return envelope
    }
}
