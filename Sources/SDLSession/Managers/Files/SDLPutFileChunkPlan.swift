public import SDLRPC

/// How a file is cut into PutFile requests that each fit in one frame.
///
/// Each request's payload is the 12-byte RPC binary header (protocol.md §B.1), the PutFile JSON,
/// and one chunk of bulk data; the chunk size is the frame payload limit minus the header and
/// the longest JSON any chunk of this file can have (offset and length as long as the file size,
/// `crc` 4294967295), so every chunk but the last has the same size.
///
/// Each request carries `offset`; `length` is the whole file's size on the first request
/// (offset 0, as the spec's `length` description says) and the chunk's size on the others; `crc`
/// is the CRC-32 of that request's bulk data, which SDL Core checks (CORRUPTED_DATA on mismatch).
public struct SDLPutFileChunkPlan: Hashable, Sendable {
    /// The RPC binary header's size.
    public static let rpcHeaderSize = 12

    /// The file's size.
    public let totalBytes: Int
    /// Bytes of bulk data per request (the last may carry fewer).
    public let chunkSize: Int

    /// The plan for `file` when a frame carries at most `maximumFramePayloadSize` bytes.
    ///
    /// - Throws: `invalidFile` for an empty file, `frameTooSmall` when not even one byte fits.
    public init(file: SDLFile, maximumFramePayloadSize: Int) throws(SDLError) {
        guard !file.data.isEmpty else {
            throw SDLError(code: .invalidFile, message: "the file has no data", fileName: file.name)
        }
        let worstCase = SDLPutFileChunkPlan.request(
            for: file, offset: file.data.count, length: file.data.count, crc: UInt32.max)
        let overhead = SDLPutFileChunkPlan.rpcHeaderSize + worstCase.jsonBytes().count
        let chunkSize = maximumFramePayloadSize - overhead
        guard chunkSize > 0 else {
            throw SDLError(
                code: .frameTooSmall,
                message: "a frame of \(maximumFramePayloadSize) bytes leaves no room for data next to \(overhead) bytes of header and JSON",
                fileName: file.name)
        }
        self.totalBytes = file.data.count
        self.chunkSize = chunkSize
    }

    /// How many requests the upload takes.
    public var chunkCount: Int { (totalBytes + chunkSize - 1) / chunkSize }

    /// The bytes of chunk `index`.
    public func range(ofChunk index: Int) -> Range<Int> {
        let start = index * chunkSize
        return start..<min(start + chunkSize, totalBytes)
    }

    /// The PutFile and bulk data of chunk `index` of `file`.
    public func chunk(_ index: Int, of file: SDLFile) -> (request: SDLPutFile, bulkData: [UInt8]) {
        let range = range(ofChunk: index)
        let bytes = Array(file.data[range])
        let length = range.lowerBound == 0 ? totalBytes : bytes.count
        let request = SDLPutFileChunkPlan.request(
            for: file, offset: range.lowerBound, length: length, crc: SDLCRC32.checksum(bytes))
        return (request, bytes)
    }

    /// A PutFile for `file` with the given chunk fields.
    static func request(for file: SDLFile, offset: Int, length: Int, crc: UInt32) -> SDLPutFile {
        SDLPutFile(
            syncFileName: file.name,
            fileType: file.fileType,
            persistentFile: file.isPersistent,
            systemFile: false,
            offset: offset,
            length: length,
            crc: Int(crc))
    }
}
