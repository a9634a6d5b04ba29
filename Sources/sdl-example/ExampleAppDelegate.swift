import SmartDeviceLink

/// Prints the application's lifecycle as the delegate hears it.
@MainActor
final class ExampleAppDelegate: SDLApplicationDelegate {
    func applicationDidFinishLaunching(_ application: SDLApplication) {
        ExampleOutput.line("sdl-example: didFinishLaunching")
    }

    func applicationDidConnect(_ application: SDLApplication) {
        ExampleOutput.line("sdl-example: didConnect")
    }

    func applicationDidDisconnect(_ application: SDLApplication) {
        ExampleOutput.line("sdl-example: didDisconnect")
    }

    func applicationDidBecomeActive(_ application: SDLApplication) {
        ExampleOutput.line("sdl-example: didBecomeActive")
    }

    func applicationDidEnterBackground(_ application: SDLApplication) {
        ExampleOutput.line("sdl-example: didEnterBackground")
    }

    func applicationDidClose(_ application: SDLApplication) {
        ExampleOutput.line("sdl-example: didClose")
    }

    func application(_ application: SDLApplication, willRetryConnecting retry: SDLConnectionRetry) {
        ExampleOutput.line("sdl-example: \(retry)")
    }

    func application(_ application: SDLApplication, didFailToConnectWithError error: SDLError) {
        ExampleOutput.line("sdl-example: gave up connecting: \(error)")
    }
}
