import SDLRPC
import SDLValidation

/// GetFile (`get_file_request.cc`, the 7.x form with `appServiceId` and `length`; docs/core-rules.md,
/// "Round three"): a file of the app's own storage, or of the provider of the service `appServiceId`
/// names, read from `offset` for `length` bytes. Without `length` Core takes the file's whole size, so
/// an `offset` other than 0 without `length` is refused as too long. The file name's
/// `/` is the message rule `GetFile.fileName`, checked before.
extension HeadUnitEngine {
    func handleGetFile(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        let parameters = request.parameters
        var ownerID = appID
        if let serviceID = parameters["appServiceId"]?.stringValue {
            guard let service = appServices.services.first(where: { $0.id == serviceID }) else {
                respond(to: request, resultCode: "INVALID_DATA", info: "Could not get file path")
                return
            }
            ownerID = service.providerAppID
        }
        guard let name = parameters["fileName"]?.stringValue, let file = apps[ownerID]?.app.files[name] else {
            respond(to: request, resultCode: "FILE_NOT_FOUND", info: "File does not exist")
            return
        }
        let size = file.bytes.count
        let offset = parameters["offset"]?.intValue ?? 0
        let length = parameters["length"]?.intValue ?? size
        guard offset <= size else {
            respond(to: request, resultCode: "INVALID_DATA", info: "Offset greater than file size")
            return
        }
        guard length <= size - offset else {
            respond(to: request, resultCode: "INVALID_DATA", info: "Length greater than file size - offset")
            return
        }
        let bytes = Array(file.bytes[offset..<(offset + length)])
        var extra = SDLJSONObject()
        for key in ["offset", "length", "fileType"] {
            if let value = parameters[key] { extra.append(key, value) }
        }
        extra.append("crc", .integer(Int(CRC32.checksum(bytes))))
        respond(to: request, resultCode: "SUCCESS", info: "File uploaded", extra: extra, bulkData: bytes)
    }
}
