/// The part of the head unit's capabilities that ``SDLScreenLayout`` reads: the main window's
/// text fields, image fields, soft-button capabilities and templates. The screen manager lays the
/// screen out again only when this changes.
struct SDLLayoutCapabilities: Hashable, Sendable {
    var textFields: [SDLTextField]
    var imageFields: [SDLImageFieldName]
    var softButtons: [SDLSoftButtonCapabilities]
    var templates: [String]
    var hasMainWindow: Bool

    init(_ capabilities: SDLSystemCapabilities) {
        textFields = capabilities.textFields
        imageFields = capabilities.imageFields.map(\.name)
        softButtons = capabilities.mainWindowSoftButtonCapabilities
        templates = capabilities.templatesAvailable
        hasMainWindow = capabilities.mainWindowCapability != nil
    }
}
