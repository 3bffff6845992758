/// How the back ends draw text.
public enum TextDrawing: String, CaseIterable, Sendable {
    /// The outlines of the very glyphs the typesetter placed, each defined once per file: the
    /// drawing looks the same in every viewer, with or without any font installed. Text stays
    /// text for people: SVG labels carry their string in `<title>`, and HTML lays a transparent,
    /// selectable line of live text over each line of outlines.
    case outlines
    /// Live text in the measured face's family, as markup text: smaller files, but a viewer
    /// without the font draws another one, which may not fit where the line was measured.
    case fonts
}
