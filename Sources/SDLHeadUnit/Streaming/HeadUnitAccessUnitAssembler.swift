import SDLProtocol

/// Groups a video stream's NAL units into access units (ITU-T H.264 §7.4.1.2.3): a new one begins
/// at an access unit delimiter, SEI or parameter set, or at a slice that begins a picture
/// (`first_mb_in_slice` 0), once the current one holds a slice; RTP's marker bit (the end of an
/// access unit) ends one at once.
struct HeadUnitAccessUnitAssembler {
    private var bytes: [UInt8] = []
    private var hasSlice = false

    /// Adds one checked NAL unit; returns the access unit it ended, if any.
    mutating func add(_ unit: ArraySlice<UInt8>, type: SDLH264NALUnitType) -> [UInt8]? {
        let isSlice = type == .nonIDRSlice || type == .idrSlice
        let beginsPicture = isSlice && unit.count > 1 && unit[unit.startIndex + 1] & 0x80 != 0
        let beginsUnit = beginsPicture
            || [.accessUnitDelimiter, .sei, .sequenceParameterSet, .pictureParameterSet].contains(type)
        var ended: [UInt8]?
        if hasSlice, beginsUnit { ended = end() }
        bytes += SDLAnnexB.startCode
        bytes += unit
        if isSlice { hasSlice = true }
        return ended
    }

    /// Ends the current access unit (RTP's marker bit, the end of the stream); `nil` when it holds
    /// no slice yet.
    mutating func end() -> [UInt8]? {
        guard hasSlice else { return nil }
        defer {
            bytes = []
            hasSlice = false
        }
        return bytes
    }
}
