import Geometry
import SceneModel
import Typesetting

extension SceneSchema {
    /// The scene format as an XML Schema (XSD 1.0), so editors with XML support complete and
    /// check scene files; `scenec schema` prints it and docs/scene.xsd is a copy a test keeps
    /// equal.
    ///
    /// Why it is printed from `elements` rather than written by hand: the front end validates
    /// against `elements`, so the schema cannot fall out of step. Values are checked by the
    /// schema only where they are a closed set of words (`true`/`false`, stack and text
    /// enumerations), which is what completion needs; anything may also be a `{parameter}`
    /// inside a component. Everything else is the front end's to judge, with better words.
    public static var xmlSchema: String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- The scene format of scenec, printed by `scenec schema` (do not edit: docs/scene.xsd is
                 checked against it). docs/SceneFormat.md describes every element and attribute. -->
            <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified">

              <!-- A value that names a component parameter, such as "{title}". -->
              <xs:simpleType name="parameter">
                <xs:restriction base="xs:string">
                  <xs:pattern value=".*\\{[A-Za-z_][A-Za-z0-9_]*\\}.*"/>
                </xs:restriction>
              </xs:simpleType>

            """
        for (kind, words) in enumerations {
            out += "  <xs:simpleType name=\"\(typeName(kind))\">\n"
            out += "    <xs:union memberTypes=\"parameter\">\n"
            out += "      <xs:simpleType>\n        <xs:restriction base=\"xs:string\">\n"
            for word in words { out += "          <xs:enumeration value=\"\(word)\"/>\n" }
            out += "        </xs:restriction>\n      </xs:simpleType>\n    </xs:union>\n  </xs:simpleType>\n"
        }
        for element in elements {
            out += "\n  <xs:element name=\"\(element.name)\">\n"
            if element.name == "constraint" {
                // The constraint itself is the element's text.
                out += "    <xs:complexType>\n      <xs:simpleContent>\n        <xs:extension base=\"xs:string\">\n"
                for attribute in element.attributes { out += "          " + declaration(attribute) + "\n" }
                out += "        </xs:extension>\n      </xs:simpleContent>\n    </xs:complexType>\n  </xs:element>\n"
                continue
            }
            out += "    <xs:complexType>\n"
            if !element.children.isEmpty {
                out += "      <xs:choice minOccurs=\"0\" maxOccurs=\"unbounded\">\n"
                for child in element.children { out += "        <xs:element ref=\"\(child)\"/>\n" }
                out += "      </xs:choice>\n"
            }
            for attribute in element.attributes { out += "      " + declaration(attribute) + "\n" }
            if element.name == "use" {
                out += "      <!-- and one attribute per parameter of the component -->\n"
                out += "      <xs:anyAttribute processContents=\"skip\"/>\n"
            }
            out += "    </xs:complexType>\n  </xs:element>\n"
        }
        return out + "</xs:schema>\n"
    }

    /// The closed sets of words, by value kind, in a fixed order.
    private static var enumerations: [(ValueKind, [String])] {
        [
            (.bool, ["true", "false"]),
            (.axis, StackProperties.Axis.allCases.map(\.rawValue)),
            (.distribution, StackProperties.Distribution.allCases.map(\.rawValue)),
            (.stackAlignment, StackProperties.Alignment.allCases.map(\.rawValue)),
            (.textAlignment, TextContent.Alignment.allCases.map(\.rawValue)),
            (.lineBreakMode, LineBreakMode.allCases.map(\.rawValue)),
            (.gradientType, GradientLayerProperties.GradientType.allCases.map(\.rawValue)),
            (.fillRule, ShapeLayerProperties.FillRule.allCases.map(\.rawValue)),
            (.lineCap, ShapeLayerProperties.LineCap.allCases.map(\.rawValue)),
            (.lineJoin, ShapeLayerProperties.LineJoin.allCases.map(\.rawValue)),
            (.designEra, DesignEra.allCases.map(\.rawValue)),
            (.contentMode, ContentMode.allCases.map(\.rawValue)),
            (.renderingMode, ImageRenderingMode.allCases.map(\.rawValue)),
            (.cornerCurve, CornerCurve.allCases.map(\.rawValue)),
            (.borderStyle, TextFieldProperties.BorderStyle.allCases.map(\.rawValue)),
            (.viewMode, TextFieldProperties.ViewMode.allCases.map(\.rawValue)),
            (.systemItem, BarButtonItemProperties.SystemItem.allCases.map(\.rawValue)),
            (.barPlacement, BarButtonItemProperties.Placement.allCases.map(\.rawValue)),
            (.searchBarStyle, SearchBarProperties.Style.allCases.map(\.rawValue)),
            (.datePickerMode, DatePickerProperties.Mode.allCases.map(\.rawValue)),
            (.adjustmentBehavior, ScrollProperties.AdjustmentBehavior.allCases.map(\.rawValue)),
            (.tableStyle, TableViewProperties.Style.allCases.map(\.rawValue)),
            (.separatorStyle, TableViewProperties.SeparatorStyle.allCases.map(\.rawValue)),
            (.cellStyle, TableCellProperties.Style.allCases.map(\.rawValue)),
            (.accessoryType, TableCellProperties.Accessory.allCases.map(\.rawValue)),
            (.scrollDirection, CollectionViewProperties.ScrollDirection.allCases.map(\.rawValue)),
        ]
    }

    private static func typeName(_ kind: ValueKind) -> String {
        String(describing: kind)
    }

    /// An attribute's declaration; its value kind, as docs/SceneFormat.md names it, is its documentation.
    private static func declaration(_ attribute: Attribute) -> String {
        let closed = enumerations.contains { $0.0 == attribute.kind }
        let type = closed ? typeName(attribute.kind) : "xs:string"
        return "<xs:attribute name=\"\(attribute.name)\" type=\"\(type)\">"
            + "<xs:annotation><xs:documentation>\(attribute.kind.rawValue)</xs:documentation></xs:annotation></xs:attribute>"
    }
}
