import Foundation

/// How the CLI reads scene files.
enum FileIO {
    enum ReadFailure: Error {
        case unreadable
        case tooLarge(Int)
    }

    /// The file's bytes, refusing a file larger than `maximumSize` before reading it.
    static func read(_ path: String, maximumSize: Int) -> Result<[UInt8], ReadFailure> {
        if let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size > maximumSize {
            return .failure(.tooLarge(size))
        }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable) }
        guard data.count <= maximumSize else { return .failure(.tooLarge(data.count)) }
        return .success([UInt8](data))
    }
}
