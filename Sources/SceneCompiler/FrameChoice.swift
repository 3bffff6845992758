/// Which frames a document's views take: what `--frames` chooses.
///
/// An Interface Builder document is laid out either as Interface Builder's canvas lays it out
/// (`canvas`, the default) or as the built app does (`device`); the two differ only in the
/// constraints marked "Placeholder: Remove at build time", which the canvas keeps and the build
/// removes. Hidden arranged views of stack views collapse in both, as UIKit collapses them and as
/// the canvas stores them (docs/InterfaceBuilder.md, "How scenec reads a document"). A scene
/// file is laid out as written whatever the choice.
public enum FrameChoice: String, CaseIterable, Sendable {
    /// The frames layout gives with every constraint the document holds, placeholders
    /// included, as Interface Builder's canvas lays the document out: the frames the document
    /// stores, and those Xcode's misplaced-view check compares with.
    case canvas
    /// The frames layout gives without the placeholder constraints, as the app Xcode builds lays
    /// the document out before any of its code runs.
    case device
    /// An Interface Builder document's stored frames, each view where the document's canvas
    /// last showed it, whatever its constraints say.
    case stored
}
