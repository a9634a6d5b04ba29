/// Core's `MessageHelper::VerifyImage` (§D.6) as far as the message decides it: the image's
/// `value` must pass Core's string check, else INVALID_DATA without info (a DYNAMIC file that is
/// not there is the app's state and only turns SUCCESS into WARNINGS).
extension CoreCommandRules {
    /// Checks the image at `key` of `object` (at `path`), if there is one.
    mutating func image(_ object: SDLJSONObject, _ key: String, at path: SDLJSONPath = .root, rule: String,
                        stage: SDLCoreRuleStage = .beforeAppState) {
        imageValue(object, key, at: path, rule: rule, stage: stage)
    }
}
