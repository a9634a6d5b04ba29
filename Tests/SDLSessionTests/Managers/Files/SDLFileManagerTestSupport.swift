import SDLRPC
import SDLSession

/// Deterministic bytes of `count` length.
func managerTestBytes(_ count: Int, seed: UInt32 = 1) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
        state = state &* 1_664_525 &+ 1_013_904_223
        return UInt8(truncatingIfNeeded: state >> 24)
    }
}

extension SDLScriptedChannel {
    /// Answers ListFiles with `names` and PutFile/DeleteFile with success, counting space down.
    func scriptFileSystem(names: [String] = [], space: Int = 1_000_000) {
        respond(to: SDLListFiles.self, with: SDLListFilesResponse(success: true, resultCode: .success, filenames: names, spaceAvailable: space))
        let remaining = SDLTestBox(space)
        handle(SDLPutFile.self) { _, bulk in
            let left = remaining.withValue { value -> Int in
                value -= bulk?.count ?? 0
                return value
            }
            return SDLPutFileResponse(success: true, resultCode: .success, spaceAvailable: left)
        }
        respond(to: SDLDeleteFile.self, with: SDLDeleteFileResponse(success: true, resultCode: .success, spaceAvailable: space))
    }
}

/// What a head unit would rebuild from the PutFiles it received.
func reassemblePutFiles(_ puts: [(request: SDLPutFile, bulkData: [UInt8]?)]) -> [UInt8] {
    var file: [UInt8] = []
    for put in puts {
        let offset = put.request.offset ?? 0
        let bytes = put.bulkData ?? []
        if file.count < offset + bytes.count { file += [UInt8](repeating: 0, count: offset + bytes.count - file.count) }
        file.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
    }
    return file
}
