/// One upload as an `AsyncSequence` of progress values: the upload happens while it is
/// iterated, one chunk per `next()`; it ends after the last chunk and throws
/// `SDLError` when a chunk fails. A skipped file yields one value with `isSkipped`.
///
/// ```swift
/// for try await progress in fileManager.uploadProgress(of: file) {
///     print(progress.bytesSent, "of", progress.totalBytes)
/// }
/// ```
public struct SDLFileUpload: AsyncSequence, Sendable {
    /// A progress value.
    public typealias Element = SDLFileUploadProgress

    let manager: SDLFileManager
    /// The file being uploaded.
    public let file: SDLFile

    /// Starts a new upload of `file`.
    public func makeAsyncIterator() -> Iterator {
        Iterator(manager: manager, file: file)
    }

    /// Sends the next chunk on each `next()`.
    public struct Iterator: AsyncIteratorProtocol, Sendable {
        private enum Phase: Sendable {
            case notStarted
            case uploading(SDLPutFileChunkPlan, nextChunk: Int)
            case finished
        }

        let manager: SDLFileManager
        let file: SDLFile
        private var phase = Phase.notStarted

        init(manager: SDLFileManager, file: SDLFile) {
            self.manager = manager
            self.file = file
        }

        /// Sends the next chunk and returns the progress after it; `nil` when the upload is over.
        public mutating func next() async throws(SDLError) -> SDLFileUploadProgress? {
            if case .notStarted = phase {
                let plan: SDLPutFileChunkPlan?
                do {
                    plan = try await manager.prepareUpload(file)
                } catch {
                    phase = .finished
                    throw error
                }
                guard let plan else {
                    phase = .finished
                    return SDLFileUploadProgress(fileName: file.name, bytesSent: 0, totalBytes: file.data.count, isSkipped: true)
                }
                phase = .uploading(plan, nextChunk: 0)
            }
            guard case .uploading(let plan, let index) = phase else { return nil }
            let sent: Int
            do {
                sent = try await manager.uploadChunk(index, of: file, plan: plan)
            } catch {
                phase = .finished
                throw error
            }
            if index + 1 >= plan.chunkCount {
                phase = .finished
                await manager.finishUpload(file)
            } else {
                phase = .uploading(plan, nextChunk: index + 1)
            }
            return SDLFileUploadProgress(fileName: file.name, bytesSent: sent, totalBytes: plan.totalBytes)
        }
    }
}
