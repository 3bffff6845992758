import CXML2

/// A libxml2 parse error in scenec's words: what is wrong in the file and how to write it,
/// chosen by libxml2's error code and the names it reports (`str1`, `str2`, `int1`), never its
/// English text. Only the first error of a parse is shown: after a fatal error libxml2 keeps
/// scanning and reports what follows from it (a mismatched tag, then the end of the file),
/// which would repeat one mistake in several words.
package struct XMLSyntaxMessage {
    package var code: Int32
    /// The names libxml2 attaches to some errors: the open element's name and line of a
    /// mismatched end tag, the attribute written twice.
    package var first: String?
    package var second: String?
    package var number: Int32

    /// The message, in scenec's words; an error without a phrase of its own says the file is
    /// not well-formed XML at this place and gives libxml2's code, so it can still be looked up.
    package var text: String {
        let name = first.map { "<\($0)>" } ?? "an element"
        switch xmlParserErrors(rawValue: UInt32(code)) {
        case XML_ERR_DOCUMENT_EMPTY: return "the file holds no element; a scene starts with <scene>"
        case XML_ERR_DOCUMENT_END: return "content after the end of the root element; a file holds one root element"
        case XML_ERR_TAG_NAME_MISMATCH:
            return "the end tag </\(second ?? "?")> does not match \(name), opened on line \(number)"
        case XML_ERR_TAG_NOT_FINISHED: return "the file ends before \(name), opened on line \(number), is closed"
        case XML_ERR_GT_REQUIRED: return "the tag is not closed with '>'"
        case XML_ERR_LTSLASH_REQUIRED: return "an end tag '</…>' is expected here"
        case XML_ERR_NAME_REQUIRED: return "a name is expected here (after '<', or after '&': write &amp; for a literal '&')"
        case XML_ERR_ATTRIBUTE_NOT_STARTED: return "an attribute value must be in quotes: name=\"value\""
        case XML_ERR_ATTRIBUTE_NOT_FINISHED: return "the attribute value is not closed with its quote"
        case XML_ERR_ATTRIBUTE_WITHOUT_VALUE: return "the attribute \(first.map { "'\($0)' " } ?? "")has no value: write name=\"value\""
        case XML_ERR_ATTRIBUTE_REDEFINED: return "the attribute \(first.map { "'\($0)' " } ?? "")is written twice on this element"
        case XML_ERR_LT_IN_ATTRIBUTE: return "'<' is not allowed in an attribute value; write &lt;"
        // libxml2 names the target of a processing instruction that lacks its space, and
        // nothing for a tag's attributes or the XML declaration.
        case XML_ERR_SPACE_REQUIRED:
            return first.map { "the processing instruction '<?\($0)' needs a space after its name" } ?? "a space is needed here, between attributes"
        case XML_ERR_NO_MEMORY: return "libxml2 ran out of memory reading the file"
        case XML_ERR_LT_REQUIRED: return "an element '<…>' is expected here"
        case XML_ERR_UNDECLARED_ENTITY, XML_WAR_UNDECLARED_ENTITY:
            return "'&\(first ?? "");' is not an entity XML defines; write &amp; for '&'"
        case XML_ERR_ENTITYREF_SEMICOL_MISSING, XML_ERR_ENTITYREF_NO_NAME:
            return "'&' starts an entity reference; write &amp; for a literal '&'"
        case XML_ERR_INVALID_CHARREF, XML_ERR_INVALID_DEC_CHARREF, XML_ERR_INVALID_HEX_CHARREF:
            return "the character reference names a character XML does not allow"
        // libxml2 gives the character's value, when it has one.
        case XML_ERR_INVALID_CHAR:
            guard number > 0, let scalar = Unicode.Scalar(UInt32(number)) else { return "a character XML does not allow" }
            let kind = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "a control character" : "a noncharacter"
            return "a character XML does not allow: U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)), \(kind)"
        case XML_ERR_COMMENT_NOT_FINISHED: return "the comment is not closed with '-->'"
        case XML_ERR_HYPHEN_IN_COMMENT: return "'--' is not allowed inside a comment"
        case XML_ERR_CDATA_NOT_FINISHED: return "the CDATA section is not closed with ']]>'"
        case XML_ERR_MISPLACED_CDATA_END: return "']]>' is not allowed in text; write ]]&gt;"
        case XML_ERR_PI_NOT_STARTED, XML_ERR_PI_NOT_FINISHED: return "the processing instruction '<?…?>' is not closed with '?>'"
        case XML_ERR_RESERVED_XML_NAME: return "the XML declaration '<?xml …?>' may only open the file"
        case XML_ERR_STRING_NOT_STARTED, XML_ERR_STRING_NOT_CLOSED: return "a quoted value is expected here, or its quote is not closed"
        case XML_ERR_VERSION_MISSING: return "the XML declaration needs a version: <?xml version=\"1.0\"?>"
        case XML_ERR_UNSUPPORTED_ENCODING, XML_ERR_UNKNOWN_ENCODING, XML_ERR_INVALID_ENCODING:
            return "scene files are UTF-8; this one declares or uses another encoding"
        case XML_NS_ERR_UNDEFINED_NAMESPACE: return "the namespace prefix \(first.map { "'\($0)' " } ?? "")is not declared"
        case XML_NS_ERR_QNAME: return "the name has more than one ':'"
        case XML_ERR_NOT_WELL_BALANCED: return "the elements are not closed in the order they were opened"
        case XML_ERR_EXT_ENTITY_STANDALONE, XML_ERR_ENTITY_LOOP, XML_ERR_ENTITY_PE_INTERNAL:
            return "entity references are not allowed in a scene file"
        default: return "the file is not well-formed XML here (libxml2 error \(code))"
        }
    }
}

extension String {
    /// The string with zeros before it up to `width` characters, as code points are written.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
