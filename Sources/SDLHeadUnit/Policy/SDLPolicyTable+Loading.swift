import Foundation
import SDLRPC

/// Reading a policy table file in SDL Core's `sdl_preloaded_pt.json` format. Only what the emulator
/// applies is read — `functional_groupings`, `app_policies` (`groups`, `nicknames`, `AppHMIType`, `RequestType`,
/// `RequestSubType`, `priority`, `encryption_required`, `app_services`), `module_config`'s
/// `notifications_per_minute_by_priority` and `subtle_notifications_per_minute_by_priority` (Core's
/// preloaded values when absent; a table with only the first uses it for SubtleAlert too) and
/// `device_data.*.user_consent_records` — and other keys (`consumer_friendly_messages`,
/// `vehicle_data` …) are passed over. A problem is
/// an `invalidPolicyTable` error naming its JSON path, such as
/// `policy_table.app_policies.music-app.groups[1]: no functional group 'Base-9'`.
extension SDLPolicyTable {
    /// Reads a policy table from UTF-8 JSON bytes.
    public init(jsonBytes: some Collection<UInt8>) throws(SDLHeadUnitError) {
        let json: SDLJSONValue
        do {
            json = try SDLJSONParser.parse(jsonBytes)
        } catch {
            throw .invalidPolicyTable("Not valid JSON: \(error)")
        }
        try self.init(json: json)
    }

    /// Reads a policy table from a parsed document (`{"policy_table": {…}}`).
    public init(json: SDLJSONValue) throws(SDLHeadUnitError) {
        let reader = PolicyTableReader()
        let root = try reader.object(json, "")
        let table = try reader.object(root["policy_table"], "policy_table")
        var groups: [String: SDLFunctionalGroup] = [:]
        if let groupings = table["functional_groupings"] {
            for (name, value) in try reader.object(groupings, "policy_table.functional_groupings") {
                groups[name] = try reader.group(value, "policy_table.functional_groupings.\(name)")
            }
        }
        self.init(functionalGroupings: groups)
        if let policies = table["app_policies"] {
            let path = "policy_table.app_policies"
            let entries = try reader.object(policies, path)
            for (appID, value) in entries where value.stringValue == nil {
                appPolicies[appID] = try reader.appPolicy(value, "\(path).\(appID)")
            }
            for (appID, value) in entries {
                guard let reference = value.stringValue else { continue }
                appPolicies[appID] = try referencedPolicy(reference, "\(path).\(appID)")
            }
            for (appID, policy) in appPolicies {
                for (index, name) in policy.groups.enumerated() where group(named: name) == nil {
                    throw .invalidPolicyTable("\(path).\(appID).groups[\(index)]: no functional group '\(name)' in the file or Core's preloaded table")
                }
            }
        }
        if let config = table["module_config"], config != .null {
            let module = try reader.object(config, "policy_table.module_config")
            let key = "notifications_per_minute_by_priority", subtleKey = "subtle_\(key)"
            if let limits = module[key], limits != .null {
                notificationsPerMinuteByPriority = try reader.limits(limits, "policy_table.module_config.\(key)")
                subtleNotificationsPerMinuteByPriority = nil
            }
            if let limits = module[subtleKey], limits != .null {
                subtleNotificationsPerMinuteByPriority = try reader.limits(limits, "policy_table.module_config.\(subtleKey)")
            }
        }
        if let devices = table["device_data"] {
            userConsent = try reader.consent(devices, "policy_table.device_data")
        }
    }

    /// An app entry given as a string: another entry's name (`default`, `pre_DataConsent`, `device`),
    /// or `null` — a revoked app, which gets no group.
    private func referencedPolicy(_ reference: String, _ path: String) throws(SDLHeadUnitError) -> SDLAppPolicy {
        if reference == "null" { return SDLAppPolicy(groups: []) }
        guard let policy = appPolicies[reference] ?? Self.corePreloaded.appPolicies[reference] else {
            throw .invalidPolicyTable("\(path): '\(reference)' names no app entry (default, pre_DataConsent or device)")
        }
        return policy
    }

