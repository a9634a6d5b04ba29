public import SDLRPC
public import SDLSession

extension SDLApplication {
    /// Calls `handler` with every OnVehicleData holding any of `items`, on every registration, until
    /// the observation is cancelled or released, or the application stops: keep the observation as
    /// long as you want the data. The first observer of an item subscribes it (SubscribeVehicleData,
    /// once registered and out of NONE), the last one to leave unsubscribes it; after a reconnect the
    /// observed items are subscribed again.
    ///
    /// ```swift
    /// let speed = application.observeVehicleData([.speed]) { data in
    ///     speedView.fields = ["\(Int(data.speed ?? 0)) km/h"]
    /// }
    /// speed.cancel()
    /// ```
    public func observeVehicleData(
        _ items: Set<SDLVehicleDataItem>, handler: @escaping @MainActor (SDLOnVehicleData) -> Void
    ) -> SDLObservation {
        observeVehicleDataValues(items) { values in handler(values.message) }
    }

    /// Calls `handler` with every OnVehicleData holding any of `items`, as
    /// ``observeVehicleData(_:handler:)`` does, with every item the message carries — OEM custom
    /// items (SDL-0173) by name too.
    ///
    /// ```swift
    /// let humidity = application.observeVehicleDataValues(["oemCabinHumidity"]) { values in
    ///     humidityView.fields = ["\(values["oemCabinHumidity"]?.doubleValue ?? 0) %"]
    /// }
    /// ```
    public func observeVehicleDataValues(
        _ items: Set<SDLVehicleDataItem>, handler: @escaping @MainActor (SDLVehicleDataValues<SDLOnVehicleData>) -> Void
    ) -> SDLObservation {
        let (id, stream) = startVehicleDataObservation(items)
        return SDLObservation.delivering(stream, to: handler) { [weak self] in self?.endVehicleDataObservation(id) }
    }

    /// The OnVehicleData messages holding any of `items` from now on, on every registration, as a
    /// stream: while it is iterated the items are observed (subscribed, and again after a
    /// reconnect); when the iterating task ends or is cancelled the observation ends (the last
    /// observer of an item unsubscribes it). It ends when the application stops.
    ///
    /// ```swift
    /// for await values in application.vehicleDataUpdates([.speed]) {
    ///     speedView.fields = ["\(Int(values.message.speed ?? 0)) km/h"]
    /// }
    /// ```
    public func vehicleDataUpdates(_ items: Set<SDLVehicleDataItem>) -> AsyncStream<SDLVehicleDataValues<SDLOnVehicleData>> {
        let (id, stream) = startVehicleDataObservation(items)
        let (output, continuation) = AsyncStream.makeStream(of: SDLVehicleDataValues<SDLOnVehicleData>.self)
        let forward = Task { @MainActor in
            for await values in stream {
                if case .terminated = continuation.yield(values) { break }
            }
            continuation.finish()
        }
        continuation.onTermination = { [weak self] _ in
            forward.cancel()
            Task { @MainActor in self?.endVehicleDataObservation(id) }
        }
        return output
    }

    /// ``vehicleDataUpdates(_:)`` under its former name.
    @available(*, deprecated, renamed: "vehicleDataUpdates(_:)")
    public func vehicleData(_ items: Set<SDLVehicleDataItem>) -> AsyncStream<SDLVehicleDataValues<SDLOnVehicleData>> {
        vehicleDataUpdates(items)
    }

    /// Registers an observer of `items` and returns its ID and the OnVehicleData holding any of them.
    private func startVehicleDataObservation(
        _ items: Set<SDLVehicleDataItem>
    ) -> (Int, AsyncCompactMapSequence<AsyncStream<SDLRPCEnvelope>, SDLVehicleDataValues<SDLOnVehicleData>>) {
        let id = nextVehicleDataObserverID
        nextVehicleDataObserverID += 1
        let names = Set(items.map(\.name))
        vehicleDataObservers[id] = names
        vehicleDataObserversDidChange()
        let stream = notificationHub.envelopes(functionID: SDLOnVehicleData.rpcFunctionID).compactMap { envelope in
            Self.vehicleDataValues(envelope, holdingAnyOf: names)
        }
        return (id, stream)
    }

