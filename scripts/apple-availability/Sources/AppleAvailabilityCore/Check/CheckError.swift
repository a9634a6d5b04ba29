/// Why the check could not run (as opposed to findings, which it reports).
public enum CheckError: Error, CustomStringConvertible, Equatable {
    /// The toolchain's libraries, interfaces or symbol graphs could not be read.
    case toolchain(String)
    /// The package, its manifest or its build (the index store) could not be read.
    case package(String)
    /// The command line was wrong.
    case usage(String)

    /// The message to print.
    public var description: String {
        switch self {
        case .toolchain(let message): "cannot read the toolchain: \(message)"
        case .package(let message): "cannot read the package: \(message)"
        case .usage(let message): message
        }
    }
}
