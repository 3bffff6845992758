import SceneModel

/// What `ImageLoader` has read so far: each file once, by its real path (or its path when a
/// `read` function stands in for the disk), against the scene's image limits.
struct ImageReader {
    /// What became of one file.
    enum Outcome {
        /// Read: its index in `images`.
        case image(Int)
        /// Read or looked at and refused (too large, not an image, unreadable): said again at
        /// every view that names it, without reading it again.
        case refused(DiagnosticMessage)
        /// Not there; the message for when no variant of the name is there either.
        case absent(DiagnosticMessage)
        /// It would take the scene's images past `limits.imageBytes`.
        case overBudget(DiagnosticMessage)
    }

    let folder: String
    let limits: ResourceLimits
    let read: ((String) -> [UInt8]?)?
    private(set) var images: [ImageFile] = []
    var diagnostics: [Diagnostic] = []
    private var met: [String: Outcome] = [:]
    private var total = 0

    init(folder: String, limits: ResourceLimits, read: ((String) -> [UInt8]?)?) {
        self.folder = folder
        self.limits = limits
        self.read = read
    }

    /// The file `name` (relative to the scene's folder), read the first time it is asked for.
    mutating func outcome(of name: String) -> Outcome {
        let path = folder + name
        let onDisk = read == nil ? SceneFrontEnd.fileOnDisk(path, inside: folder) : nil
        let key = onDisk?.realPath ?? path
        if let known = met[key] { return known }
        let quoted = ValueSyntax.quoted(name)
        // On disk the size is known before reading; through `read`, after.
        var bytes: [UInt8]?
        if let read {
            bytes = read(path)
        } else if let onDisk, onDisk.size <= limits.fileSize, total + onDisk.size <= limits.imageBytes {
            bytes = SceneFrontEnd.readFile(key, maximumSize: onDisk.size)
        }
        let outcome: Outcome
        let size = bytes?.count ?? onDisk?.size
        if let size, size > limits.fileSize {
            outcome = .refused(.imageTooLarge(quoted, size: size, limit: limits.fileSize))
        } else if let size, total + size > limits.imageBytes {
            return .overBudget(.imagesTooLarge(quoted, total: total + size, limit: limits.imageBytes))
        } else if let bytes, let type = ImageFile.mediaType(of: bytes) {
            let file = ImageFile(mediaType: type, bytes: bytes)
            if let pixels = file.pixelSize, max(pixels.width, pixels.height) > ImageFile.largestSide {
                outcome = .refused(.imageTooManyPixels(quoted, width: pixels.width, height: pixels.height, limit: ImageFile.largestSide))
            } else {
                total += bytes.count
                images.append(file)
                outcome = .image(images.count - 1)
            }
        } else if bytes != nil {
            outcome = .refused(.notAnImage(quoted))
        } else {
            let refusal = read == nil ? SceneFrontEnd.refusal(of: path, inside: folder) : nil
            let message = DiagnosticMessage.unreadableImage(quoted, because: refusal)
            outcome = read != nil || refusal == .missing ? .absent(message) : .refused(message)
        }
        met[key] = outcome
        return outcome
    }
}
