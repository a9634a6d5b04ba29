import Foundation
import PackagePlugin

/// Runs `sdl-codegen` on `spec/MOBILE_API.xml` with the `Templates/` folder before the target
/// compiles. It declares the spec, the folder and each template as inputs and a fixed set of
/// outputs (``OutputLayout``, shared with the generator through a symlink), so a build that
/// changed none of them does not run the generator at all.
@main
struct SDLRPCGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let root = context.package.directoryURL
        let spec = root.appending(path: "spec").appending(path: "MOBILE_API.xml")
        guard FileManager.default.fileExists(atPath: spec.path) else {
            throw GeneratorPluginError(
                "spec/MOBILE_API.xml is missing: run `scripts/setup-spec` (it places and checks the SDL RPC spec 8.0.0) and build again")
        }
        let templates = root.appending(path: "Templates")
        let templateFiles = try FileManager.default.contentsOfDirectory(atPath: templates.path)
            .filter { $0.hasSuffix(".mustache") }
            .sorted()
            .map { templates.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        return [
            .buildCommand(
                displayName: "Generating SDL RPC types from MOBILE_API.xml",
                executable: try context.tool(named: "sdl-codegen").url,
                arguments: ["--spec", spec.path, "--templates", templates.path, "--output", output.path],
                inputFiles: [spec, templates] + templateFiles,
                outputFiles: OutputLayout.fileNames.map { output.appending(path: $0) }
            )
        ]
    }
}

/// A one-line reason the plugin cannot plan the build.
struct GeneratorPluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
