import SDLProtocol
import SmartDeviceLink

// The compiled code of "Navigation apps: video, touch and haptics". See ArticleCode.swift for how
// these files are checked.

enum ArticleNavigation {
    /// Stands for the app's H.264 encoder.
    @MainActor
    final class Encoder {
        func start(width: Int, height: Int) {}
        func pause(because reason: SDLVideoStreamStopReason) {}
    }

    @MainActor
    static func streamVideo(root: SDLViewController, encoder: Encoder, accessUnit: SDLH264AccessUnit) async {
        var configuration = SDLApplication.Configuration(appName: "Maps", appID: "maps")
        configuration.appHMITypes = [.navigation]
        configuration.videoStreaming = SDLVideoStreamConfiguration(preferredProtocols: ["RTP", "RAW"])
        let application = SDLApplication(configuration: configuration, rootViewController: root, delegate: nil)
        application.start()

        for await event in application.videoStream.events() {
            switch event {
            case .started(let format): encoder.start(width: Int(format.width ?? 800), height: Int(format.height ?? 480))
            case .stopped(let reason): encoder.pause(because: reason)  // .hmiLevel(.background), .disconnected(_) …
            case .framesDropped(let figures): print("dropped:", figures.framesDropped)
            }
        }
        // elsewhere, for each encoded access unit:
        await application.videoStream.submit(accessUnit)
    }
}
