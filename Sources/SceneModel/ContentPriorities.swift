/// The priorities UIKit gives a view's content size on one axis.
public struct ContentPriorities: Hashable, Sendable {
    /// How much the view resists growing past its intrinsic size.
    public let hugging: Int
    /// How much it resists shrinking below it.
    public let compressionResistance: Int

    /// UIKit's defaults for a plain view: hugging 250 (`defaultLow`), compression resistance 750
    /// (`defaultHigh`).
    public init(hugging: Int = 250, compressionResistance: Int = 750) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
    }
}
