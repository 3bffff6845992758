// One import gives a test everything it needs: the scene types and `assertSnapshot`.
@_exported import SceneCompiler
@_exported import SnapshotTesting
