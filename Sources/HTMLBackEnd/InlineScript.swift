/// A constant script an HTML page carries inline, and the hash by which the page's
/// Content-Security-Policy allows exactly it.
///
/// Each script is a file under `Sources/HTMLBackEnd/Scripts/`, embedded in the module at build
/// time (SwiftPM's `embedInCode`), so the scenec binary reads no file at run time and works
/// wherever it is copied. The hash is computed from the same bytes, so an edit to a script can
/// never leave a stale hash behind.
struct InlineScript: Sendable {
    /// The file's text without its final line break (editors end files with one; the page
    /// carries none), as it is printed between `<script>` and `</script>`.
    let text: String
    /// `sha256-` and the base64 SHA-256 of `text`'s UTF-8, as CSP's `script-src` names it.
    let hash: String

    /// The script in `file`, the bytes of a `.js` file as `PackageResources` embeds them.
    init(file: [UInt8]) {
        var bytes = file[...]
        if bytes.last == UInt8(ascii: "\n") { bytes.removeLast() }
        text = String(decoding: bytes, as: UTF8.self)
        hash = "sha256-" + Base64.encode(SHA256.hash(Array(text.utf8)))
    }

    /// Sets every scroller to its starting offset and keeps each paint scroller where its hit
    /// scroller is (`Scripts/scroll.js`).
    static let scroll = InlineScript(file: PackageResources.scroll_js)
    /// The inspector of `--inspect` and `scenec preview` pages (`Scripts/inspector.js`).
    static let inspector = InlineScript(file: PackageResources.inspector_js)
    /// Reloads a `scenec preview --watch` page when its stamp file changes (`Scripts/reload.js`).
    static let reload = InlineScript(file: PackageResources.reload_js)
}
