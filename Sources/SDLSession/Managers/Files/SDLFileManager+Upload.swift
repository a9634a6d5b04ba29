import SDLRPC

extension SDLFileManager {
    /// Uploads `file` and waits until the head unit has all of it.
    ///
    /// Skipped (no request sent) when the file is a static icon, or when the head unit already
    /// lists the name and `overwrite` is off. Otherwise sends one PutFile per chunk of
    /// `SDLPutFileChunkPlan`, retrying a chunk up to `configuration.retryCount` times on a
    /// retryable result or channel error.
    ///
    /// - Throws: `SDLError`: `invalidFile`, `notEnoughSpace`, `frameTooSmall`,
    ///   `requestFailed`, `retriesExhausted`, `channelFailed`, `cancelled`.
    @discardableResult
    public func upload(_ file: SDLFile) async throws(SDLError) -> SDLFileUploadResult {
        var iterator = uploadProgress(of: file).makeAsyncIterator()
        var last: SDLFileUploadProgress?
        while let progress = try await iterator.next() { last = progress }
        return SDLFileUploadResult(
            fileName: file.name,
            bytesSent: last?.isSkipped == false ? last?.bytesSent ?? 0 : 0,
            wasSkipped: last?.isSkipped ?? true,
            spaceAvailable: bytesAvailable)
    }

    /// Uploads an artwork's file (a static icon is never uploaded).
    @discardableResult
    public func upload(_ artwork: SDLArtwork) async throws(SDLError) -> SDLFileUploadResult {
        try await upload(artwork.file)
    }

    /// The upload of `file` as a sequence of progress values, one per acknowledged chunk; the
    /// upload runs while the sequence is iterated (each iteration is a new upload).
    public nonisolated func uploadProgress(of file: SDLFile) -> SDLFileUpload {
        SDLFileUpload(manager: self, file: file)
    }

    /// The chunk plan for `file`, or `nil` when there is nothing to send.
    func prepareUpload(_ file: SDLFile) async throws(SDLError) -> SDLPutFileChunkPlan? {
        if file.isStaticIcon { return nil }
        if !file.overwrite && remoteFileNames.contains(file.name) { return nil }
        guard !file.name.isEmpty else {
            throw SDLError(code: .invalidFile, message: "the file has no name")
        }
        let plan = try SDLPutFileChunkPlan(file: file, maximumFramePayloadSize: await channel.maximumFramePayloadSize)
        if let space = bytesAvailable, file.data.count > space {
            throw SDLError(
                code: .notEnoughSpace,
                message: "the file has \(file.data.count) bytes, the head unit has \(space) left", fileName: file.name)
        }
        return plan
    }

    /// Sends chunk `index` until it is acknowledged or the attempts run out; returns the bytes
    /// acknowledged so far (the chunk's end offset).
    func uploadChunk(_ index: Int, of file: SDLFile, plan: SDLPutFileChunkPlan) async throws(SDLError) -> Int {
        let (request, bulkData) = plan.chunk(index, of: file)
        let attempts = configuration.retryCount + 1
        var lastResult: SDLResult?
        var lastInfo: String?
        var lastError: (any Error)?
        for _ in 0..<attempts {
            let outcome: Result<SDLPutFileResponse, any Error>
            do {
                outcome = .success(try await channel.send(request, bulkData: bulkData, timeout: configuration.requestTimeout))
            } catch {
                outcome = .failure(error)
            }
            switch outcome {
            case .success(let response):
                if let space = response.spaceAvailable { bytesAvailable = space }
                if response.success { return plan.range(ofChunk: index).upperBound }
                guard configuration.retryableResults.contains(response.resultCode) else {
                    throw SDLError(
                        code: .requestFailed, message: "PutFile was refused", fileName: file.name,
                        resultCode: response.resultCode, info: response.info, offset: request.offset)
                }
                (lastResult, lastInfo, lastError) = (response.resultCode, response.info, nil)
            case .failure(let error):
                if error is CancellationError || Task.isCancelled {
                    throw SDLError(
                        code: .cancelled, message: "the upload was cancelled", fileName: file.name,
                        offset: request.offset, underlyingError: error)
                }
                guard configuration.isRetryable(error) else {
                    throw SDLError(
                        code: .channelFailed, message: "PutFile failed: \(error)", fileName: file.name,
                        offset: request.offset, underlyingError: error)
                }
                (lastResult, lastInfo, lastError) = (nil, nil, error)
            }
        }
        let cause = lastError.map { "\($0)" } ?? lastResult.map { $0.rawValue } ?? "unknown"
        throw SDLError(
            code: .retriesExhausted,
            message: "the chunk at offset \(request.offset ?? 0) failed \(attempts) times (last: \(cause))",
            fileName: file.name, resultCode: lastResult, info: lastInfo, offset: request.offset,
            attempts: attempts, underlyingError: lastError)
    }

    /// Records a finished upload.
    func finishUpload(_ file: SDLFile) {
        remoteFileNames.insert(file.name)
    }
}
