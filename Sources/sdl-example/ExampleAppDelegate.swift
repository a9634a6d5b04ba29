import SmartDeviceLink

/// Prints the application's lifecycle as the delegate hears it.
@MainActor
final class ExampleAppDelegate: SDLApplicationDelegate {
    func applicationDidFinishLaunching(_ application: SDLApplication) {
        print("sdl-example: didFinishLaunching")
    }

    func applicationDidConnect(_ application: SDLApplication) {
        print("sdl-example: didConnect")
    }

    func applicationDidDisconnect(_ application: SDLApplication) {
        print("sdl-example: didDisconnect")
    }

    func applicationDidBecomeActive(_ application: SDLApplication) {
        print("sdl-example: didBecomeActive")
    }

    func applicationDidEnterBackground(_ application: SDLApplication) {
        print("sdl-example: didEnterBackground")
    }

    func applicationDidClose(_ application: SDLApplication) {
        print("sdl-example: didClose")
    }
}
