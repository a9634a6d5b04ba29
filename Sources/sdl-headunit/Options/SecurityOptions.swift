import ArgumentParser
import Foundation
import SDLCommandLine
import SDLHeadUnit
import SDLHeadUnitTLS
import SDLProtocol
import SDLSession
import SDLSessionTLS

/// Protected services (SDL Core's `[Security Manager]`): the emulator's TLS client and the services
/// it only starts protected.
struct SecurityOptions: ParsableArguments {
    @Flag(name: .customLong("tls"), help: "Answer a StartService with the E bit with a TLS handshake, as SDL Core built with its security manager does (the other --tls options imply it).")
    var tls = false

    @Option(name: .customLong("tls-certificate"), help: ArgumentHelp("The head unit's own certificate (PEM), shown to apps that verify it.", valueName: "FILE"))
    var certificate: String?

    @Option(name: .customLong("tls-key"), help: ArgumentHelp("The private key (PEM) of --tls-certificate.", valueName: "FILE"))
    var key: String?

    @Option(name: .customLong("tls-roots"), help: ArgumentHelp("Verify each app's certificate against these PEM certificates (Core's VerifyPeer with its CA folder); without it any certificate is accepted.", valueName: "FILE"))
    var roots: String?

    @Flag(name: .customLong("tls-self-signed"), help: "Make a self-signed test certificate and key for the head unit (with the openssl tool) instead of --tls-certificate/--tls-key; the listening line gives its file as \"tlsCertificate\".")
    var selfSigned = false

    @Option(name: .customLong("tls-version"), help: ArgumentHelp("The newest TLS version offered: 1.2 or 1.3 (default 1.3; Core's Protocol = TLSv1.2 still negotiates 1.3 with OpenSSL 3).", valueName: "VERSION"))
    var version: String = "1.3"

    @Option(name: .customLong("tls-key-log"), help: ArgumentHelp("Append the TLS secrets to FILE in the NSS key log format (SSLKEYLOGFILE), to decrypt a capture; with --capture the default is DIR/tls-keys.log.", valueName: "FILE"))
    var keyLog: String?

    @Option(name: .customLong("force-protected-services"), help: ArgumentHelp("Services whose unprotected StartService is refused (Core's ForceProtectedService), comma-separated: names (rpc, audio, video) or numbers (0x0A, 11).", valueName: "LIST"))
    var forceProtectedServices: String?

    /// Whether TLS is asked for.
    var isEnabled: Bool { tls || certificate != nil || key != nil || roots != nil || selfSigned || keyLog != nil }

    func validate() throws {
        if (certificate == nil) != (key == nil) { throw ValidationError("--tls-certificate and --tls-key go together") }
        if selfSigned && certificate != nil { throw ValidationError("--tls-self-signed makes the certificate; give it or --tls-certificate, not both") }
        guard ["1.2", "1.3"].contains(version) else { throw ValidationError("--tls-version: 1.2 or 1.3, not \(version)") }
        _ = try services()
    }

    /// The services of `--force-protected-services`.
    func services() throws -> Set<SDLServiceType> {
        guard let forceProtectedServices else { return [] }
        var services: Set<SDLServiceType> = []
        for item in forceProtectedServices.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !item.isEmpty {
            switch item {
            case "rpc": services.insert(.rpc)
            case "audio", "pcm": services.insert(.audio)
            case "video", "navi": services.insert(.video)
            case "hybrid", "bulk": services.insert(.hybrid)
            default:
                let number = item.hasPrefix("0x") ? UInt8(item.dropFirst(2), radix: 16) : UInt8(item)
                guard let number else { throw ValidationError("--force-protected-services: \(item) is not a service (rpc, audio, video or a number)") }
                services.insert(SDLServiceType(rawValue: number))
            }
        }
        return services
    }

    /// The TLS client, with the path of the self-signed certificate when one was made.
    func makeSecurity() throws -> (security: SDLHeadUnitTLS, selfSignedCertificate: String?)? {
        guard isEnabled else { return nil }
        var chain: String?
        var privateKey: String?
        var made: String?
        if selfSigned {
            let files = try SelfSignedCertificate.make(commonName: "sdl-headunit", option: "--tls-self-signed")
            (chain, privateKey, made) = (try String(contentsOfFile: files.certificate, encoding: .utf8), try String(contentsOfFile: files.key, encoding: .utf8), files.certificate)
        } else if let certificate, let key {
            (chain, privateKey) = (try String(contentsOfFile: certificate, encoding: .utf8), try String(contentsOfFile: key, encoding: .utf8))
        }
        let trusted = try roots.map { try String(contentsOfFile: $0, encoding: .utf8) }
        let configuration = try SDLTLSSecurityConfiguration.client(
            certificateChainPEM: chain, privateKeyPEM: privateKey, trustedRootsPEM: trusted,
            maximumVersion: version == "1.2" ? .tls12 : .tls13, keyLog: try keyLog.map(SDLTLSKeyLog.file))
        return (try SDLHeadUnitTLS(configuration: configuration), made)
    }
}
