import Foundation

/// Where the spec is found, first match wins — the same order for the `SDLRPCGenerator` build
/// plugin, the validator and every command-line tool:
/// 1. (tools only) the file their `--spec` option names;
/// 2. `spec/MOBILE_API.xml` in this package (what `scripts/setup-spec` places in a clone);
/// 3. the file named by the environment variable `SDL_RPC_SPEC` (how a package that depends on
///    this one by URL supplies it: SwiftPM's checkout of a dependency has no spec).
///
/// The plugin compiles this very file (a symlink), so it imports nothing but Foundation and only
/// looks at paths: it never reads the spec. The tools' entry point is
/// ``SpecLocation/resolve(explicit:packageDirectory:environment:currentDirectory:isFile:)``.
public enum SpecLocation {
    /// The environment variable that names a spec file.
    public static let environmentVariable = "SDL_RPC_SPEC"

    /// The spec's place inside the package.
    public static let packagePath = "spec/MOBILE_API.xml"

    /// Where the spec was found.
    public enum Source: Hashable, Sendable {
        /// The file a tool's `--spec` option named.
        case explicit
        /// `spec/MOBILE_API.xml` in the package.
        case package
        /// The file named by `SDL_RPC_SPEC`.
        case environment
    }

    /// A spec file to generate from.
    public struct Found: Hashable, Sendable {
        /// Its path: absolute, except an explicit `--spec` path, which is kept as given.
        public let path: String
        /// Which rule found it.
        public let source: Source
    }

    /// No spec anywhere: ``description`` is the one line the build shows.
    public struct NotFound: Error, Hashable, Sendable, CustomStringConvertible {
        /// What `SDL_RPC_SPEC` named, resolved to an absolute path, when it was set.
        public let environmentPath: String?

        /// The error line, naming both ways to supply the spec with the exact commands.
        public var description: String {
            let missing = if let environmentPath {
                "\(SpecLocation.environmentVariable) names \(environmentPath), which is not a file, and this package has no \(SpecLocation.packagePath)"
            } else {
                "this package has no \(SpecLocation.packagePath) and \(SpecLocation.environmentVariable) is not set"
            }
            return "no SDL RPC spec: \(missing); build with `\(SpecLocation.environmentVariable)=/path/MOBILE_API.xml swift build`, "
                + "or in a clone of this package run `scripts/setup-spec` and build again"
        }
    }

    /// Finds the spec for the package at `packageDirectory`.
    ///
    /// A relative `SDL_RPC_SPEC` is taken from the directory `swift build` was started in: the
    /// environment's `PWD` when it is absolute, else `currentDirectory`. An empty value counts as
    /// unset. `isFile` tells whether a path is an existing regular file (or a link to one).
    public static func find(
        packageDirectory: String,
        environment: [String: String],
        currentDirectory: String,
        isFile: (String) -> Bool
    ) -> Result<Found, NotFound> {
        let packageSpec = absolute(packagePath, from: packageDirectory)
        if isFile(packageSpec) {
            return .success(Found(path: packageSpec, source: .package))
        }
        guard let named = environment[environmentVariable], !named.isEmpty else {
            return .failure(NotFound(environmentPath: nil))
        }
        let base = environment["PWD"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? currentDirectory
        let path = absolute(named, from: base)
        return isFile(path) ? .success(Found(path: path, source: .environment)) : .failure(NotFound(environmentPath: path))
    }

    /// `path` made absolute against `base` and tidied (no `.` or `..` components).
    static func absolute(_ path: String, from base: String) -> String {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).standardizedFileURL.path
    }
}
