import CLibXML2

/// A read-only view of one element of an ``XMLDocument``: its name, line, attributes, child
/// elements and text. It keeps its document alive.
struct XMLElement {
    let node: xmlNodePtr
    let document: XMLDocument

    /// The tag name.
    var name: String { String(cString: node.pointee.name) }

    /// Where the element starts, as libxml2 records it.
    var location: SourceLocation {
        SourceLocation(file: document.fileName, line: Int(xmlGetLineNo(node)))
    }

    /// The attributes in document order, as (name, value) pairs.
    var attributes: [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = String(cString: current.pointee.name)
            var value = ""
            // The common case is one text child: read it in place, with no copy through malloc.
            if let child = current.pointee.children, child.pointee.next == nil, child.pointee.type == XML_TEXT_NODE,
               let content = child.pointee.content {
                value = String(cString: content)
            } else if let text = xmlNodeListGetString(document.pointer, current.pointee.children, 1) {
                value = String(cString: text)
                sdl_xml_free(text)
            }
            result.append((name, value))
            attribute = current.pointee.next
        }
        return result
    }

    /// The child elements in document order (text, comments and processing instructions skipped).
    var children: [XMLElement] {
        var result: [XMLElement] = []
        var child = node.pointee.children
        while let current = child {
            if current.pointee.type == XML_ELEMENT_NODE {
                result.append(XMLElement(node: current, document: document))
            }
            child = current.pointee.next
        }
        return result
    }

    /// All text inside the element, with runs of white space folded to one space and trimmed.
    var foldedText: String {
        guard let content = xmlNodeGetContent(node) else { return "" }
        defer { sdl_xml_free(content) }
        // Fold on bytes: XML white space is space, tab, CR and LF, all ASCII.
        var folded: [UInt8] = []
        var pendingSpace = false
        var pointer = content
        while pointer.pointee != 0 {
            let byte = pointer.pointee
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                pendingSpace = !folded.isEmpty
            } else {
                if pendingSpace { folded.append(0x20) }
                pendingSpace = false
                folded.append(byte)
            }
            pointer += 1
        }
        return String(decoding: folded, as: UTF8.self)
    }
}
