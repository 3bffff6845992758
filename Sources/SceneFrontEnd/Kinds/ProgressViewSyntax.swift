import SceneModel

/// `<progressView>`: a `UIProgressView`, starting at a new one's (`ProgressViewProperties()`).
enum ProgressViewSyntax {
    static let declaration = KindSyntax(element: "progressView", payload: ProgressViewProperties.self, attributes: [
        .init("progress", .unitInterval) { $0.progress = $1 },
        .init("progressTintColor", .color) { $0.progressTintColor = $1 },
        .init("trackTintColor", .color) { $0.trackTintColor = $1 },
    ])
}
