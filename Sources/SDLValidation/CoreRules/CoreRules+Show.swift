/// Core's `ShowRequest::Run` (show_request.cc): an empty request, then `CheckStringsOfShowRequest`,
/// `ProcessSoftButtons` and the two images. The window and template checks that follow need the
/// app's state and live in the emulator's `handleShow`.
extension CoreCommandRules {
    mutating func show(_ parameters: SDLJSONObject) {
        if parameters.isEmpty { reject("Show.empty", at: .root, "Show has no parameters (Core refuses an empty Show)") }
        let fields = ["mainField4", "mainField3", "mainField2", "mainField1", "templateTitle", "statusBar", "mediaClock", "mediaTrack"]
        strings(parameters, fields, at: .root, onlyIfNonEmpty: true)
        stringArray(parameters, "customPresets")
        imageValue(parameters, "graphic", onlyIfNonEmpty: true)
        imageValue(parameters, "secondaryGraphic")
        softButtons(parameters)
    }
}
