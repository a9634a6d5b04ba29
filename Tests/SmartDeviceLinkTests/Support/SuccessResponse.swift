@testable import SmartDeviceLink

/// What an in-memory test channel answers: a SUCCESS response of type `Response`, plus `extra`
/// members (in key order).
func successResponse<Response: SDLResponse>(_ type: Response.Type, extra: [String: SDLJSONValue] = [:]) throws(SDLError) -> Response {
    var response = SDLJSONObject()
    response.append("success", true)
    response.append("resultCode", "SUCCESS")
    for (key, value) in extra.sorted(by: { $0.key < $1.key }) { response.append(key, value) }
    do {
        return try Response(json: .object(response))
    } catch {
        throw SDLError(error, otherwise: .invalidResponse)
    }
}
