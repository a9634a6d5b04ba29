import Foundation
import SDLHeadUnit
import SmartDeviceLink

/// The tour's steps beyond the screen: the car drives at 88.5 km/h and the root screen shows it,
/// the driver is distracted and the lock-screen status printed says so, and a second app reads the
/// example's media service back. On the embedded emulator each must work (the example starts it
/// with a policy that grants vehicle data and app services); on another head unit a step that
/// cannot be done there — the emulator's car is not there to drive, its policy refuses the service
/// — is skipped with the reason printed.
extension ExampleTour {
    /// The speed the tour drives at.
    static let tourSpeed = 88.5

    /// Sets the vehicle's speed on the emulator, as the user would (`setVehicleData`), and waits
    /// until the head unit shows it on the app's screen.
    func showSpeed() async throws {
        let expected = ExampleSpeedometer.text(Self.tourSpeed)
        guard let headUnit else {
            let answer = application.vehicleDataResults[.speed].map { "; the head unit answered \($0.rawValue) for speed" }
                ?? (root.speed == nil ? "; no speed came from the head unit" : "")
            return ExampleOutput.line(
                "sdl-example: skipped: the speed is set only on the embedded emulator (a real car drives)\(answer); "
                    + "on screen: \(ExampleSpeedometer.text(root.speed))")
        }
        try await within("the speed to be subscribed") {
            while try await !headUnit.subscribedVehicleData().contains("speed") {
                if let code = application.vehicleDataResults[.speed], code != .success, code != .dataAlreadySubscribed {
                    throw ExampleTourError("the head unit refused the speed: \(code.rawValue)")
                }
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        try await headUnit.setVehicleData(["speed": .float(Self.tourSpeed)])
        try await within("“\(expected)” on the head unit's screen") {
            while try await appOnHeadUnit(headUnit)?.screen["statusBar"] != expected {
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        ExampleOutput.line("sdl-example: the vehicle reported speed \(Self.tourSpeed); on screen: \(expected)")
    }

    /// The driver is distracted (the car moves): the lock screen becomes required, and the line the
    /// app prints says so. Without the emulator, the status printed when the app came on screen.
    func lockScreenWhileDriving() async throws {
        let reporter = beyondScreen.lockScreen
        guard let headUnit else {
            guard let line = reporter.lines.last, application.lockScreen.status.level != .off else {
                throw ExampleTourError("no lock-screen status was printed while the app is on screen")
            }
            let printed = line.replacingOccurrences(of: "sdl-example: ", with: "")
            return ExampleOutput.line("sdl-example: (a real car decides when the driver is distracted) last printed: \(printed)")
        }
        try await headUnit.setDriverDistraction(.ddOn)
        try await within("the lock screen to be required") {
            while application.lockScreen.status.level != .required { try await Task.sleep(for: .milliseconds(5)) }
        }
        let expected = ExampleLockScreenReporter.line(application.lockScreen.status)
        guard reporter.lines.last == expected else {
            throw ExampleTourError("the lock screen is \(application.lockScreen.status) but the app printed \(reporter.lines.last ?? "nothing")")
        }
    }

    /// A second app registers on the same head unit and reads the MEDIA service's data
    /// (GetAppServiceData); its title must be what the root shows.
    func readMediaService() async throws {
        let errors = beyondScreen.errors
        try await within("the media service to be published") {
            while application.publishedAppServices["MEDIA"] == nil && errors.appServiceError == nil {
                try await Task.sleep(for: .milliseconds(5))
            }
        }
        if let refusal = errors.appServiceError {
            guard headUnit == nil else { throw ExampleTourError("the emulator refused the media service: \(refusal)") }
            return ExampleOutput.line("sdl-example: skipped: the head unit's policy does not let sdl-example publish a media service (\(refusal))")
        }
        let record = application.publishedAppServices["MEDIA"]
        ExampleOutput.line("sdl-example: media service “\(ExampleMediaService.serviceName)” published (\(record?.serviceActive == true ? "active" : "not active"))")
        let data: SDLAppServiceData
        do {
            data = try await withinReturning("the second app to read the media service") {
                try await ExampleDashboard.readMedia(connection: connection)
            }
        } catch let error as SDLError where headUnit == nil && error.code == .appServiceRefused {
            return ExampleOutput.line("sdl-example: skipped: the head unit's policy does not let \(ExampleDashboard.appID) read app services (\(error))")
        }
        let title = data.mediaServiceData?.mediaTitle
        let artist = data.mediaServiceData?.mediaArtist
        ExampleOutput.line("sdl-example: \(ExampleDashboard.appID) read MEDIA: \(title ?? "no title") — \(artist ?? "no artist")")
        guard title == root.nowPlaying.title, data.serviceID == record?.serviceID else {
            throw ExampleTourError("the second app read \(title ?? "no title") from service \(data.serviceID), not \(root.nowPlaying.title)")
        }
    }

    /// The example's registration on the emulator.
    private func appOnHeadUnit(_ headUnit: SDLHeadUnit) async throws -> SDLRegisteredApp? {
        try await headUnit.apps().first { $0.policyAppID == application.configuration.appID }
    }

    /// ``within(_:_:)`` for a body that returns a value.
    private func withinReturning<Value: Sendable>(
        _ what: String, _ body: @escaping @MainActor () async throws -> Value
    ) async throws -> Value {
        let box = ExampleResultBox<Value>()
        try await within(what) { box.value = try await body() }
        guard let value = box.value else { throw ExampleTourError("no answer while waiting for \(what)") }
        return value
    }
}

/// Carries a value out of a main-actor closure.
@MainActor
final class ExampleResultBox<Value> {
    var value: Value?
}
