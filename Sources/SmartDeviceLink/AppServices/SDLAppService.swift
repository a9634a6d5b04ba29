public import SDLRPC
public import SDLSession

/// A service the app provides to the head unit and other apps (SDL-0167), declared on
/// ``SDLApplication/providedAppServices`` as menus are declared on ``SDLApplication/menu``: the
/// application publishes it once registered, again after every reconnect, updates its manifest
/// when the declaration changes and unpublishes it when it leaves the list. Its kind is typed —
/// media, weather or navigation, each with its own manifest — and an interaction another app asks
/// for (PerformAppServiceInteraction) goes to ``interactionHandler``.
///
/// ```swift
/// application.providedAppServices = [
///     .media("Radio") { interaction in "playing \(interaction.uri)" },
/// ]
/// ```
public struct SDLAppService: Sendable {
    /// What a service provides and its kind's own manifest.
    public enum Kind: Hashable, Sendable {
        /// A MEDIA service.
        case media(SDLMediaServiceManifest)
        /// A WEATHER service.
        case weather(SDLWeatherServiceManifest)
        /// A NAVIGATION service.
        case navigation(SDLNavigationServiceManifest)

        /// The service type the head unit knows the kind by.
        public var serviceType: SDLAppServiceType {
            switch self {
            case .media: .media
            case .weather: .weather
            case .navigation: .navigation
            }
        }
    }

    /// Answers another app's PerformAppServiceInteraction with its `serviceSpecificResult`; an
    /// `SDLError` thrown answers REJECTED with the error's message as `info`.
    public typealias InteractionHandler = @MainActor (SDLAppServiceInteraction) async throws(SDLError) -> String?

    /// The kind and its manifest.
    public var kind: Kind
    /// The name other apps and the head unit see (`serviceName`); unique on the head unit.
    public var name: String
    /// Whether other apps may read the service's data and interact with it (`allowAppConsumers`).
    public var allowsAppConsumers: Bool
    /// The RPCs the service handles for the head unit (`handledRPCs`, function IDs).
    public var handledRPCs: [Int]?
    /// Called with every PerformAppServiceInteraction for this service; `nil` answers
    /// UNSUPPORTED_REQUEST.
    public var interactionHandler: InteractionHandler?

    /// A service of `kind` named `name`.
    public init(
        _ kind: Kind, name: String, allowsAppConsumers: Bool = true, handledRPCs: [Int]? = nil,
        interactionHandler: InteractionHandler? = nil
    ) {
        self.kind = kind
        self.name = name
        self.allowsAppConsumers = allowsAppConsumers
        self.handledRPCs = handledRPCs
        self.interactionHandler = interactionHandler
    }

    /// A MEDIA service named `name`.
    public static func media(
        _ name: String, manifest: SDLMediaServiceManifest = SDLMediaServiceManifest(), allowsAppConsumers: Bool = true,
        interactionHandler: InteractionHandler? = nil
    ) -> SDLAppService {
        SDLAppService(.media(manifest), name: name, allowsAppConsumers: allowsAppConsumers, interactionHandler: interactionHandler)
    }

    /// A WEATHER service named `name`.
    public static func weather(
        _ name: String, manifest: SDLWeatherServiceManifest = SDLWeatherServiceManifest(), allowsAppConsumers: Bool = true,
        interactionHandler: InteractionHandler? = nil
    ) -> SDLAppService {
        SDLAppService(.weather(manifest), name: name, allowsAppConsumers: allowsAppConsumers, interactionHandler: interactionHandler)
    }

    /// A NAVIGATION service named `name`.
    public static func navigation(
        _ name: String, manifest: SDLNavigationServiceManifest = SDLNavigationServiceManifest(), allowsAppConsumers: Bool = true,
        interactionHandler: InteractionHandler? = nil
    ) -> SDLAppService {
        SDLAppService(.navigation(manifest), name: name, allowsAppConsumers: allowsAppConsumers, interactionHandler: interactionHandler)
    }

    /// The PublishAppService manifest.
    public var manifest: SDLAppServiceManifest {
        var manifest = SDLAppServiceManifest(
            serviceName: name, serviceType: kind.serviceType.rawValue, allowAppConsumers: allowsAppConsumers, handledRPCs: handledRPCs)
        switch kind {
        case .media(let media): manifest.mediaServiceManifest = media
        case .weather(let weather): manifest.weatherServiceManifest = weather
        case .navigation(let navigation): manifest.navigationServiceManifest = navigation
        }
        return manifest
    }
}
