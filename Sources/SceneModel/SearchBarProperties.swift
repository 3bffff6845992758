import Geometry

/// A `UISearchBar`: its search field's text or placeholder, and its style.
public struct SearchBarProperties: ContentPayload {
    /// `UISearchBar.Style` (https://developer.apple.com/documentation/uikit/uisearchbar/style).
    public enum Style: String, CaseIterable, Sendable {
        /// The default: currently the prominent look.
        case `default`
        /// A translucent background behind an opaque search field.
        case prominent
        /// No background: the search field alone.
        case minimal
    }

    /// `text`.
    public var text: String
    /// `placeholder`: shown in `secondaryLabel` while the text is empty.
    public var placeholder: String
    /// `searchBarStyle`.
    public var searchBarStyle: Style

    /// A new search bar's: no text, no placeholder
    /// (https://developer.apple.com/documentation/uikit/uisearchbar/placeholder), the default
    /// style (https://developer.apple.com/documentation/uikit/uisearchbar/searchbarstyle:
    /// "The default value is UISearchBar.Style.default").
    public init() {
        self.text = ""
        self.placeholder = ""
        self.searchBarStyle = .default
    }

    /// What the field shows: the text in `label`, else the placeholder in `secondaryLabel`, in
    /// the 17 pt body font (public measurements of iOS 17–18 search bars: see `BarMetrics`).
    public var displayedText: TextContent {
        var shown = TextContent.label(text.isEmpty ? placeholder : text)
        shown.color = SystemColor.named(text.isEmpty ? "secondaryLabel" : "label") ?? shown.color
        return shown
    }

    /// The search field: 36 pt high, centred vertically, 8 pt in from each side.
    public func fieldRect(forBounds bounds: Rect) -> Rect {
        let inset = BarMetrics.searchFieldInset, height = BarMetrics.searchFieldHeight
        return Rect(x: bounds.minX + inset, y: bounds.minY + (bounds.height - height) / 2,
                    width: max(0, bounds.width - 2 * inset), height: height)
    }

    /// The magnifier glyph's square: 8 pt into the field, centred vertically.
    public func glyphRect(forBounds bounds: Rect) -> Rect {
        let field = fieldRect(forBounds: bounds), side = BarMetrics.searchGlyphSide
        return Rect(x: field.minX + BarMetrics.searchGlyphInset, y: field.midY - side / 2, width: side, height: side)
    }

    /// The text's line: 6 pt after the glyph to 8 pt before the field's end.
    public func textRect(forBounds bounds: Rect) -> Rect {
        let field = fieldRect(forBounds: bounds), glyph = glyphRect(forBounds: bounds)
        let x = glyph.maxX + BarMetrics.searchGlyphToText
        return Rect(x: x, y: field.minY, width: max(0, field.maxX - BarMetrics.searchGlyphInset - x), height: field.height)
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.searchBar

    /// A search bar's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .searchBar(let bar) = content else { return nil }
        self = bar
    }

    /// The properties as a search bar's content.
    public var content: NodeContent { .searchBar(self) }
}
