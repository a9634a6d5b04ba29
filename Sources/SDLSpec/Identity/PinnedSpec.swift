/// The spec this package is built and tested against: `MOBILE_API.xml` of rpc_spec 8.0.0.
///
/// Any other file still generates (an OEM's own spec, another version), but `sdl-codegen` then
/// prints a warning naming the file's interface version, so that a different spec is a choice
/// and a wrong one is noticed. `scripts/setup-spec` checks files against ``sha256``: it reads
/// the one 64-digit hexadecimal number in this file, so keep it the only one.
public enum PinnedSpec {
    /// rpc_spec's tag and the spec's `version` attribute.
    public static let version = SpecVersion(8, 0, 0)

    /// The SHA-256 of the file, as `sha256sum` prints it.
    public static let sha256 = "5d8cc2105744bff8efb63e68dc0f044692ee5527d713178c790a214aa58803f2"

    /// Whether `interface` was read from exactly the pinned file.
    public static func isPinned(_ interface: SpecInterface) -> Bool {
        interface.sha256 == sha256
    }

    /// A warning when `interface` was not read from the pinned file, naming its interface
    /// version and SHA-256; `nil` for the pinned file. It points at line 1 of the spec file.
    public static func identityWarning(for interface: SpecInterface) -> SpecDiagnostic? {
        if isPinned(interface) { return nil }
        let declared = interface.version.map { "interface version \($0)" } ?? "no interface version"
        let digest = interface.sha256.map { "SHA-256 \($0)" } ?? "SHA-256 unknown"
        return SpecDiagnostic(
            .warning,
            "not the pinned rpc_spec \(version) MOBILE_API.xml: this file declares \(declared) (\(digest)) "
                + "and the generated types follow it; fine for an OEM's spec or another version on purpose, "
                + "otherwise point SDL_RPC_SPEC at the official \(version) file",
            at: SourceLocation(file: interface.fileName, line: 1))
    }
}
