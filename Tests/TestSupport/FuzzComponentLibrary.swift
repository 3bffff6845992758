/// The files a fuzzed scene's `<import>` reads: one fixed library kept in memory, so that a fuzz
/// run never touches the disk and an input behaves the same on every machine. The fuzz targets
/// (Tests/Fuzz) compile this file too, so their regression tests import exactly what they did.
public enum FuzzComponentLibrary {
    /// The `CustomView` component, as Samples/Components/CustomView.xml defines it.
    public static let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <library>
          <component name="CustomView" parameters="title" backgroundColor="#e6e6e6">
            <label id="titleLabel" text="{title}" font="12" textColor="black" sizeToFit="true"
                   centerX="superview.width / 2" y="10"/>
            <button id="submitButton" title="Send" sizeToFit="true"
                    centerX="superview.width / 2" y="titleLabel.maxY + 10"/>
          </component>
        </library>
        """

    /// Every path ending in `.xml` reads as `text`, so the fuzzer need not guess a real file
    /// name; anything else is unreadable.
    public static func load(_ path: String) -> [UInt8]? {
        path.hasSuffix(".xml") ? Array(text.utf8) : nil
    }
}
