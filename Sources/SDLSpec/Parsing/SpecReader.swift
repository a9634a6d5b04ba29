/// Turns the libxml2 tree of a spec into the ``SpecInterface`` model, item by item, collecting a
/// diagnostic for every malformed attribute or unexpected element instead of stopping at the first.
struct SpecReader {
    var diagnostics: [SpecDiagnostic] = []

    /// Reads the document's `<interface>`.
    mutating func readInterface(_ root: XMLElement, fileName: String) -> SpecInterface {
        var interface = SpecInterface(name: "", fileName: fileName)
        guard root.name == "interface" else {
            diagnostics.append(SpecDiagnostic(.error, "the root element must be <interface>, not <\(root.name)>", at: root.location))
            return interface
        }
        var attributes = AttributeReader(root)
        interface.name = attributes.required("name", into: &diagnostics) ?? ""
        interface.version = attributes.version("version", into: &diagnostics)
        interface.minVersion = attributes.version("minVersion", into: &diagnostics)
        interface.date = attributes.string("date")
        diagnostics += attributes.unknownAttributes()
        // The two halves of the document (by line) are read side by side, each by a reader of its
        // own, and joined in document order: items and diagnostics come out as one reader's would.
        // Reading the tree only reads libxml2's nodes, so two threads may walk it at once.
        let children = root.children
        let halves = Self.halves(children)
        let shared = UncheckedSendable((children, halves))
        let parts = ParallelMap.run(count: halves.count) { half in
            var reader = SpecReader()
            var part = SpecInterface(name: "", fileName: fileName)
            for child in shared.value.0[shared.value.1[half]] { reader.readTopLevel(child, into: &part) }
            return UncheckedSendable((part, reader.diagnostics))
        }
        for part in parts {
            interface.enums += part.value.0.enums
            interface.structs += part.value.0.structs
            interface.functions += part.value.0.functions
            diagnostics += part.value.1
        }
        return interface
    }

    /// `children` cut in two at the middle line of the document (one part when there are few).
    private static func halves(_ children: [XMLElement]) -> [Range<Int>] {
        guard children.count >= 8, let first = children.first?.location.line, let last = children.last?.location.line else {
            return [0..<children.count]
        }
        let middle = first + (last - first) / 2
        let cut = children.firstIndex { $0.location.line >= middle } ?? children.count
        return [0..<cut, cut..<children.count]
    }

    /// Reads one child of `<interface>` into `interface`.
    private mutating func readTopLevel(_ child: XMLElement, into interface: inout SpecInterface) {
        switch child.name {
        case "enum": interface.enums.append(readEnum(child, inHistory: false))
        case "struct": interface.structs.append(readStruct(child, inHistory: false))
        case "function":
            if let function = readFunction(child, inHistory: false) { interface.functions.append(function) }
        case "description", "designdescription", "issue": return
        default: unexpected(child, in: "interface")
        }
    }

    mutating func readEnum(_ element: XMLElement, inHistory: Bool) -> SpecEnum {
        var attributes = AttributeReader(element)
        var result = SpecEnum(name: attributes.required("name", into: &diagnostics) ?? "", location: element.location)
        result.availability = attributes.availability(inHistory: inHistory, into: &diagnostics)
        result.internalScope = attributes.string("internal_scope")
        result.platform = attributes.string("platform")
        _ = attributes.string("scope")
        diagnostics += attributes.unknownAttributes()
        for child in element.children {
            switch child.name {
            case "element": result.elements.append(readElement(child, inHistory: false))
            case "history": result.history += readHistory(child, of: "enum") { $0.readEnum($1, inHistory: true) }
            default: readDocumentation(child, into: &result.documentation, in: "enum")
            }
        }
        checkHistoryRules(result.availability, hasHistory: !result.history.isEmpty, at: element)
        return result
    }

