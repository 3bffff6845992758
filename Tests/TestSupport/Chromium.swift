import Foundation

/// Headless Chromium (Debian's `chromium`), driven from the command line over `file://` URLs.
///
/// How it is driven: `--no-sandbox` as root, the binary called directly to avoid the
/// launcher's noise, `--dump-dom` with a virtual-time budget so that load handlers run, and
/// screenshots taken in a window larger than the scene, then cropped.
public enum Chromium {
    public static var executable: String? {
        ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].first { FileManager.default.isExecutableFile(atPath: $0) }
            ?? Subprocess.which("chromium")
    }

    private static let common = ["--headless", "--no-sandbox", "--disable-gpu", "--log-level=3", "--hide-scrollbars",
                                 "--no-first-run", "--disable-extensions", "--mute-audio"]

    /// The DOM after scripts ran, with up to `budget` ms of virtual time for loads and timers.
    public static func dumpDOM(_ path: String, budget: Int = 600_000, timeout: Double = 600) throws -> String {
        let chrome = try require()
        let r = try Subprocess.run(chrome, common + ["--allow-file-access-from-files", "--virtual-time-budget=\(budget)",
                                                     "--dump-dom", "file://\(path)"], timeout: timeout)
        guard r.status == 0 else { throw Failure(description: "chromium --dump-dom exited \(r.status): \(r.stderr.suffix(2000))") }
        return r.stdout
    }

    /// A PNG of the page at `path`, in a window of the given size in CSS pixels, `scale` device
    /// pixels to each (the PNG is `scale` times the window); `environment` is added to the
    /// browser's (for example a `FONTCONFIG_FILE` that lists no fonts).
    public static func screenshot(_ path: String, to png: String, width: Int, height: Int, scale: Int = 1, environment: [String: String] = [:]) throws {
        let chrome = try require()
        let arguments = common + ["--window-size=\(width),\(height)", "--force-device-scale-factor=\(scale)", "--screenshot=\(png)", "file://\(path)"]
        let settings = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        let run = {
            environment.isEmpty
                ? try Subprocess.run(chrome, arguments, timeout: 120)
                : try Subprocess.run("/usr/bin/env", settings + [chrome] + arguments, timeout: 120)
        }
        var r = try run()
        // Headless Chromium on a loaded 2-core machine now and then dies before it draws (seen:
        // exit 11 with no screenshot); a second launch is a new browser, and its picture counts.
        if r.status != 0 || !FileManager.default.fileExists(atPath: png) { r = try run() }
        guard r.status == 0, FileManager.default.fileExists(atPath: png) else {
            throw Failure(description: "chromium --screenshot exited \(r.status) twice: \(r.stderr.suffix(2000))")
        }
    }

    /// The text a page's script wrote into `<pre id="result">`, unescaped.
    public static func result(inDOM dom: String) throws -> String {
        guard let start = dom.range(of: #"<pre id="result">"#), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure(description: "no <pre id=result> in the dumped DOM")
        }
        return String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// A page that loads each job's `src` (its `w`×`h` given in the JSON `jobs`) into an iframe
    /// of exactly that size, runs `measure` (a JavaScript function body over `d`, the page's
    /// document, and `job`, returning a JSON-able value) once the page has loaded, and writes
    /// the answers, one per job, as JSON into `<pre id="result">` for `result(inDOM:)`.
    /// One page for `pageHarness`: its file name beside the harness and the frame's size.
    public struct Page: Codable {
        public var src: String
        public var w: Int
        public var h: Int

        public init(src: String, w: Int, h: Int) {
            self.src = src
            self.w = w
            self.h = h
        }
    }

    public static func pageHarness(jobs: String, measure: String) -> String {
        """
        <!DOCTYPE html><html><head><meta charset="utf-8"><style>html,body{margin:0}iframe{border:0;display:block}</style></head>
        <body><iframe id="f"></iframe><pre id="result">pending</pre>
        <script id="jobs" type="application/json">\(jobs.replacingOccurrences(of: "</", with: "<\\/"))</script>
        <script>
        const jobs = JSON.parse(document.getElementById("jobs").textContent);
        const f = document.getElementById("f");
        const out = [];
        let i = 0;
        function measure(d, job) {
        \(measure)
        }
        function next() {
          if (i >= jobs.length) { document.getElementById("result").textContent = JSON.stringify(out); return; }
          const job = jobs[i];
          f.width = job.w; f.height = job.h;
          f.onload = () => { out.push(measure(f.contentDocument, job)); i += 1; next(); };
          f.src = job.src;
        }
        document.fonts.ready.then(next);
        </script></body></html>
        """
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    private static func require() throws -> String {
        guard let chrome = executable else { throw Failure(description: "chromium missing: run .ci/test, which installs it") }
        return chrome
    }
}
