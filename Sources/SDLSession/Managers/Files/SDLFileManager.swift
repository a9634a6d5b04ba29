import SDLRPC

/// Puts files on the head unit and keeps track of what is there (ListFiles, PutFile, DeleteFile).
///
/// Call `start()` once registered to learn which files the head unit already has, so uploads of
/// those are skipped unless the file says `overwrite`. Uploads are split so each PutFile fits in
/// one frame (`SDLPutFileChunkPlan`), each chunk retried as configured.
public actor SDLFileManager {
    /// How uploads behave.
    public nonisolated let configuration: SDLFileManagerConfiguration
    let channel: any SDLRPCChannel

    /// The names the head unit has, from ListFiles and this manager's own uploads and deletions.
    public internal(set) var remoteFileNames: Set<String> = []
    /// The space the head unit last reported for the app, in bytes; `nil` before it reported any.
    public internal(set) var bytesAvailable: Int?
    /// Whether `start()` has listed the head unit's files.
    public internal(set) var hasListedFiles = false

    /// Creates a manager sending through `channel`.
    public init(channel: any SDLRPCChannel, configuration: SDLFileManagerConfiguration = SDLFileManagerConfiguration()) {
        self.channel = channel
        self.configuration = configuration
    }

    /// Asks the head unit which files it has (ListFiles) and how much space is left.
    ///
    /// - Throws: `requestFailed` on a negative answer, `channelFailed`/`cancelled` when the channel throws.
    public func start() async throws(SDLError) {
        let response = try await send(SDLListFiles(), fileName: nil)
        guard response.success else {
            throw SDLError(
                code: .requestFailed, message: "ListFiles was refused", resultCode: response.resultCode, info: response.info)
        }
        remoteFileNames = Set(response.filenames ?? [])
        if let space = response.spaceAvailable { bytesAvailable = space }
        hasListedFiles = true
    }

    /// Whether the head unit is known to have a file named `name`.
    public func hasUploadedFile(named name: String) -> Bool {
        remoteFileNames.contains(name)
    }

    /// Deletes `name` from the head unit (DeleteFile).
    ///
    /// - Throws: `requestFailed` on a negative answer, `channelFailed`/`cancelled` when the channel throws.
    public func deleteFile(named name: String) async throws(SDLError) {
        let response = try await send(SDLDeleteFile(syncFileName: name), fileName: name)
        guard response.success else {
            throw SDLError(
                code: .requestFailed, message: "DeleteFile was refused", fileName: name,
                resultCode: response.resultCode, info: response.info)
        }
        remoteFileNames.remove(name)
        if let space = response.spaceAvailable { bytesAvailable = space }
    }

    /// Sends a request once, mapping channel errors.
    func send<Request: SDLRequest>(_ request: Request, fileName: String?, bulkData: [UInt8]? = nil) async throws(SDLError) -> Request.Response {
        do {
            return try await channel.send(request, bulkData: bulkData, timeout: configuration.requestTimeout)
        } catch {
            throw SDLError(
                code: error.code == .cancelled ? .cancelled : .channelFailed,
                message: "\(Request.rpcName) failed: \(error)", fileName: fileName, underlyingError: error)
        }
    }
}
