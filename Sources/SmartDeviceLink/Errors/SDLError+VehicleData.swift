/// The codes of vehicle data.
extension SDLError.Code {
    /// The head unit refused vehicle data items (DISALLOWED, USER_DISALLOWED,
    /// VEHICLE_DATA_NOT_AVAILABLE …); the message names each item and its code.
    public static let vehicleDataRefused = SDLError.Code("vehicleDataRefused")
}
