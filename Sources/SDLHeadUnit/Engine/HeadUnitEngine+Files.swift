import SDLRPC
import SDLValidation

extension HeadUnitEngine {
    /// Bytes still free in the app's directory.
    func spaceAvailable(_ appID: Int) -> Int {
        let used = apps[appID]?.app.files.values.reduce(0) { $0 + $1.bytes.count } ?? 0
        return min(2_000_000_000, max(0, settings.appDirectoryQuota - used))
    }

    /// The answer Core gives a file request over its limit in NONE (PutFile's has this info).
    static let tooManyInNone = "Too many requests from the app with HMILevel HMI_NONE"

    /// PutFile: one chunk of a file (`offset`/`length` for multi-chunk uploads); the chunk's CRC-32
    /// must match `crc` when given (SDL Core's `put_file_request.cc`).
    func handlePutFile(_ request: IncomingRequest) {
        guard let appID = request.appID else { return }
        let parameters = request.parameters
        if overFileLimitInNone(appID, count: \.putFiles, limit: settings.fileRequestsInNoneLimits.putFile) {
            respond(to: request, resultCode: "REJECTED", info: Self.tooManyInNone)
            return
        }
        if request.bulkData.isEmpty {
            respond(to: request, resultCode: "INVALID_DATA", info: "Binary data empty")
            return
        }
        // Core checks the file name after the bulk data (put_file_request.cc).
        guard let request = passingCoreRules(request, stage: .afterAppState),
              let name = parameters["syncFileName"]?.stringValue else { return }
        if let crc = parameters["crc"]?.intValue, crc < 0 || UInt32(truncatingIfNeeded: crc) != CRC32.checksum(request.bulkData) {
            respond(to: request, resultCode: "CORRUPTED_DATA", info: "CRC Check on file failed. File upload has been cancelled, please retry.")
            return
        }
        let offset = max(parameters["offset"]?.intValue ?? 0, 0)
        guard offset <= settings.appDirectoryQuota - request.bulkData.count else {
            // Checked before any allocation: an offset far beyond the quota must not reserve memory.
            respond(to: request, resultCode: "OUT_OF_MEMORY")
            return
        }
        var file = apps[appID]?.app.files[name] ?? SDLRegisteredApp.StoredFile(
            name: name, fileType: parameters["fileType"]?.stringValue ?? "BINARY",
            isPersistent: parameters["persistentFile"]?.boolValue ?? false, bytes: [], expectedLength: nil)
        if offset == 0 {
            file.bytes = request.bulkData
            file.fileType = parameters["fileType"]?.stringValue ?? file.fileType
            file.isPersistent = parameters["persistentFile"]?.boolValue ?? false
            file.expectedLength = parameters["length"]?.intValue
        } else {
            if file.bytes.count < offset {
                file.bytes += Array(repeating: 0, count: offset - file.bytes.count)
            }
            let end = offset + request.bulkData.count
            if file.bytes.count < end {
                file.bytes += Array(repeating: 0, count: end - file.bytes.count)
            }
            file.bytes.replaceSubrange(offset..<end, with: request.bulkData)
        }
        let previousFile = apps[appID]?.app.files[name]
        let previous = previousFile?.bytes.count ?? 0
        if file.bytes.count - previous > spaceAvailable(appID) {
            respond(to: request, resultCode: "OUT_OF_MEMORY")
            return
        }
        apps[appID]?.app.files[name] = file
        if offset == 0, previousFile == nil { apps[appID]?.fileRequestsInNone.putFiles += 1 }
        respond(to: request, resultCode: "SUCCESS", extra: ["spaceAvailable": .integer(spaceAvailable(appID))])
        emit(.fileStored(appID: appID, name: name, size: file.bytes.count))
        if isVisible(appID), references(file: name, in: apps[appID]?.app.screen) {
            emit(.screenChanged)
        }
    }

    /// ListFiles: the names of the app's files and the space left; REJECTED (no info) in NONE past
    /// Core's limit (`list_files_request.cc`).
    func handleListFiles(_ request: IncomingRequest) {
        guard let appID = request.appID, let app = apps[appID]?.app else { return }
        if overFileLimitInNone(appID, count: \.fileLists, limit: settings.fileRequestsInNoneLimits.listFiles) {
            respond(to: request, resultCode: "REJECTED")
            return
        }
        apps[appID]?.fileRequestsInNone.fileLists += 1
        var extra = SDLJSONObject()
        extra.append("filenames", .array(app.files.keys.sorted().map { .string($0) }))
        extra.append("spaceAvailable", .integer(spaceAvailable(appID)))
        respond(to: request, resultCode: "SUCCESS", extra: extra)
    }

    /// DeleteFile (`delete_file_request.cc`): REJECTED (no info) in NONE past Core's limit, then
    /// Core's file-name check, then REJECTED without info when there is no such file.
    func handleDeleteFile(_ request: IncomingRequest) {
        guard let appID = request.appID, let name = request.parameters["syncFileName"]?.stringValue else { return }
        if overFileLimitInNone(appID, count: \.deletedFiles, limit: settings.fileRequestsInNoneLimits.deleteFile) {
            respond(to: request, resultCode: "REJECTED")
            return
        }
        guard let request = passingCoreRules(request, stage: .afterAppState) else { return }
        guard apps[appID]?.app.files.removeValue(forKey: name) != nil else {
            respond(to: request, resultCode: "REJECTED")
            return
        }
        apps[appID]?.fileRequestsInNone.deletedFiles += 1
        respond(to: request, resultCode: "SUCCESS", extra: ["spaceAvailable": .integer(spaceAvailable(appID))])
    }


    /// Whether `app` has the DYNAMIC images of `images` uploaded (STATIC images always exist).
    func hasFiles(for images: [SDLHeadUnitImage], appID: Int) -> Bool {
        guard let files = apps[appID]?.app.files else { return false }
        return images.allSatisfy { !$0.isDynamic || $0.value.isEmpty || files[$0.value] != nil }
    }

    /// The images a request's parameters refer to (top level, soft buttons, choices, commands).
    static func images(in parameters: SDLJSONObject) -> [SDLHeadUnitImage] {
        var result: [SDLHeadUnitImage] = []
        for key in ["graphic", "secondaryGraphic", "alertIcon", "cmdIcon", "secondaryImage", "menuIcon"] {
            if let image = SDLHeadUnitImage(json: parameters[key]) { result.append(image) }
        }
        for key in ["softButtons", "choiceSet"] {
            for item in parameters[key]?.arrayValue ?? [] {
                guard let object = item.objectValue else { continue }
                for imageKey in ["image", "secondaryImage"] {
                    if let image = SDLHeadUnitImage(json: object[imageKey]) { result.append(image) }
                }
            }
        }
        return result
    }

    /// Whether `screen` shows the file `name`.
    private func references(file name: String, in screen: SDLScreenState?) -> Bool {
        guard let screen else { return false }
        let images = [screen.graphic, screen.secondaryGraphic].compactMap { $0 } + screen.softButtons.compactMap(\.image)
        return images.contains { $0.value == name }
    }

    /// Whether the app's screen is the one shown.
    func isVisible(_ appID: Int) -> Bool {
        visibleAppID == appID
    }
}
