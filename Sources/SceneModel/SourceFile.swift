import Synchronization

/// A scene file's path, named once for the whole process: a location holds this small number
/// rather than a copy of the path.
///
/// A scene of 100,000 views has several locations per view (the element and each attribute),
/// and every stage copies them; a path in each would be a reference count to change at every
/// copy. Paths are interned in one table the process shares, so the same path is always the
/// same number and equality is exact. The table only grows, by one entry per distinct path the
/// process ever reads: a scene and the libraries it imports, or in watch mode the same few again.
public struct SourceFile: Hashable, Sendable {
    /// The path's place in the table.
    private let index: UInt32

    /// The file at `path`, as given to the compiler.
    public init(_ path: String) {
        index = Self.table.index(of: path)
    }

    /// The path as given to the compiler, so messages name the file the way the user typed it.
    public var path: String { Self.table.path(at: index) }

    private static let table = Table()

    /// Every path interned so far, with its index; one lock guards both, since scenes may be
    /// read on several threads at once.
    private final class Table: Sendable {
        private struct Paths {
            var list: [String] = []
            var indices: [String: UInt32] = [:]  // looked up, never iterated
        }
        private let paths = Mutex(Paths())

        func index(of path: String) -> UInt32 {
            paths.withLock { paths in
                if let index = paths.indices[path] { return index }
                let index = UInt32(paths.list.count)
                paths.list.append(path)
                paths.indices[path] = index
                return index
            }
        }

        func path(at index: UInt32) -> String {
            paths.withLock { $0.list[Int(index)] }
        }
    }
}
