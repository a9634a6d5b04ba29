import SDLRPC

/// What SDL Core's `AppServiceManager` and the app-service plugin keep between apps: the published
/// services in publication order, which apps subscribed to which service type's data, and the
/// requests forwarded to a provider that wait for its answer.
struct HeadUnitAppServices {
    /// One published service (Core's `AppService`: its record and its provider).
    struct Service {
        /// Core's service ID (a hash in Core; unique here too).
        var id: String
        /// The head-unit id of the app that published it.
        var providerAppID: Int
        /// The manifest as published (after the schema: defaults inserted, e.g. `allowAppConsumers` false).
        var manifest: SDLJSONObject
        /// Whether the service is the active one of its type.
        var isActive = false

        /// The manifest's `serviceType`.
        var serviceType: String { manifest["serviceType"]?.stringValue ?? "" }
        /// The manifest's `serviceName`, or "" without one.
        var serviceName: String { manifest["serviceName"]?.stringValue ?? "" }
        /// Whether apps may consume it (`allowAppConsumers`, false by default).
        var allowsAppConsumers: Bool { manifest["allowAppConsumers"]?.boolValue ?? false }

        /// The `AppServiceRecord` with `servicePublished` as given (false only in a REMOVED update).
        func record(published: Bool = true) -> SDLJSONObject {
            var record = SDLJSONObject()
            record.append("serviceID", .string(id))
            record.append("serviceManifest", .object(manifest))
            record.append("servicePublished", .bool(published))
            record.append("serviceActive", .bool(published && isActive))
            return record
        }
    }

    /// A consumer's request forwarded to a provider under the head unit's own correlation ID.
    struct Forwarded {
        /// The consumer's request, answered when the provider answers (or the wait times out).
        var request: HeadUnitEngine.IncomingRequest
        /// The provider asked.
        var providerAppID: Int
        /// The timer of Core's timeout (its default timeout plus `RpcPassThroughTimeout`).
        var timer: Int?
    }

    /// The published services, oldest first.
    var services: [Service] = []
    /// The service types each app subscribed to (GetAppServiceData `subscribe`), by head-unit app id.
    var subscriptions: [Int: Set<String>] = [:]
    /// Requests forwarded to providers, by the head unit's correlation ID.
    var forwarded: [Int32: Forwarded] = [:]
    /// The next correlation ID of a request the head unit sends (Core's `GetNextMobileCorrelationID`).
    var nextCorrelationID: Int32 = 1
    /// Numbers the service IDs.
    var nextServiceNumber: UInt32 = 1
    /// Apps subscribed to APP_SERVICES by publishing: their next update also lists every other service.
    var needsFullList: Set<Int> = []

    /// The service with `id`.
    func service(_ id: String) -> Service? {
        services.first { $0.id == id }
    }

    /// The index of the service with `id`.
    func index(of id: String) -> Int? {
        services.firstIndex { $0.id == id }
    }

    /// The active service of `serviceType` (Core's `ActiveServiceByType`).
    func activeService(ofType serviceType: String) -> Service? {
        services.first { $0.serviceType == serviceType && $0.isActive }
    }

    /// A new service ID: eight hex digits, unique among the published services.
    mutating func makeServiceID(serviceType: String) -> String {
        while true {
            let number = nextServiceNumber
            nextServiceNumber &+= 1
            let hash = CRC32.checksum(Array("\(serviceType)-\(number)".utf8))
            let digits = String(hash, radix: 16)
            let id = String(repeating: "0", count: max(0, 8 - digits.count)) + digits
            if service(id) == nil { return id }
        }
    }

    /// A new correlation ID for a request to an app.
    mutating func makeCorrelationID() -> Int32 {
        let id = nextCorrelationID
        nextCorrelationID = nextCorrelationID == Int32.max ? 1 : nextCorrelationID + 1
        return id
    }
}