    /// The policy table in the JSON file at `path`.
    public static func load(file path: String) throws(SDLHeadUnitError) -> SDLPolicyTable {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .invalidPolicyTable("Cannot read the policy table file '\(path)'")
        }
        do {
            return try SDLPolicyTable(jsonBytes: Array(data))
        } catch {
            throw .invalidPolicyTable("\(path): \(error.message)")
        }
    }
}

extension SDLHeadUnitError {
    static func invalidPolicyTable(_ message: String) -> SDLHeadUnitError {
        SDLHeadUnitError(code: "invalidPolicyTable", message: message)
    }
}

/// Reads the parts of a policy table, each problem named by its JSON path.
private struct PolicyTableReader {
    static let hmiLevels: Set<String> = ["BACKGROUND", "FULL", "LIMITED", "NONE"]
    /// The policy table's `Priority` values.
    static let priorities: Set<String> = ["EMERGENCY", "NAVIGATION", "VOICECOM", "COMMUNICATION", "NORMAL", "NONE", "PROJECTION"]

    /// A `*_per_minute_by_priority` map of `module_config`: priority → a count from 0 to 255.
    func limits(_ value: SDLJSONValue, _ path: String) throws(SDLHeadUnitError) -> [String: Int] {
        var limits: [String: Int] = [:]
        for (priority, count) in try object(value, path) {
            guard Self.priorities.contains(priority) else {
                throw .invalidPolicyTable("\(path).\(priority): not a priority (\(Self.priorities.sorted().joined(separator: ", ")))")
            }
            guard let number = count.intValue, (0...255).contains(number) else {
                throw .invalidPolicyTable("\(path).\(priority): must be an integer from 0 to 255, got \(count.intValue.map(String.init) ?? count.typeName)")
            }
            limits[priority] = number
        }
        return limits
    }

    func object(_ value: SDLJSONValue?, _ path: String) throws(SDLHeadUnitError) -> SDLJSONObject {
        guard let value else { throw .invalidPolicyTable("\(path.isEmpty ? "the document" : path): missing") }
        guard let object = value.objectValue else {
            throw .invalidPolicyTable("\(path.isEmpty ? "the document" : path): must be an object, got \(value.typeName)")
        }
        return object
    }

    func strings(_ value: SDLJSONValue, _ path: String) throws(SDLHeadUnitError) -> [String] {
        guard let array = value.arrayValue else { throw .invalidPolicyTable("\(path): must be an array of strings, got \(value.typeName)") }
        var strings: [String] = []
        for (index, element) in array.enumerated() {
            guard let text = element.stringValue else {
                throw .invalidPolicyTable("\(path)[\(index)]: must be a string, got \(element.typeName)")
            }
            strings.append(text)
        }
        return strings
    }

    func optionalStrings(_ value: SDLJSONValue?, _ path: String) throws(SDLHeadUnitError) -> [String]? {
        guard let value, value != .null else { return nil }
        return try strings(value, path)
    }

    func bool(_ value: SDLJSONValue?, _ path: String) throws(SDLHeadUnitError) -> Bool? {
        guard let value, value != .null else { return nil }
        guard let flag = value.boolValue else { throw .invalidPolicyTable("\(path): must be true or false, got \(value.typeName)") }
        return flag
    }

    /// `functional_groupings.<name>`: `rpcs` (an object, or null for none), `user_consent_prompt`, `encryption_required`.
    func group(_ value: SDLJSONValue, _ path: String) throws(SDLHeadUnitError) -> SDLFunctionalGroup {
        let object = try self.object(value, path)
        var rpcs: [String: SDLFunctionalGroup.RPC] = [:]
        if let list = object["rpcs"], list != .null {
            for (rpc, entry) in try self.object(list, "\(path).rpcs") {
                let rpcPath = "\(path).rpcs.\(rpc)"
                let fields = try self.object(entry, rpcPath)
                let levels = try strings(fields["hmi_levels"] ?? .array([]), "\(rpcPath).hmi_levels")
                if let index = levels.firstIndex(where: { !Self.hmiLevels.contains($0) }) {
                    throw .invalidPolicyTable("\(rpcPath).hmi_levels[\(index)]: '\(levels[index])' is not an HMI level (BACKGROUND, FULL, LIMITED, NONE)")
                }
                rpcs[rpc] = SDLFunctionalGroup.RPC(hmiLevels: levels, parameters: try optionalStrings(fields["parameters"], "\(rpcPath).parameters"))
            }
        }
        var prompt: String?
        if let value = object["user_consent_prompt"], value != .null {
            guard let text = value.stringValue else {
                throw .invalidPolicyTable("\(path).user_consent_prompt: must be a string, got \(value.typeName)")
            }
            prompt = text
        }
        return SDLFunctionalGroup(rpcs: rpcs, userConsentPrompt: prompt,
                                  encryptionRequired: try bool(object["encryption_required"], "\(path).encryption_required"))
    }

