import Foundation

/// `sdl-bench [--spec FILE] [--templates DIR] [--runs N]` — run it in release mode:
/// `swift run -c release sdl-bench`.
@main
enum SDLBench {
    static func main() {
        var spec = "spec/MOBILE_API.xml"
        var templates = "Templates"
        var runs = 15
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--spec": spec = arguments.next() ?? spec
            case "--templates": templates = arguments.next() ?? templates
            case "--runs": runs = arguments.next().flatMap(Int.init).map { max($0, 1) } ?? runs
            default:
                FileHandle.standardError.write(Data("usage: sdl-bench [--spec FILE] [--templates DIR] [--runs N]\n".utf8))
                exit(64)
            }
        }
        #if DEBUG
        print("warning: this is a debug build; run `swift run -c release sdl-bench` for real figures")
        #endif
        do {
            try GeneratorBenchmark(specPath: spec, templatesPath: templates, runs: runs).run()
        } catch {
            FileHandle.standardError.write(Data("sdl-bench: error: \(error)\n".utf8))
            exit(1)
        }
    }
}
