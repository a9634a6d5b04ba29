import ArgumentParser

/// `sdl-validate`: checks RPC payloads against the SDL spec the way SDL Core does.
@main
struct SDLValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdl-validate",
        abstract: "Check SDL RPC payloads against the spec the way SDL Core 8.2 does.",
        discussion: """
            Exit codes: 0 nothing invalid (with --strict: no warnings either); 1 a message is invalid; \
            2 a spec or input file cannot be read; 64 usage error.
            """,
        subcommands: [CheckCommand.self, DescribeCommand.self],
        defaultSubcommand: CheckCommand.self
    )
}
