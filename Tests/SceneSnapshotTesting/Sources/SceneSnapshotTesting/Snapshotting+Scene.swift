import IssueReporting
import SceneCompiler
import SnapshotTesting

/// How ``Snapshotting/layout(_:viewport:)`` prints frames.
public enum LayoutFormat: Sendable {
    /// One line a view, indented as `recursiveDescription` indents (`.txt`).
    case text
    /// Nested objects, keys sorted (`.json`).
    case json
}

extension Snapshotting where Value == SceneSource, Format == String {
    /// The SVG drawing of the scene's first viewport, compared line by line (`.svg`).
    public static var svg: Snapshotting { svg(viewport: .first) }

    /// The SVG drawing at one viewport: `.svg(viewport: .named("compact"))`, or a device size
    /// the scene does not name, `.svg(viewport: .size(width: 320, height: 568))`.
    public static func svg(viewport: ViewportChoice) -> Snapshotting {
        markup(.svg, viewport: viewport)
    }

    /// The HTML preview of the scene's first viewport (`.html`): positions and pointer events.
    public static var html: Snapshotting { html(viewport: .first) }

    /// The HTML preview at one viewport.
    public static func html(viewport: ViewportChoice) -> Snapshotting {
        markup(.html, viewport: viewport)
    }

    /// `scenec dump`: the laid-out tree as UIKit's `recursiveDescription` prints it, with paint
    /// order and source places, at every viewport (`.txt`).
    public static var recursiveDescription: Snapshotting { recursiveDescription(viewport: .all) }

    /// `scenec dump` at the chosen viewports.
    public static func recursiveDescription(viewport: ViewportChoice) -> Snapshotting {
        snapshot(pathExtension: "txt") { source in
            let (text, diagnostics) = Compiler.dump(source, viewports: viewport)
            guard let text, !diagnostics.hasErrors else { return .failure(diagnostics) }
            return .success(text)
        }
    }

    /// Every view's frame at every viewport, as text: changes only when something moves.
    public static var layout: Snapshotting { layout(.text) }

    /// Every view's frame, as text (`.txt`) or JSON (`.json`), at the chosen viewports.
    public static func layout(_ format: LayoutFormat = .text, viewport: ViewportChoice = .all) -> Snapshotting {
        snapshot(pathExtension: format == .json ? "json" : "txt") { source in
            let (layouts, diagnostics) = Compiler.layout(source, viewports: viewport)
            guard let layouts else { return .failure(diagnostics) }
            return .success(SceneLayout.joined(layouts, json: format == .json))
        }
    }

    private static func markup(_ format: OutputFormat, viewport: ViewportChoice) -> Snapshotting {
        snapshot(pathExtension: format.rawValue) { source in
            let result = Compiler.compile(source, options: CompileOptions(formats: [format], viewports: viewport))
            guard result.succeeded else { return .failure(result.diagnostics) }
            guard result.artifacts.count == 1, let only = result.artifacts.first else {
                let names = result.artifacts.map(\.fileName).joined(separator: ", ")
                return .failure([], "a .\(format.rawValue) snapshot draws one viewport, and this choice gives \(result.artifacts.count) (\(names)); pass viewport: .first, .named(…) or .size(…), and for a document of several scenes choose one (SceneSource(contentsOf:scene:))")
            }
            return .success(only.contents)
        }
    }

    /// A line-diffed text snapshot of what `render` makes of the scene. A scene that does not
    /// compile fails the test with its diagnostics, which also become the snapshot's text, so
    /// a recorded reference can never silently hold a broken scene's output.
    private static func snapshot(pathExtension: String, _ render: @escaping @Sendable (SceneSource) -> SceneRendering) -> Snapshotting {
        var strategy = Snapshotting<String, String>.lines.pullback { (source: SceneSource) -> String in
            switch render(source) {
            case .success(let text):
                return text
            case .failure(let diagnostics, let message):
                let text = SceneRendering.failureText(diagnostics, message)
                reportIssue("\(source.path) does not compile:\n\(text)")
                return text
            }
        }
        strategy.pathExtension = pathExtension
        return strategy
    }
}

/// What a strategy made of a scene: the text to compare, or why there is none.
enum SceneRendering: Sendable {
    case success(String)
    case failure([Diagnostic], String = "")

    /// The diagnostics, one per line as scenec prints them, then the message.
    static func failureText(_ diagnostics: [Diagnostic], _ message: String) -> String {
        (diagnostics.map(\.rendered) + (message.isEmpty ? [] : [message])).joined(separator: "\n") + "\n"
    }
}
