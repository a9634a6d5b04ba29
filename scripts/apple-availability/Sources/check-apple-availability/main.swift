import AppleAvailabilityCore
import Foundation

/// `check-apple-availability [--package-path P] [--scratch-path S] [--cache-dir C]`: reports every use in
/// P/Sources of an API newer than the package's minimum macOS / iOS outside a scope that guards it.
/// Exit status: 0 clean, 1 findings, 2 the check could not run.
let usage = "usage: check-apple-availability [--package-path P] [--scratch-path S] [--cache-dir C] [--toolchain-bin DIR] [--allow-stale] [--verbose]"

func parseOptions(_ arguments: [String]) throws(CheckError) -> (PackageCheck.Options, verbose: Bool) {
    let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var values: [String: String] = [:]
    var verbose = false
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--package-path", "--scratch-path", "--cache-dir", "--toolchain-bin":
            guard index + 1 < arguments.count else { throw CheckError.usage("\(argument) needs a value\n\(usage)") }
            values[argument] = arguments[index + 1]
            index += 2
        case "--verbose":
            verbose = true
            index += 1
        case "--allow-stale":
            values[argument] = "yes"
            index += 1
        case "-h", "--help":
            throw CheckError.usage(usage)
        default:
            throw CheckError.usage("unknown argument \(argument)\n\(usage)")
        }
    }
    // The index store records real paths: compare with the package's real path.
    let package = URL(fileURLWithPath: values["--package-path"] ?? ".", relativeTo: current).standardizedFileURL
        .resolvingSymlinksInPath()
    let scratch = URL(
        fileURLWithPath: values["--scratch-path"] ?? package.appendingPathComponent(".build").path, relativeTo: current
    ).standardizedFileURL
    let cache = URL(
        fileURLWithPath: values["--cache-dir"] ?? scratch.appendingPathComponent("apple-availability-cache").path,
        relativeTo: current
    ).standardizedFileURL
    var options = PackageCheck.Options(
        packagePath: package, scratchPath: scratch, cacheDirectory: cache,
        toolchainBinDirectory: values["--toolchain-bin"])
    options.allowStale = values["--allow-stale"] != nil
    return (options, verbose)
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

do {
    let (options, verbose) = try parseOptions(Array(CommandLine.arguments.dropFirst()))
    let result = try PackageCheck(options: options).run()
    for finding in result.findings { print(finding) }
    for file in result.unindexedFiles {
        printError("check-apple-availability: warning: \(file) is not in the build's index (not built, or not compiled on this platform): not checked")
    }
    for file in result.staleFiles {
        printError("check-apple-availability: warning: \(file) is newer than its index data; its findings may be off")
    }
    let supported = ApplePlatform.allCases.compactMap { platform in
        result.minimums[platform].map { "\(platform.rawValue) \($0)" }
    }.joined(separator: " / ")
    if verbose {
        printError("check-apple-availability: modules read: \(result.modules.joined(separator: ", "))")
        for use in result.guarded {
            printError("check-apple-availability: guarded: \(use.file):\(use.line):\(use.column): '\(use.api.name)' "
                + "(the enclosing availability scope guarantees \(use.guarantee.summary))")
        }
    }
    printError(
        "check-apple-availability: \(result.findings.count) finding(s) in \(result.fileCount) files "
            + "(\(result.referenceCount) resolved references; the package supports \(supported))")
    exit(result.findings.isEmpty ? 0 : 1)
} catch {
    printError("check-apple-availability: error: \(error)")
    exit(2)
}
