import SDLRPC
import Testing

/// Boundary tests of the generated validators. Limits are read from the generated metadata, and
/// `SpecMetadataTests` checks that metadata against the parsed spec, so no number here is typed in
/// twice.
@Suite("Generated validators at their boundaries")
struct ValidatorBoundaryTests {
    private func alert(duration: Int) -> [SDLValidationIssue] {
        SDLAlert(alertText1: "x", duration: duration).validate()
    }

    @Test("Alert.duration: min-1 and max+1 fail, min and max pass")
    func alertDuration() throws {
        let range = try #require(SDLAlert.Parameters.duration.integerRange)
        #expect(RPCTestSupport.summary(alert(duration: range.lowerBound - 1)) == ["$.duration minvalue error"])
        #expect(alert(duration: range.lowerBound).isEmpty)
        #expect(alert(duration: range.upperBound).isEmpty)
        #expect(RPCTestSupport.summary(alert(duration: range.upperBound + 1)) == ["$.duration maxvalue error"])
        #expect(alert(duration: range.upperBound + 1).first?.message == "value \(range.upperBound + 1) exceeds maxvalue \(range.upperBound)")
    }

    @Test("Slider.numTicks and position: each bound and one past it")
    func sliderTicks() throws {
        let ticks = try #require(SDLSlider.Parameters.numTicks.integerRange)
        let position = try #require(SDLSlider.Parameters.position.integerRange)
        func slider(_ numTicks: Int, _ at: Int) -> [String] {
            RPCTestSupport.summary(SDLSlider(numTicks: numTicks, position: at, sliderHeader: "H").validate())
        }
        #expect(slider(ticks.lowerBound - 1, position.lowerBound) == ["$.numTicks minvalue error"])
        #expect(slider(ticks.lowerBound, position.lowerBound).isEmpty)
        #expect(slider(ticks.upperBound, position.upperBound).isEmpty)
        #expect(slider(ticks.upperBound + 1, position.upperBound + 1) == ["$.numTicks maxvalue error", "$.position maxvalue error"])
        #expect(slider(ticks.lowerBound, position.lowerBound - 1) == ["$.position minvalue error"])
    }

    @Test("Float bounds: SetMediaClockTimer.countRate at 0.1…100 with decimals")
    func floatBounds() throws {
        let rule = SDLSetMediaClockTimer.Parameters.countRate
        let range = try #require(rule.valueRange)
        func issues(_ rate: Double) -> [String] {
            RPCTestSupport.summary(SDLSetMediaClockTimer(updateMode: .pause, countRate: rate).validate())
        }
        #expect(issues(range.lowerBound.nextDown) == ["$.countRate minvalue error"])
        #expect(issues(range.lowerBound).isEmpty)
        #expect(issues(range.upperBound).isEmpty)
        #expect(issues(range.upperBound.nextUp) == ["$.countRate maxvalue error"])
    }

    @Test("strings: empty fails by the default minlength 1; maxlength and maxlength+1 in code points")
    func stringLengths() throws {
        let maximum = try #require(SDLAlert.Parameters.alertText1.maxLength)
        #expect(SDLAlert.Parameters.alertText1.minLength == nil)
        func issues(_ text: String) -> [String] { RPCTestSupport.summary(SDLAlert(alertText1: text).validate()) }
        #expect(issues("") == ["$.alertText1 minlength error"])
        #expect(issues("a").isEmpty)
        #expect(issues(RPCTestSupport.string(maximum)).isEmpty)
        #expect(issues(RPCTestSupport.string(maximum + 1)) == ["$.alertText1 maxlength error"])
        // Code points, not bytes or grapheme clusters: é is 2 bytes, 🚗 is 4 bytes.
        #expect(issues(RPCTestSupport.string(maximum, of: "é")).isEmpty)
        #expect(issues(RPCTestSupport.string(maximum, of: "🚗")).isEmpty)
        #expect(issues(RPCTestSupport.string(maximum + 1, of: "🚗")) == ["$.alertText1 maxlength error"])
        #expect(SDLAlert(alertText1: RPCTestSupport.string(maximum + 1)).validate().first?.message == "length \(maximum + 1) exceeds maxlength \(maximum)")
    }

