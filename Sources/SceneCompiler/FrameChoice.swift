/// Which frames a document's views take: what `--frames` chooses.
public enum FrameChoice: String, CaseIterable, Sendable {
    /// The frames layout gives (constraints, autoresizing, frames as written), as on a device.
    case constraints
    /// An Interface Builder document's stored frames, each view where the document's canvas
    /// last showed it, whatever its constraints say.
    case stored
}