    /// An observer left.
    private func endVehicleDataObservation(_ id: Int) {
        guard vehicleDataObservers.removeValue(forKey: id) != nil else { return }
        vehicleDataObserversDidChange()
    }

    /// `envelope` read as OnVehicleData when it holds any of `names` (decoded once per envelope
    /// however many observers read it).
    private nonisolated static func vehicleDataValues(
        _ envelope: SDLRPCEnvelope, holdingAnyOf names: Set<String>
    ) -> SDLVehicleDataValues<SDLOnVehicleData>? {
        guard envelope.kind == .notification, !names.isDisjoint(with: envelope.parameters.keys),
              let message = try? envelope.decode(as: SDLOnVehicleData.self) else { return nil }
        return SDLVehicleDataValues(message: message, parameters: envelope.parameters)
    }

    /// Each vehicle data item's latest subscription result on the current registration (SUCCESS,
    /// DISALLOWED, USER_DISALLOWED, VEHICLE_DATA_NOT_AVAILABLE …); empty while not registered.
    public var vehicleDataResults: [SDLVehicleDataItem: SDLVehicleDataResultCode] {
        Dictionary(uniqueKeysWithValues: (registration?.vehicleData?.results ?? [:]).map { (SDLVehicleDataItem($0.key), $0.value) })
    }

    /// Reads `items` once (GetVehicleData) and returns the typed response (check `success`; an
    /// item the vehicle lacks is absent).
    ///
    /// - Throws: `SDLError`: `notConnected`; `invalidRequest` for no items; the request's error.
    public func getVehicleData(_ items: Set<SDLVehicleDataItem>) async throws(SDLError) -> SDLGetVehicleDataResponse {
        try await getVehicleDataValues(items).message
    }

    /// Reads `items` once (GetVehicleData), as ``getVehicleData(_:)`` does, with every item the
    /// response carries — OEM custom items (SDL-0173) by name too.
    ///
    /// ```swift
    /// let humidity = try await application.getVehicleDataValues(["oemCabinHumidity"])["oemCabinHumidity"]
    /// ```
    ///
    /// - Throws: `SDLError`: `notConnected`; `invalidRequest` for no items; the request's error.
    public func getVehicleDataValues(
        _ items: Set<SDLVehicleDataItem>
    ) async throws(SDLError) -> SDLVehicleDataValues<SDLGetVehicleDataResponse> {
        guard let session = registration?.session else {
            throw SDLError(code: .notConnected, message: "no registration to read vehicle data on", rpcName: SDLGetVehicleData.rpcName)
        }
        guard !items.isEmpty else {
            throw SDLError(code: .invalidRequest, message: "GetVehicleData needs at least one item", rpcName: SDLGetVehicleData.rpcName)
        }
        var parameters = SDLJSONObject()
        for item in items.map(\.name).sorted() { parameters.append(item, .bool(true)) }
        let envelope = try await session.send(functionID: SDLGetVehicleData.rpcFunctionID, parameters: parameters)
        do {
            return SDLVehicleDataValues(message: try envelope.decode(as: SDLGetVehicleDataResponse.self), parameters: envelope.parameters)
        } catch {
            throw SDLError(code: .invalidResponse, message: "the GetVehicleData response cannot be read: \(error)", rpcName: SDLGetVehicleData.rpcName)
        }
    }

    /// The items observed now changed: the registration's manager gets them.
    func vehicleDataObserversDidChange() {
        registration?.vehicleData?.observe(observedVehicleData)
    }

    /// Every item some observer observes.
    var observedVehicleData: Set<String> {
        vehicleDataObservers.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }
}