    @Test("a param with minlength 0 accepts the empty string")
    func explicitMinLengthZero() {
        #expect(SDLImage.Parameters.value.minLength == 0)
        #expect(SDLImage(value: "", imageType: .static).validate().isEmpty)
    }

    @Test("arrays: minsize-1, minsize, maxsize, maxsize+1; and per-element rules with their index")
    func arraySizes() throws {
        let rule = SDLSlider.Parameters.sliderFooter
        let minimum = try #require(rule.minSize)
        let maximum = try #require(rule.maxSize)
        func issues(_ count: Int) -> [String] {
            RPCTestSupport.summary(SDLSlider(numTicks: 2, position: 1, sliderHeader: "H", sliderFooter: Array(repeating: "f", count: count)).validate())
        }
        #expect(issues(minimum - 1) == ["$.sliderFooter minsize error"])
        #expect(issues(minimum).isEmpty)
        #expect(issues(maximum).isEmpty)
        #expect(issues(maximum + 1) == ["$.sliderFooter maxsize error"])
        let footer = SDLSlider(numTicks: 2, position: 1, sliderHeader: "H", sliderFooter: ["ok", ""])
        #expect(RPCTestSupport.summary(footer.validate()) == ["$.sliderFooter[1] minlength error"])
    }

    @Test("nested structs report full paths and every issue; an optional struct losing a mandatory enum is dropped (a warning)")
    func nestedPaths() throws {
        let maximum = try #require(SDLSoftButton.Parameters.softButtonID.integerRange).upperBound
        let buttons = [
            SDLSoftButton(type: .text, text: "ok", softButtonID: 1),
            SDLSoftButton(type: .image, image: SDLImage(value: "x", imageType: .unrecognized("HOLOGRAM")), softButtonID: maximum + 1),
        ]
        let issues = SDLAlert(alertText1: "a", softButtons: buttons).validate()
        #expect(RPCTestSupport.summary(issues) == [
            "$.softButtons[1].image.imageType enum warning",
            "$.softButtons[1].softButtonID maxvalue error",
        ])
        #expect(issues.first?.message == "'HOLOGRAM' is not an element of enum ImageType")
    }

    @Test("unknown enum values: an optional one is a warning (Core drops it), a mandatory one an error")
    func unknownEnumSeverity() {
        let optional = SDLShow(mainField1: "x", alignment: .unrecognized("DIAGONAL")).validate()
        #expect(RPCTestSupport.summary(optional) == ["$.alignment enum warning"])
        let mandatory = SDLPerformInteraction(initialText: "x", interactionMode: .unrecognized("TELEPATHY"), interactionChoiceSetIDList: []).validate()
        #expect(RPCTestSupport.summary(mandatory) == ["$.interactionMode enum error"])
    }

    @Test("enum subsets: a resultCode outside the response's own list is refused")
    func enumSubset() throws {
        let allowed = try #require(SDLRegisterAppInterfaceResponse.Parameters.resultCode.allowedValues)
        let outside = try #require(SDLResult.knownCases.first { !allowed.contains($0.rawValue) })
        let inside = try #require(SDLResult.knownCases.first { allowed.contains($0.rawValue) })
        #expect(SDLRegisterAppInterfaceResponse(success: true, resultCode: inside).validate().isEmpty)
        let issues = SDLRegisterAppInterfaceResponse(success: false, resultCode: outside).validate()
        #expect(RPCTestSupport.summary(issues) == ["$.resultCode enum error"])
        #expect(issues.first?.message.hasPrefix("'\(outside.rawValue)' is not allowed here (allowed: ") == true)
    }

    @Test("each issue cites the spec line of its param")
    func specLines() {
        let issue = SDLAlert(alertText1: "x", duration: 1).validate().first
        #expect(issue?.specLine == SDLAlert.Parameters.duration.specLine)
    }
}
