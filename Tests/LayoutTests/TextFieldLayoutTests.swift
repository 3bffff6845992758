import Geometry
import Layout
import LayoutTestSupport
import SceneModel
import XCTest

/// `UITextField` in layout: its intrinsic size per border style and design era against the
/// numbers docs/Semantics.md gives ("Text fields"), and where its text goes. Fonts are DejaVu
/// Sans, whose metrics are fixed: line height 2384/2048 of the size.
final class TextFieldLayoutTests: XCTestCase {
    private func lineHeight(_ size: Double) -> Double { 2384 / 2048 * size }
    /// Up to the next device pixel at 2× (300×600 is no device's screen).
    private func pixelCeil(_ v: Double) -> Double { (v * 2).rounded(.up) / 2 }

    /// A field and a label with the same text and font, each sized by Auto Layout from its
    /// intrinsic size alone: the label's width is the text's.
    private func sizes(style: String, font: Double, text: String, clear: String = "never", design: DesignEra) throws -> (field: Size, text: Size) {
        let p = try fieldAndLabel(style: style, font: font, text: text, clear: clear, design: design)
        return (p.geometry("f").bounds.size, p.geometry("l").bounds.size)
    }

    /// The scene `sizes` measures: field `f` (its `overlays` attributes and `subviews` added)
    /// above label `l`, each placed by its top-left corner alone.
    private func fieldAndLabel(style: String, font: Double, text: String, clear: String, design: DesignEra,
                               overlays: String = "", subviews: String = "") throws -> LaidOutScene {
        let p = try LaidOutScene("""
            <scene width="300" height="600" design="\(design.rawValue)">
              <textField id="f" borderStyle="\(style)" text="\(text)" font="DejaVu Sans \(font)" clearButtonMode="\(clear)" \(overlays)>\(subviews)</textField>
              <label id="l" text="\(text)" font="DejaVu Sans \(font)"/>
              <constraints>
                <constraint>f.leading == superview.leading</constraint><constraint>f.top == superview.top</constraint>
                <constraint>l.leading == superview.leading</constraint><constraint>l.top == f.bottom</constraint>
              </constraints>
            </scene>
            """)
        XCTAssertEqual(p.layout.diagnostics, [])
        return p
    }

    /// The documented sizes, table-driven over border style, font size and era: a bordered
    /// field is max(34, line height + 12) high (30 for the least until iOS 13: `ios12`, `ios10`)
    /// and two text insets wider than its text; a borderless one is its text's line (since iOS
    /// 26, that line rounded up to whole points and one more).
    func testIntrinsicSizesPerBorderStyleAndEra() throws {
        let cases: [(style: String, font: Double, inset: Double, height: Double)] = [
            ("roundedRect", 17, 7, 34), ("line", 17, 2, 34), ("bezel", 17, 2, 34),
            ("roundedRect", 28, 7, (2 * (2384.0 / 2048 * 28 + 12)).rounded(.up) / 2),
            ("none", 17, 0, (2 * 2384.0 / 2048 * 17).rounded(.up) / 2),
        ]
        for design in DesignEra.allCases {
            for c in cases {
                let s = try sizes(style: c.style, font: c.font, text: "Name", design: design)
                // At 17 pt the text and its padding are 32 high: the older least, 30, does not bind.
                var height = c.height == 34 && design.release < 13 ? pixelCeil(lineHeight(17) + 12) : c.height
                // Since iOS 26 a borderless field is its line rounded up to whole points and one more.
                if c.style == "none", design.release >= 26 { height = lineHeight(c.font).rounded(.up) + 1 }
                XCTAssertEqual(s.field.width, s.text.width + 2 * c.inset, "\(c.style) \(c.font) pt width, \(design)")
                XCTAssertEqual(s.field.height, height, accuracy: 1e-9, "\(c.style) \(c.font) pt height, \(design)")
            }
        }
        XCTAssertEqual(pixelCeil(lineHeight(17) + 12), 32, "34 is the minimum at 17 pt, not the padding")
    }

