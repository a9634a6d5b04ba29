import ArgumentParser
import SDLCommandLine
import SDLSession
import SDLSessionTLS

/// `--secure` and its TLS options: the RPC service protected (protocol.md §A.12) before any RPC is
/// sent, with this tool as the TLS server, as every SDL app is. The options follow
/// `sdl-headunit`'s `--tls-…` names.
struct SecureOptions: ParsableArguments {
    @Flag(name: .customLong("secure"), help: "Protect the RPC service (TLS inside the SDL protocol) after registering, so every RPC goes out encrypted; the --tls options imply it. Without --tls-certificate, a self-signed certificate is made with the openssl tool.")
    var secure = false

    @Option(name: .customLong("tls-certificate"), help: ArgumentHelp("This app's certificate chain (PEM, leaf first), shown to the head unit.", valueName: "FILE"))
    var certificate: String?

    @Option(name: .customLong("tls-key"), help: ArgumentHelp("The private key (PEM) of --tls-certificate.", valueName: "FILE"))
    var key: String?

    @Option(name: .customLong("tls-roots"), help: ArgumentHelp("Verify the head unit's certificate against these PEM certificates; without it the head unit is not verified.", valueName: "FILE"))
    var roots: String?

    @Option(name: .customLong("tls-version"), help: ArgumentHelp("The newest TLS version offered: 1.2 or 1.3 (default 1.3).", valueName: "VERSION"))
    var version: String = "1.3"

    @Option(name: .customLong("tls-key-log"), help: ArgumentHelp("Append this app's TLS secrets to FILE in the NSS key log format (SSLKEYLOGFILE), to decrypt a capture of the connection (sdl-headunit --capture).", valueName: "FILE"))
    var keyLog: String?

    /// Whether protection is asked for.
    var isEnabled: Bool { secure || certificate != nil || key != nil || roots != nil || keyLog != nil }

    func validate() throws {
        if (certificate == nil) != (key == nil) { throw ValidationError("--tls-certificate and --tls-key go together") }
        guard ["1.2", "1.3"].contains(version) else { throw ValidationError("--tls-version: 1.2 or 1.3, not \(version)") }
    }

    /// The TLS server configuration, or `nil` without `--secure`.
    /// - Throws: `ValidationError` (exit 64) when a file cannot be read or the key does not match.
    func makeConfiguration() throws -> SDLTLSSecurityConfiguration? {
        guard isEnabled else { return nil }
        let files = if let certificate, let key {
            (certificate: certificate, key: key)
        } else {
            try SelfSignedCertificate.make(commonName: "sdl-rpc", option: "--secure")
        }
        do {
            return try .server(
                certificateChainFile: files.certificate, privateKeyFile: files.key, trustedRootsFile: roots,
                maximumVersion: version == "1.2" ? .tls12 : .tls13, keyLog: try keyLog.map(SDLTLSKeyLog.file))
        } catch {
            throw ValidationError(error.message)
        }
    }
}
