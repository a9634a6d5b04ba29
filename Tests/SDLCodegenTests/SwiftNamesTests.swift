@testable import SDLCodegen
import Testing

@Suite("Swift names from spec names")
struct SwiftNamesTests {
    @Test("enum wire values become camel-case case names", arguments: [
        ("LEFT_ALIGNED", "leftAligned"),
        ("FULL", "full"),
        ("EN-US", "enUs"),
        ("8KHZ", "_8khz"),
        ("16_BIT", "_16Bit"),
        ("RegisterAppInterfaceID", "registerAppInterfaceID"),
        ("OnHMIStatusID", "onHMIStatusID"),
        ("HMI_OBSCURED", "hmiObscured"),
        ("VP8", "vp8"),
        ("H264", "h264"),
        ("Theora", "theora"),
        ("request", "request"),
        ("IAP_USB_HOST_MODE", "iapUsbHostMode"),
        ("DEFAULT", "default"),
        ("a.b c", "aBC"),
    ])
    func caseNames(wireValue: String, expected: String) {
        #expect(SwiftNames.caseName(wireValue) == expected)
    }

    @Test("param names keep their camel case and lose separators", arguments: [
        ("mainField1", "mainField1"),
        ("tz_hour", "tzHour"),
        ("appID", "appID"),
        ("HMIStatus", "hmiStatus"),
        ("type", "type"),
    ])
    func propertyNames(param: String, expected: String) {
        #expect(SwiftNames.propertyName(param) == expected)
    }

    @Test("type names carry the SDL prefix and an upper-case first letter", arguments: [
        ("Image", "SDLImage"),
        ("messageType", "SDLMessageType"),
        ("HMILevel", "SDLHMILevel"),
        ("TTSChunk", "SDLTTSChunk"),
    ])
    func typeNames(specName: String, expected: String) {
        #expect(SwiftNames.typeName(specName) == expected)
    }

    @Test("keywords are escaped with backticks and other names are not", arguments: [
        ("default", "`default`"),
        ("protocol", "`protocol`"),
        ("self", "`self`"),
        ("type", "type"),
        ("value", "value"),
    ])
    func escaping(name: String, expected: String) {
        #expect(SwiftNames.escaped(name) == expected)
    }
}