    /// A clear button that shows widens the field by the button, its margin and its gap.
    func testTheClearButtonWidensTheField() throws {
        let s = try sizes(style: "roundedRect", font: 17, text: "Name", clear: "always", design: .ios18)
        XCTAssertEqual(s.field.width, s.text.width + 7 + 4 + 19 + 6)
        let hidden = try sizes(style: "roundedRect", font: 17, text: "Name", clear: "whileEditing", design: .ios18)
        XCTAssertEqual(hidden.field.width, hidden.text.width + 14, "not shown while not editing")
    }

    /// The text sits in `textRect(forBounds:)`: 7 pt in for a rounded rect, ending 4 pt before
    /// the clear button, centred vertically; the placeholder in `placeholderText`.
    func testTextIsPlacedInTheTextRect() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="600">
              <textField id="a" frame="0 0 200 34" borderStyle="roundedRect" text="Hello" font="DejaVu Sans 17"/>
              <textField id="b" frame="0 40 200 34" borderStyle="roundedRect" placeholder="Email" font="DejaVu Sans 17"/>
              <textField id="c" frame="0 80 200 34" borderStyle="roundedRect" textAlignment="right" text="Right" font="DejaVu Sans 17" clearButtonMode="always"/>
              <textField id="d" frame="0 120 60 34" borderStyle="roundedRect" text="A long text that cannot fit" font="DejaVu Sans 17"/>
            </scene>
            """)
        let a = try XCTUnwrap(p.layout.text[p.index("a")]?.lines.first)
        XCTAssertEqual(a.origin.x, 7)
        XCTAssertEqual(a.origin.y, (34 - lineHeight(17)) / 2 + 1901.0 / 2048 * 17, accuracy: 1e-9, "centred vertically")
        let b = try XCTUnwrap(p.layout.text[p.index("b")])
        XCTAssertEqual(b.lines.map(\.text), ["Email"])
        XCTAssertEqual(b.color, SystemColor.named("placeholderText"))
        let c = try XCTUnwrap(p.layout.text[p.index("c")]?.lines.first)
        // Clear button at 200 − 6 − 19 = 175; the text ends 4 pt before it.
        XCTAssertEqual(c.origin.x + c.width, 171, accuracy: 1e-9)
        let d = try XCTUnwrap(p.layout.text[p.index("d")]?.lines.first)
        XCTAssertTrue(d.text.hasSuffix("…"), "truncated at the tail: \(d.text)")
        XCTAssertLessThanOrEqual(d.width, 60 - 14 + 1e-9)
    }

    /// Japanese and Korean text falls back to the CJK fonts as a label's does: no character
    /// is missing, and every glyph is drawn.
    func testJapaneseAndKoreanText() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="600">
              <textField id="ja" frame="0 0 280 34" borderStyle="roundedRect" text="東京都の天気"/>
              <textField id="ko" frame="0 40 280 34" borderStyle="roundedRect" placeholder="서울 날씨"/>
            </scene>
            """)
        XCTAssertEqual(p.layout.diagnostics, [])
        for (id, text) in [("ja", "東京都の天気"), ("ko", "서울 날씨")] {
            let line = try XCTUnwrap(p.layout.text[p.index(id)]?.lines.first)
            XCTAssertEqual(line.text, text)
            XCTAssertEqual(line.glyphs.count, text.count, "\(id): one glyph per character")
            XCTAssertGreaterThan(line.width, 0)
        }
    }

    /// Left and right views (docs/Semantics.md, "Text fields"): each at its own size (an
    /// intrinsic size wins over the frame, as `systemLayoutSizeFitting` answers since iOS 13;
    /// a plain view keeps its frame's), flush with its edge and centred vertically; the text
    /// starts where the left view ends, and the clear button keeps its 6 pt margin left of the
    /// right view, the text ending 4 pt before it.
    func testOverlayViewsTakeTheirRoomFromTheTextRect() throws {
        let p = try LaidOutScene("""
            <scene width="300" height="600">
              <textField id="f" frame="0 0 200 34" borderStyle="roundedRect" text="Hello" font="DejaVu Sans 17" clearButtonMode="always"
                         leftView="l" leftViewMode="always" rightView="r" rightViewMode="unlessEditing">
                <view id="l" frame="40 40 28 20"/>
                <view id="r" frame="0 0 50 50" intrinsicSize="30 24"/>
              </textField>
              <textField id="g" frame="0 40 200 34" borderStyle="roundedRect" text="Right" font="DejaVu Sans 17" textAlignment="right"
                         rightView="s" rightViewMode="always">
                <view id="s" frame="0 0 3 10"/>
              </textField>
              <textField id="h" frame="0 80 200 34" borderStyle="roundedRect" text="Hello" font="DejaVu Sans 17"
                         leftView="m" leftViewMode="whileEditing">
                <view id="m" frame="0 0 28 20"/>
              </textField>
            </scene>
            """)
        XCTAssertEqual(p.layout.diagnostics, [])
        XCTAssertEqual(p.geometry("l").frame, Rect(x: 0, y: 7, width: 28, height: 20))
        XCTAssertEqual(p.geometry("r").frame, Rect(x: 170, y: 5, width: 30, height: 24))
        let f = try XCTUnwrap(p.layout.text[p.index("f")]?.lines.first)
        XCTAssertEqual(f.origin.x, 28, "the text starts where the left view ends")
        let field = try XCTUnwrap(p.scene.nodes[p.index("f")].textField)
        let overlays = try XCTUnwrap(p.layout.textFieldOverlays[p.index("f")])
        let bounds = Rect(x: 0, y: 0, width: 200, height: 34)
        // 170 − 6 − 19 = 145: the clear button; the text ends 4 pt before it.
        XCTAssertEqual(field.clearButtonRect(forBounds: bounds, design: .ios18, overlays: overlays), Rect(x: 145, y: 7.5, width: 19, height: 19))
        XCTAssertEqual(field.textRect(forBounds: bounds, design: .ios18, overlays: overlays), Rect(x: 28, y: 0, width: 141 - 28, height: 34))
        // A right view narrower than the border's 7 pt inset leaves the inset.
        let g = try XCTUnwrap(p.layout.text[p.index("g")]?.lines.first)
        XCTAssertEqual(g.origin.x + g.width, 193, accuracy: 1e-9)
        XCTAssertEqual(p.geometry("s").frame, Rect(x: 197, y: 12, width: 3, height: 10))
        // `whileEditing`: not shown in a still scene, so no room is kept and it is hidden.
        let h = try XCTUnwrap(p.layout.text[p.index("h")]?.lines.first)
        XCTAssertEqual(h.origin.x, 7)
        XCTAssertNil(p.layout.textFieldOverlays[p.index("h")])
        XCTAssertTrue(p.scene.nodes[p.index("m")].layer.isHidden)
    }

    /// The intrinsic size holds the overlay views: as wide as the text rect's text plus the
    /// left view and the clear button beside the right view; as tall as the taller overlay.
    func testOverlayViewsWidenAndHeightenTheField() throws {
        let p = try fieldAndLabel(style: "roundedRect", font: 17, text: "Name", clear: "always", design: .ios18,
                                  overlays: #"leftView="lv" leftViewMode="always" rightView="r" rightViewMode="always""#,
                                  subviews: #"<view id="lv" frame="0 0 28 20"/><view id="r" frame="0 0 30 40"/>"#)
        let text = p.geometry("l").bounds.width
        XCTAssertEqual(p.geometry("f").bounds.size, Size(width: 28 + text + 4 + 19 + 6 + 30, height: 40))
        XCTAssertEqual(p.geometry("r").frame, Rect(x: 28 + text + 4 + 19 + 6, y: 0, width: 30, height: 40))
    }
}
