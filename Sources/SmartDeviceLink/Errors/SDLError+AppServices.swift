public import SDLSession

extension SDLError.Code {
    /// The head unit refused an app-service request (PublishAppService DISALLOWED or REJECTED,
    /// GetAppServiceData DATA_NOT_AVAILABLE, PerformAppServiceInteraction INVALID_ID …): see the
    /// error's `resultCode` and `info`.
    public static let appServiceRefused = SDLError.Code("appServiceRefused")
    /// The app has no published service of that type (to update its data or unpublish it).
    public static let appServiceNotPublished = SDLError.Code("appServiceNotPublished")
}
