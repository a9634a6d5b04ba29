import Foundation
import SDLSession
import SmartDeviceLink

// The compiled code of "Connecting over iAP and other app-provided streams" (the iOS-only blocks
// are marked not compiled there). See ArticleCode.swift for how these files are checked.

enum ArticleStreams {
    /// Stands for the app's accessory code: opens new Foundation streams to the head unit.
    final class Accessory: Sendable {
        func openStreams() async throws -> (InputStream, OutputStream) {
            (InputStream(data: Data()), OutputStream(toMemory: ()))
        }
    }

    /// Stands for an app's own transport: chunks in, bytes out.
    struct Link: Sendable {
        let received: AsyncStream<[UInt8]>
        func send(_ bytes: [UInt8]) async throws {}
        func close() async {}
    }

    /// Stands for a USB or Bluetooth library that opens a ``Link``.
    struct USB: Sendable {
        func open() async throws -> Link { Link(received: AsyncStream { $0.finish() }) }
    }

    @MainActor
    final class HomeViewController: SDLViewController {}

    @MainActor
    static func foundationStreams(accessory: Accessory) {
        var configuration = SDLApplication.Configuration(appName: "Hello SDL", appID: "hello-sdl")
        configuration.connection = .streams(name: "iAP") {
            try await accessory.openStreams()     // new streams for every connection
        }
        let application = SDLApplication(configuration: configuration, rootViewController: HomeViewController(), delegate: nil)
        application.start()
    }

    static func anyByteStream(usb: USB) {
        var configuration = SDLApplication.Configuration(appName: "Hello SDL", appID: "hello-sdl")
        configuration.connection = .byteStream(name: "USB") {
            let link = try await usb.open()
            return SDLByteStream(incoming: link.received, write: { bytes in try await link.send(bytes) },
                                 close: { await link.close() })
        }
        _ = configuration
    }

    static func session(usb: USB) async throws {
        let session = try await SDLSession.connect(name: "USB", configuration: SDLSessionConfiguration()) {
            let link = try await usb.open()
            return SDLByteStream(incoming: link.received, write: { bytes in try await link.send(bytes) })
        }
        await session.close()
    }

    /// Not in the article: the shape of its iOS-only accessory code (an opener on the main actor
    /// that makes the `SDLByteStream` there, from streams it keeps), compiled here with Foundation
    /// streams in place of an `EASession`'s, so that its isolation is checked.
    @MainActor
    final class MainActorAccessory {
        private var streams: (InputStream, OutputStream)?

        func openByteStream() async throws -> SDLByteStream {
            let (input, output) = (InputStream(data: Data()), OutputStream(toMemory: ()))
            streams = (input, output)
            return try SDLByteStream(input: input, output: output)
        }
    }

    @MainActor
    static func mainActorOpener(accessory: MainActorAccessory) -> SDLApplication.Configuration {
        var configuration = SDLApplication.Configuration(appName: "Hello SDL", appID: "hello-sdl")
        configuration.connection = .byteStream(name: "iAP") { try await accessory.openByteStream() }
        return configuration
    }
}