    /// `app_policies.<app ID>` given as an object (or `null`: a revoked app).
    func appPolicy(_ value: SDLJSONValue, _ path: String) throws(SDLHeadUnitError) -> SDLAppPolicy {
        if value == .null { return SDLAppPolicy(groups: []) }
        let object = try self.object(value, path)
        guard let groups = object["groups"] else { throw .invalidPolicyTable("\(path).groups: missing") }
        var policy = SDLAppPolicy(
            groups: try strings(groups, "\(path).groups"),
            appHMITypes: try optionalStrings(object["AppHMIType"], "\(path).AppHMIType"),
            requestTypes: try optionalStrings(object["RequestType"], "\(path).RequestType"),
            encryptionRequired: try bool(object["encryption_required"], "\(path).encryption_required"))
        policy.nicknames = try optionalStrings(object["nicknames"], "\(path).nicknames")
        policy.requestSubTypes = try optionalStrings(object["RequestSubType"], "\(path).RequestSubType")
        if let priority = object["priority"], priority != .null {
            guard let text = priority.stringValue, Self.priorities.contains(text) else {
                throw .invalidPolicyTable("\(path).priority: must be one of \(Self.priorities.sorted().joined(separator: ", ")), got \(priority.stringValue.map { "'\($0)'" } ?? priority.typeName)")
            }
            policy.priority = text
        }
        if let services = object["app_services"], services != .null {
            for (type, entry) in try self.object(services, "\(path).app_services") {
                policy.appServices[type] = try service(entry, "\(path).app_services.\(type)")
            }
        }
        return policy
    }

    /// `app_services.<TYPE>`: `service_names` and `handled_rpcs` (`[{"function_id": 39}]`).
    func service(_ value: SDLJSONValue, _ path: String) throws(SDLHeadUnitError) -> SDLAppServicePolicy.Service {
        let object = try self.object(value, path)
        var handled: [Int] = []
        if let list = object["handled_rpcs"], list != .null {
            guard let entries = list.arrayValue else {
                throw .invalidPolicyTable("\(path).handled_rpcs: must be an array, got \(list.typeName)")
            }
            for (index, entry) in entries.enumerated() {
                guard let id = entry.objectValue?["function_id"]?.intValue else {
                    throw .invalidPolicyTable("\(path).handled_rpcs[\(index)]: must be {\"function_id\": INTEGER}")
                }
                handled.append(id)
            }
        }
        return SDLAppServicePolicy.Service(serviceNames: try optionalStrings(object["service_names"], "\(path).service_names"),
                                           handledRPCs: handled)
    }

    /// `device_data.<device>.user_consent_records.<app ID>.consent_groups`, every device's merged.
    func consent(_ value: SDLJSONValue, _ path: String) throws(SDLHeadUnitError) -> [String: [String: Bool]] {
        var consent: [String: [String: Bool]] = [:]
        for (device, entry) in try object(value, path) {
            let devicePath = "\(path).\(device)"
            guard let records = try object(entry, devicePath)["user_consent_records"], records != .null else { continue }
            for (appID, record) in try object(records, "\(devicePath).user_consent_records") {
                let recordPath = "\(devicePath).user_consent_records.\(appID)"
                guard let groups = try object(record, recordPath)["consent_groups"], groups != .null else { continue }
                for (group, answer) in try object(groups, "\(recordPath).consent_groups") {
                    guard let granted = answer.boolValue else {
                        throw .invalidPolicyTable("\(recordPath).consent_groups.\(group): must be true or false, got \(answer.typeName)")
                    }
                    consent[appID, default: [:]][group] = granted
                }
            }
        }
        return consent
    }
}
