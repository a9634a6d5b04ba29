public import SDLSession

/// A failure of work the app started but does not await — a ChangeRegistration after a language
/// change, an automatic screen update, a menu or voice-command change, a hardware button
/// subscription, a vehicle data subscription, an app service publication, a keyboard's autocomplete
/// answer — as
/// ``SDLApplication/errors()`` delivers it: which feature failed, the RPC concerned and the error.
///
/// ```swift
/// for await failure in application.errors() {
///     print("\(failure.feature) failed (\(failure.rpcName ?? "-")): \(failure.error)")
/// }
/// ```
public struct SDLUnawaitedError: Hashable, Sendable, CustomStringConvertible {
    /// The part of the app layer whose work failed. Open like `SDLError.Code`: a later version may
    /// add features, so a `switch` over it needs a `default`.
    public struct Feature: Hashable, Sendable, CustomStringConvertible {
        /// The feature's name, e.g. `vehicleData`.
        public let name: String

        /// Creates a feature; the library's are the `static let`s below.
        public init(_ name: String) {
            self.name = name
        }

        /// The feature's name, e.g. `vehicleData`.
        public var description: String { name }

        /// The registration: the ChangeRegistration the library sends when the head unit's language
        /// changes (with the names the delegate gave), or registering again after LANGUAGE_CHANGE.
        public static let registration = Feature("registration")

        /// The screen manager: an automatic update (text, artwork upload, soft buttons, template).
        public static let screen = Feature("screen")

        /// The menu manager: the menu and voice commands (AddCommand, AddSubMenu, DeleteCommand, artwork …).
        public static let menu = Feature("menu")

        /// The hardware button subscriptions (SubscribeButton, UnsubscribeButton).
        public static let hardwareButtons = Feature("hardwareButtons")

        /// The vehicle data subscriptions (SubscribeVehicleData, UnsubscribeVehicleData).
        public static let vehicleData = Feature("vehicleData")

        /// The app services published or consumed (PublishAppService, GetAppServiceData subscriptions …).
        public static let appServices = Feature("appServices")

        /// The app icon (its PutFile, SetAppIcon).
        public static let appIcon = Feature("appIcon")

        /// A policy-table update relayed for the head unit (the POST to its URL, the SystemRequest answer).
        public static let policyUpdates = Feature("policyUpdates")

        /// An open keyboard's autocomplete answer that could not be shown (beyond the spec's limits,
        /// or its SetGlobalProperties refused).
        public static let keyboard = Feature("keyboard")

        /// The touchable areas sent to the head unit (SendHapticData).
        public static let haptics = Feature("haptics")
    }

    /// Which feature's work failed.
    public var feature: Feature
    /// What failed: its code, message, result code and info.
    public var error: SDLError

    /// The RPC that failed, when one did (`Show`, `AddCommand`, `SubscribeVehicleData` …).
    public var rpcName: String? { error.rpcName }

    /// Creates a report of `feature`'s failure.
    public init(feature: Feature, error: SDLError) {
        self.feature = feature
        self.error = error
    }

    /// `feature: error`.
    public var description: String { "\(feature): \(error)" }
}
