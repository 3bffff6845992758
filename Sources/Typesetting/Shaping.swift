/// Splits text into runs drawn by one face of a cascade and shapes each with HarfBuzz.
enum Shaping {
    /// Calls `body` for every glyph of `characters`, in visual order within each run and runs in
    /// logical order, with the index of the character the glyph belongs to (the first of a
    /// ligature's characters) and the face that drew it. Each run is shaped with the whole text
    /// as context, so kerning and contextual forms see the characters around it.
    static func forEachGlyph(of characters: [Character], font: Font, _ body: (Int, FontFace, ShapedGlyph) -> Void) {
        guard !characters.isEmpty else { return }
        var scalars: [UInt32] = []
        scalars.reserveCapacity(characters.count)
        var characterOfScalar: [Int] = []
        characterOfScalar.reserveCapacity(characters.count)
        var firstScalar: [Int] = []
        firstScalar.reserveCapacity(characters.count + 1)
        var faces: [Int] = []
        faces.reserveCapacity(characters.count)
        for (k, character) in characters.enumerated() {
            firstScalar.append(scalars.count)
            for scalar in character.unicodeScalars {
                scalars.append(scalar.value)
                characterOfScalar.append(k)
            }
            faces.append(font.cascade.faceIndex(for: character))
        }
        firstScalar.append(scalars.count)
        // Optional ligatures are off when tracking spreads the letters, as CSS `letter-spacing`
        // turns them off, so the live-text layer over the outlines shapes the same glyphs.
        let ligatures = font.tracking == 0
        var start = 0
        while start < characters.count {
            var end = start + 1
            while end < characters.count && faces[end] == faces[start] { end += 1 }
            let face = font.cascade.face(at: faces[start])
            for glyph in face.shape(scalars, from: firstScalar[start], to: firstScalar[end], ligatures: ligatures) {
                body(characterOfScalar[glyph.cluster], face, glyph)
            }
            start = end
        }
    }
}
