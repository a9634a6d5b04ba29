import SDLRPC
import SDLSession

enum CapabilityFixtures {
    static func text(_ name: SDLTextFieldName, rows: Int = 1) -> SDLTextField {
        SDLTextField(name: name, characterSet: .utf8, width: 500, rows: rows)
    }

    static let textFields = [text(.mainField1), text(.mainField2), text(.mainField3, rows: 2), text(.statusBar)]
    static let imageFields = [SDLImageField(name: .graphic, imageTypeSupported: [.graphicPng, .graphicJpeg],
                                            imageResolution: SDLImageResolution(resolutionWidth: 300, resolutionHeight: 300))]
    static let buttons = [SDLButtonCapabilities(name: .ok, shortPressAvailable: true, longPressAvailable: true, upDownAvailable: true)]
    static let softButtons = Array(repeating: SDLSoftButtonCapabilities(
        shortPressAvailable: true, longPressAvailable: true, upDownAvailable: true, imageSupported: true, textSupported: true), count: 4)
    static let audioPassThru = [SDLAudioPassThruCapabilities(samplingRate: ._16khz, bitsPerSample: ._16Bit, audioType: .pcm)]

    static func display(graphicSupported: Bool = true, displayName: String? = nil) -> SDLDisplayCapabilities {
        SDLDisplayCapabilities(
            displayType: .gen38Inch, displayName: displayName, textFields: textFields, imageFields: imageFields,
            mediaClockFormats: [.clock1], graphicSupported: graphicSupported,
            templatesAvailable: ["MEDIA", "NON-MEDIA", "GRAPHIC_WITH_TEXT"], numCustomPresetsAvailable: 8)
    }

    /// A registration answer that describes the display only the pre-6.0 way.
    static func registration(
        display: SDLDisplayCapabilities? = display(), version: SDLRPCVersion = SDLRPCVersion(8, 0, 0)
    ) -> SDLRegisterAppInterfaceResponse {
        SDLRegisterAppInterfaceResponse(
            success: true, resultCode: .success, syncMsgVersion: version.syncMsgVersion,
            language: .enUs, hmiDisplayLanguage: .enUs,
            displayCapabilities: display, buttonCapabilities: buttons, softButtonCapabilities: softButtons,
            presetBankCapabilities: SDLPresetBankCapabilities(onScreenPresetsAvailable: true),
            audioPassThruCapabilities: audioPassThru,
            pcmStreamCapabilities: audioPassThru[0],
            hmiCapabilities: SDLHMICapabilities(navigation: true, phoneCall: false, displays: true))
    }
}