    mutating func readElement(_ element: XMLElement, inHistory: Bool) -> SpecEnumElement {
        var attributes = AttributeReader(element)
        var result = SpecEnumElement(name: attributes.required("name", into: &diagnostics) ?? "", location: element.location)
        result.internalName = attributes.string("internal_name")
        result.value = attributes.integer("value", into: &diagnostics)
        result.hexValue = attributes.string("hexvalue")
        result.isRootScreen = attributes.bool("rootscreen", into: &diagnostics) ?? false
        result.availability = attributes.availability(inHistory: inHistory, into: &diagnostics)
        _ = attributes.string("scope")
        diagnostics += attributes.unknownAttributes()
        if let hex = result.hexValue {
            checkHexValue(hex, matches: result.value, at: element.location)
        }
        for child in element.children {
            switch child.name {
            case "history": result.history += readHistory(child, of: "element") { $0.readElement($1, inHistory: true) }
            default: readDocumentation(child, into: &result.documentation, in: "element")
            }
        }
        checkHistoryRules(result.availability, hasHistory: !result.history.isEmpty, at: element)
        return result
    }

    mutating func readStruct(_ element: XMLElement, inHistory: Bool) -> SpecStruct {
        var attributes = AttributeReader(element)
        var result = SpecStruct(name: attributes.required("name", into: &diagnostics) ?? "", location: element.location)
        result.availability = attributes.availability(inHistory: inHistory, into: &diagnostics)
        _ = attributes.string("scope")
        diagnostics += attributes.unknownAttributes()
        for child in element.children {
            switch child.name {
            case "param": result.params.append(readParam(child, inHistory: false))
            case "history": result.history += readHistory(child, of: "struct") { $0.readStruct($1, inHistory: true) }
            default: readDocumentation(child, into: &result.documentation, in: "struct")
            }
        }
        checkHistoryRules(result.availability, hasHistory: !result.history.isEmpty, at: element)
        return result
    }

    mutating func readFunction(_ element: XMLElement, inHistory: Bool) -> SpecFunction? {
        var attributes = AttributeReader(element)
        let name = attributes.required("name", into: &diagnostics)
        let functionID = attributes.required("functionID", into: &diagnostics)
        let rawType = attributes.required("messagetype", into: &diagnostics)
        let availability = attributes.availability(inHistory: inHistory, into: &diagnostics)
        _ = attributes.string("scope")
        diagnostics += attributes.unknownAttributes()
        var messageType: SpecMessageType?
        if let rawType {
            messageType = SpecMessageType(rawValue: rawType)
            if messageType == nil {
                diagnostics.append(SpecDiagnostic(
                    .error, "attribute 'messagetype' of <function> must be request, response or notification, not '\(rawType)'",
                    at: element.location))
            }
        }
        var result = SpecFunction(
            name: name ?? "", functionID: functionID ?? "", messageType: messageType ?? .request,
            availability: availability, location: element.location)
        for child in element.children {
            switch child.name {
            case "param": result.params.append(readParam(child, inHistory: false))
            case "history":
                result.history += readHistory(child, of: "function") { $0.readFunction($1, inHistory: true) }.compactMap { $0 }
            default: readDocumentation(child, into: &result.documentation, in: "function")
            }
        }
        checkHistoryRules(availability, hasHistory: !result.history.isEmpty, at: element)
        guard name != nil, functionID != nil, messageType != nil else { return nil }
        return result
    }

