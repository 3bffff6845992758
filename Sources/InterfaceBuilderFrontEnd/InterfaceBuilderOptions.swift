/// How an Interface Builder document is read, beyond what a scene file is read with: the
/// command line's `--frames stored` and `--assets DIR`.
public struct InterfaceBuilderOptions: Sendable {
    /// Every view takes the frame the document stores and no constraint is added (`--frames stored`).
    public var storedFrames: Bool
    /// Folders searched for asset catalogs (`--assets DIR`): each a `*.xcassets` folder or a
    /// folder holding some, in the order given; the first catalog that has a name wins.
    public var assetFolders: [String]
    /// Told the path of each asset catalog file read (a depfile lists them).
    public var fileRead: (@Sendable (String) -> Void)?

    /// The defaults: constraints' frames, no asset catalog.
    public init(storedFrames: Bool = false, assetFolders: [String] = [], fileRead: (@Sendable (String) -> Void)? = nil) {
        self.storedFrames = storedFrames
        self.assetFolders = assetFolders
        self.fileRead = fileRead
    }
}
