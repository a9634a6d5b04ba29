public import SDLRPC
public import SDLSession

extension SDLApplication {
    /// Calls `handler` with every OnVehicleData holding any of `items`, on every registration, until
    /// the observation is cancelled or the application stops. The first observer of an item
    /// subscribes it (SubscribeVehicleData, once registered and out of NONE), the last one to leave
    /// unsubscribes it; after a reconnect the observed items are subscribed again.
    ///
    /// ```swift
    /// let speed = application.observeVehicleData([.speed]) { data in
    ///     speedView.fields = ["\(Int(data.speed ?? 0)) km/h"]
    /// }
    /// speed.cancel()
    /// ```
    @discardableResult
    public func observeVehicleData(
        _ items: Set<SDLVehicleDataItem>, handler: @escaping @MainActor (SDLOnVehicleData) -> Void
    ) -> SDLObservation {
        let id = nextVehicleDataObserverID
        nextVehicleDataObserverID += 1
        vehicleDataObservers[id] = Set(items.map(\.name))
        vehicleDataObserversDidChange()
        let stream = notificationHub.stream(of: SDLOnVehicleData.self)
        let names = Set(items.map(\.name))
        let task = Task { @MainActor in
            for await data in stream where !names.isDisjoint(with: data.jsonObject.keys) { handler(data) }
        }
        return SDLObservation(task: task) { [weak self] in
            self?.vehicleDataObservers[id] = nil
            self?.vehicleDataObserversDidChange()
        }
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
            return try envelope.decode(as: SDLGetVehicleDataResponse.self)
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
