import Foundation

/// The spec lookup of the command-line tools and of the run-time validator: an explicit `--spec`
/// first, then the build plugin's order (``find(packageDirectory:environment:currentDirectory:isFile:)``).
extension SpecLocation {
    /// The help of every tool's `--spec` option, so each one states the same lookup order.
    public static let optionHelp =
        "The SDL RPC spec (MOBILE_API.xml). Default: this package's \(packagePath), else the file $\(environmentVariable) names."

    /// The checkout this module was compiled in (three levels above this file:
    /// `Sources/SDLSpec/Location/`). Its `spec/MOBILE_API.xml` is the package's spec.
    public static let packageDirectory: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .path

    /// The spec a tool uses: `explicit` (its `--spec`, kept as given and not checked here: loading
    /// it reports an unreadable file with the path the user typed), else this package's
    /// `spec/MOBILE_API.xml`, else the file `$SDL_RPC_SPEC` names (relative to the current
    /// directory). An empty `explicit` counts as not given.
    public static func resolve(
        explicit: String?,
        packageDirectory: String = SpecLocation.packageDirectory,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        isFile: (String) -> Bool = SpecLocation.isRegularFile
    ) -> Result<Found, NotFound> {
        if let explicit, !explicit.isEmpty {
            return .success(Found(path: explicit, source: .explicit))
        }
        return find(packageDirectory: packageDirectory, environment: environment, currentDirectory: currentDirectory, isFile: isFile)
    }

    /// Whether `path` is an existing regular file (following links).
    public static func isRegularFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}

extension SpecLocation.NotFound {
    /// The error line for a tool run without `--spec`: the build's line names `swift build`, this
    /// one the tool's own ways to supply a spec.
    public var toolMessage: String {
        let missing = if let environmentPath {
            "\(SpecLocation.environmentVariable) names \(environmentPath), which is not a file, and this package has no \(SpecLocation.packagePath)"
        } else {
            "this package has no \(SpecLocation.packagePath) and \(SpecLocation.environmentVariable) is not set"
        }
        return "no SDL RPC spec: \(missing); give --spec FILE, set \(SpecLocation.environmentVariable)=/path/MOBILE_API.xml, "
            + "or in a clone of this package run `scripts/setup-spec`"
    }
}
