import SDLRPC

/// The app services a head unit has published, kept from its APP_SERVICES capability: a
/// GetSystemCapability response lists them all, and each OnSystemCapabilityUpdated(APP_SERVICES)
/// carries only what changed (SDL Core sends the PUBLISHED, ACTIVATED, DEACTIVATED,
/// MANIFEST_UPDATE or REMOVED records, and entries without a reason for services it lists again).
struct SDLAppServiceDirectory: Sendable, Equatable {
    /// The services by service ID, in the order first seen.
    private(set) var records: [SDLAppServiceRecord] = []

    /// Takes in an APP_SERVICES capability: `replacing` (a response) starts over from its list; an
    /// update removes REMOVED services and puts every other record in place (or at the end).
    /// Returns whether anything changed.
    @discardableResult
    mutating func apply(_ capability: SDLAppServicesCapabilities?, replacing: Bool) -> Bool {
        let before = records
        if replacing { records = [] }
        for entry in capability?.appServices ?? [] {
            let record = entry.updatedAppServiceRecord
            let index = records.firstIndex { $0.serviceID == record.serviceID }
            if entry.updateReason == .removed || !record.servicePublished {
                if let index { records.remove(at: index) }
            } else if let index {
                records[index] = record
            } else {
                records.append(record)
            }
        }
        return records != before
    }

    /// The active service of `serviceType`, if one is known.
    func activeService(ofType serviceType: String) -> SDLAppServiceRecord? {
        records.first { $0.serviceActive && $0.serviceManifest.serviceType == serviceType }
    }
}
