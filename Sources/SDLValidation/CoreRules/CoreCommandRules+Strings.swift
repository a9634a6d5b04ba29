/// Core's string checks (`CheckSyntax`, `IsWhiteSpaceExist`, `VerifyString`, §D.6) applied to
/// chosen fields: each refusal is rule `<Function>.<rule>` with the result and info given.
extension CoreCommandRules {
    /// Checks the string values of `keys` in `object` (at `path`).
    /// - Parameter onlyIfNonEmpty: skip empty strings (Core's checks that test `length() > 0` first).
    mutating func strings(_ object: SDLJSONObject, _ keys: [String], at path: SDLJSONPath, onlyIfNonEmpty: Bool = false,
                          rule: String = "whitespace", info: String? = nil, stage: SDLCoreRuleStage = .beforeAppState) {
        for key in keys {
            guard case .string(let text)? = object[key], !(onlyIfNonEmpty && text.isEmpty) else { continue }
            verify(text, path.appending(key: key), rule: rule, info: info, stage: stage)
        }
    }

    /// Checks every string of the array at `key`.
    mutating func stringArray(_ parameters: SDLJSONObject, _ key: String, at path: SDLJSONPath = .root, onlyIfNonEmpty: Bool = false,
                              rule: String = "whitespace", info: String? = nil, stage: SDLCoreRuleStage = .beforeAppState) {
        for (index, item) in (parameters[key]?.arrayValue ?? []).enumerated() {
            guard case .string(let text) = item, !(onlyIfNonEmpty && text.isEmpty) else { continue }
            verify(text, path.appending(key: key).appending(index: index), rule: rule, info: info, stage: stage)
        }
    }

    /// The `text` of each TTS chunk at `key`, checked only when non-empty (Core skips empty chunk texts).
    mutating func chunkTexts(_ parameters: SDLJSONObject, _ key: String, rule: String = "whitespace", info: String? = nil,
                             stage: SDLCoreRuleStage = .beforeAppState) {
        for (index, item) in (parameters[key]?.arrayValue ?? []).enumerated() {
            guard let chunk = item.objectValue else { continue }
            strings(chunk, ["text"], at: SDLJSONPath.root.appending(key: key).appending(index: index), onlyIfNonEmpty: true,
                    rule: rule, info: info, stage: stage)
        }
    }

    /// Refuses `text` at `path` when Core's string check does.
    mutating func verify(_ text: String, _ path: SDLJSONPath, rule: String = "whitespace", info: String? = nil,
                         stage: SDLCoreRuleStage = .beforeAppState) {
        if let problem = CoreStringCheck.problem(text) {
            reject("\(function).\(rule)", at: path, "\(problem) (Core's string check refuses it)", info: info, stage: stage)
        }
    }
}
