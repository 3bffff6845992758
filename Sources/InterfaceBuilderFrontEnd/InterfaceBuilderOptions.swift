/// How an Interface Builder document is read, beyond what a scene file is read with: the
/// command line's `--frames canvas|device|stored` and `--assets DIR`.
public struct InterfaceBuilderOptions: Sendable {
    /// Every view takes the frame the document stores and no constraint is added (`--frames stored`).
    public var storedFrames: Bool
    /// Keeps the constraints marked "Placeholder: Remove at build time" (`placeholder="YES"`),
    /// laying the document out as Interface Builder's canvas does (true, `--frames canvas`), or
    /// leaves them out as the build does (false, `--frames device`). A placeholder stands in on
    /// the canvas for constraints the app's code adds at run time, and the canvas's layout with
    /// it is what the document stores: `openfoodfacts/ProductAddViewController.storyboard`
    /// stores a custom view 59 pt and a stack 40 pt high, the heights only its placeholder
    /// constraints give, and marks no view misplaced.
    public var keepsPlaceholderConstraints: Bool
    /// Folders searched for asset catalogs (`--assets DIR`): each a `*.xcassets` folder or a
    /// folder holding some, in the order given; the first catalog that has a name wins.
    public var assetFolders: [String]
    /// Told the path of each asset catalog file read (a depfile lists them).
    public var fileRead: (@Sendable (String) -> Void)?

    /// The defaults: constraints' frames as the canvas lays them out, no asset catalog.
    public init(storedFrames: Bool = false, keepsPlaceholderConstraints: Bool = true, assetFolders: [String] = [],
                fileRead: (@Sendable (String) -> Void)? = nil) {
        self.storedFrames = storedFrames
        self.keepsPlaceholderConstraints = keepsPlaceholderConstraints
        self.assetFolders = assetFolders
        self.fileRead = fileRead
    }
}
