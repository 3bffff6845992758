import Foundation

/// Paths inside the repository, found from this file's place so tests run from any directory.
public enum Repository {
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Tests/TestSupport/Repository.swift
        return url.path
    }()

    public static func path(_ relative: String) -> String { root + "/" + relative }

    /// The sample scenes, sorted by name.
    public static var samples: [String] {
        let dir = path("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted().map { dir + "/" + $0 }
    }

    /// The sample Interface Builder documents (`.storyboard`, `.xib`), sorted by name.
    public static var interfaceBuilderSamples: [String] {
        let dir = path("Samples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted().map { dir + "/" + $0 }
    }

    /// A fresh empty directory under the system's temporary directory.
    public static func temporaryDirectory(_ label: String) throws -> String {
        let dir = NSTemporaryDirectory() + "scenec-\(label)-\(getpid())-\(UInt64.random(in: 0..<UInt64.max))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
