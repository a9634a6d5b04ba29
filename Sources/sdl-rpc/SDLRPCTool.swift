import ArgumentParser

/// `sdl-rpc`: talk to an SDL head unit from the command line — connect, register, send RPCs by
/// name with JSON parameters, and print every response and notification as JSON lines.
@main
struct SDLRPCTool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdl-rpc",
        abstract: "Send SDL RPCs to a head unit and print what comes back as JSON lines.",
        discussion: """
            Exit status: 0 success; 1 a negative response (success false), a response timeout or a \
            failed wait; 2 the connection failed or was lost, or --secure could not protect it; 64 usage errors.
            """,
        subcommands: [SendCommand.self, ListCommand.self],
        defaultSubcommand: SendCommand.self
    )

    @OptionGroup var connection: ConnectionOptions
}
