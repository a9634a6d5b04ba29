public import SDLRPC

/// New data of one of the app's provided services, typed by the service's kind:
/// `SDLApplication.updateAppServiceData(_:)` sends it under the service's
/// current ID, so neither the ID nor the type is repeated.
///
/// ```swift
/// try application.updateAppServiceData(.media(SDLMediaServiceData(mediaTitle: "Blue in Green")))
/// ```
public enum SDLAppServiceUpdate: Hashable, Sendable {
    /// Data of the MEDIA service.
    case media(SDLMediaServiceData)
    /// Data of the WEATHER service.
    case weather(SDLWeatherServiceData)
    /// Data of the NAVIGATION service.
    case navigation(SDLNavigationServiceData)

    /// The service type the data belongs to.
    public var serviceType: SDLAppServiceType {
        switch self {
        case .media: .media
        case .weather: .weather
        case .navigation: .navigation
        }
    }

    /// The data as OnAppServiceData carries it, under `serviceID`.
    func serviceData(serviceID: String) -> SDLAppServiceData {
        var data = SDLAppServiceData(serviceType: serviceType.rawValue, serviceID: serviceID)
        switch self {
        case .media(let media): data.mediaServiceData = media
        case .weather(let weather): data.weatherServiceData = weather
        case .navigation(let navigation): data.navigationServiceData = navigation
        }
        return data
    }
}
