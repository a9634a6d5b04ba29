import Foundation
import PackagePlugin

/// Runs `sdl-codegen` on the SDL RPC spec with the `Templates/` folder before the target
/// compiles. The spec is `spec/MOBILE_API.xml` in this package, else the file named by
/// `SDL_RPC_SPEC` (``SpecLocation``, shared with the generator through a symlink). It declares the
/// spec, the folder and each template as inputs and a fixed set of outputs (``OutputLayout``,
/// shared the same way), so a build that changed none of them does not run the generator at all.
/// With no spec it plans a command that prints ``SpecLocation/NotFound``'s one line and fails.
@main
struct SDLRPCGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = context.package.directoryURL
        let codegen = try context.tool(named: "sdl-codegen").url
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        let outputFiles = OutputLayout.fileNames.map { output.appending(path: $0) }
        let spec: URL
        switch SpecLocation.find(
            packageDirectory: root.path,
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            isFile: Self.isFile
        ) {
        case .success(let found):
            spec = URL(fileURLWithPath: found.path)
        case .failure(let notFound):
            // Not thrown: SwiftPM may plan twice in one `swift build` (it re-plans when an earlier
            // build's plan exists) and prints a planning error each time. A command that prints
            // the line and fails runs once per build, and stops the build before SDLRPC compiles.
            return [
                .buildCommand(
                    displayName: "Generating SDL RPC types: no spec",
                    executable: codegen,
                    arguments: ["--spec", root.appending(path: SpecLocation.packagePath).path, "--no-spec-error", notFound.description],
                    inputFiles: [],
                    outputFiles: outputFiles
                )
            ]
        }
        let templates = root.appending(path: "Templates")
        let templateFiles = try FileManager.default.contentsOfDirectory(atPath: templates.path)
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
            .map { templates.appending(path: $0) }
        return [
            .buildCommand(
                displayName: "Generating SDL RPC types from \(spec.lastPathComponent)",
                executable: codegen,
                arguments: ["--spec", spec.path, "--templates", templates.path, "--output", output.path],
                inputFiles: [spec, templates] + templateFiles,
                outputFiles: outputFiles
            )
        ]
    }

    /// Whether `path` is a regular file (following links).
    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}

