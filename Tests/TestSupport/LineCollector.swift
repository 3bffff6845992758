import Foundation

/// Output of a running process, gathered as it comes, with a wait for a line to appear.
public final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    public init() {}

    public func append(_ chunk: Data) {
        lock.lock()
        data.append(chunk)
        lock.unlock()
    }

    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }

    /// Waits up to `timeout` seconds until `needle` has appeared `count` times.
    public func wait(for needle: String, count: Int = 1, timeout: TimeInterval = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if text.components(separatedBy: needle).count - 1 >= count { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