    mutating func readParam(_ element: XMLElement, inHistory: Bool) -> SpecParam {
        var attributes = AttributeReader(element)
        let name = attributes.required("name", into: &diagnostics) ?? ""
        let type = attributes.required("type", into: &diagnostics).map(SpecParamType.init(attribute:)) ?? .string
        let mandatory = attributes.required("mandatory", into: &diagnostics) != nil
            ? attributes.bool("mandatory", into: &diagnostics) ?? false : false
        var result = SpecParam(name: name, type: type, isMandatory: mandatory, location: element.location)
        result.isArray = attributes.bool("array", into: &diagnostics) ?? false
        result.minValue = attributes.number("minvalue", into: &diagnostics)
        result.maxValue = attributes.number("maxvalue", into: &diagnostics)
        result.minLength = attributes.count("minlength", into: &diagnostics)
        result.maxLength = attributes.count("maxlength", into: &diagnostics)
        result.minSize = attributes.count("minsize", into: &diagnostics)
        result.maxSize = attributes.count("maxsize", into: &diagnostics)
        result.defaultValue = attributes.string("defvalue")
        result.availability = attributes.availability(inHistory: inHistory, into: &diagnostics)
        result.platform = attributes.string("platform")
        _ = attributes.string("scope")
        diagnostics += attributes.unknownAttributes()
        for child in element.children {
            switch child.name {
            case "element": result.enumSubset.append(readSubsetElement(child))
            case "history": result.history += readHistory(child, of: "param") { $0.readParam($1, inHistory: true) }
            default: readDocumentation(child, into: &result.documentation, in: "param")
            }
        }
        checkHistoryRules(result.availability, hasHistory: !result.history.isEmpty, at: element)
        return result
    }

    /// An `<element>` inside a `<param>`: only `name` is allowed there.
    private mutating func readSubsetElement(_ element: XMLElement) -> String {
        var attributes = AttributeReader(element)
        let name = attributes.required("name", into: &diagnostics) ?? ""
        for extra in attributes.unknownAttributeNames() {
            diagnostics.append(SpecDiagnostic(
                .error, "attribute '\(extra)' is not allowed on an <element> that restricts a param (only 'name')",
                at: element.location))
        }
        return name
    }

    /// A `<history>`: at most one per item, holding only items of the parent's own tag.
    private mutating func readHistory<Item>(
        _ history: XMLElement, of tag: String, reading read: (inout SpecReader, XMLElement) -> Item
    ) -> [Item] {
        var items: [Item] = []
        for child in history.children {
            if child.name == tag {
                items.append(read(&self, child))
            } else {
                diagnostics.append(SpecDiagnostic(
                    .error, "<history> of <\(tag)> may hold only <\(tag)> items, not <\(child.name)>", at: child.location))
            }
        }
        return items
    }

    private mutating func readDocumentation(_ child: XMLElement, into documentation: inout Documentation, in parent: String) {
        switch child.name {
        case "description", "designdescription": documentation.descriptions.append(child.foldedText)
        case "issue": break
        case "warning": documentation.warnings.append(child.foldedText)
        case "todo": documentation.todos.append(child.foldedText)
        default: unexpected(child, in: parent)
        }
    }

    private mutating func unexpected(_ child: XMLElement, in parent: String) {
        diagnostics.append(SpecDiagnostic(.error, "unexpected <\(child.name)> inside <\(parent)>", at: child.location))
    }

    /// rpc_spec's rule that an item with a history says since when its current definition holds.
    /// (`until` on a current item is allowed: 7.0.0 and later end enum elements that way.)
    private mutating func checkHistoryRules(_ availability: Availability, hasHistory: Bool, at element: XMLElement) {
        for extra in element.children.filter({ $0.name == "history" }).dropFirst() {
            diagnostics.append(SpecDiagnostic(.error, "<\(element.name)> may have only one <history>", at: extra.location))
        }
        if hasHistory, availability.since == nil {
            diagnostics.append(SpecDiagnostic(.error, "<\(element.name)> has a <history> but no 'since'", at: element.location))
        }
    }

    private mutating func checkHexValue(_ hex: String, matches value: Int?, at location: SourceLocation) {
        let digits = hex.hasPrefix("0x") || hex.hasPrefix("0X") ? String(hex.dropFirst(2)) : hex
        guard let parsed = Int(digits, radix: 16) else {
            diagnostics.append(SpecDiagnostic(.error, "attribute 'hexvalue' of <element> is not hexadecimal: '\(hex)'", at: location))
            return
        }
        if let value, value != parsed {
            diagnostics.append(SpecDiagnostic(.error, "hexvalue \(hex) does not equal value \(value)", at: location))
        }
    }
}

