import ArgumentParser

/// Cloud apps: the WebSocket servers the emulator dials as SDL Core does, and the token it hands them.
struct CloudOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "After starting, connect to a cloud app's WebSocket server as SDL Core does; repeat for several apps.",
        valueName: "ws://HOST:PORT/PATH"))
    var connect: [String] = []

    @Option(name: .customLong("auth-token"), help: ArgumentHelp(
        "The cloud app token put in the RPC StartServiceACK (protocol 5.2+), as Core does from the app's policy entry. Never printed.",
        valueName: "TOKEN"))
    var authToken: String?
}
