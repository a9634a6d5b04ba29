import ArgumentParser

/// Where the head unit is and how this tool registers with it.
struct ConnectionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The head unit to dial.", valueName: "HOST"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The head unit's TCP port (SDL Core listens on 12345).", valueName: "PORT"))
    var port = 12345

    @Option(name: .customLong("app-name"), help: "The appName to register with.")
    var appName = "sdl-rpc"

    @Option(name: .customLong("app-id"), help: "The appID to register with.")
    var appID = "sdl-rpc-0001"

    @Flag(name: .customLong("no-register"), help: "Do not send RegisterAppInterface first (send it yourself).")
    var noRegister = false

    @Flag(name: .customLong("wait-for-full"), help: "Wait for OnHMIStatus with hmiLevel FULL before sending.")
    var waitForFull = false

    @Flag(help: "After the RPCs, stay connected and print notifications until Ctrl-C or end of input.")
    var stay = false

    @Option(help: ArgumentHelp("Seconds to wait for each response (default: Core's timeout for the RPC plus 5 s) and for FULL (default 60).", valueName: "SECONDS"))
    var timeout: Double?

    @Option(name: .customLong("connect-timeout"), help: ArgumentHelp("Seconds to wait for the connection and the StartService answer.", valueName: "SECONDS"))
    var connectTimeout: Double = 10

    @OptionGroup var security: SecureOptions

    func validate() throws {
        guard (1...65535).contains(port) else { throw ValidationError("--port must be 1…65535, not \(port)") }
        if let timeout, !(timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
        guard connectTimeout > 0 else { throw ValidationError("--connect-timeout must be a positive number of seconds") }
        guard !appName.isEmpty, appName.count <= 100 else { throw ValidationError("--app-name must be 1…100 characters") }
        guard !appID.isEmpty, appID.count <= 100 else { throw ValidationError("--app-id must be 1…100 characters") }
    }
}
