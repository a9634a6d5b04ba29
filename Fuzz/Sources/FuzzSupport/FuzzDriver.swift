import CFuzzDriver
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hands the process to libFuzzer's driver (`LLVMFuzzerRunDriver`), which reads libFuzzer's usual
/// flags from the command line and calls `test` once per input.
///
/// The targets have a `@main` of their own that calls this, instead of the usual
/// `@_cdecl("LLVMFuzzerTestOneInput")` with libFuzzer's `main`: the build plugin's `sdl-codegen` is
/// built with the same flags, and `-sanitize=fuzzer` would link libFuzzer's `main` into it too.
///
/// ```swift
/// @main enum Main {
///     static func main() {
///         FuzzDriver.run { data, count in
///             JSONFuzz.run(FuzzInput(data: data, count: count).all)
///             return 0
///         }
///     }
/// }
/// ```
public enum FuzzDriver {
    /// Runs the driver and exits with its status.
    public static func run(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
    }
}
