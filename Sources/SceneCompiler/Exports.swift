// The facade's callers (the CLI, users' tests) see diagnostics and locations without importing the model.
@_exported import struct SceneModel.Diagnostic
@_exported import struct SceneModel.DiagnosticMessage
@_exported import enum SceneModel.DiagnosticID
@_exported import struct SceneModel.DiagnosticLog
@_exported import struct SceneModel.SourceLocation
@_exported import struct SceneModel.ResourceLimits
@_exported import enum SceneModel.FileBytes
@_exported import struct Geometry.Point
@_exported import struct Geometry.Rect
@_exported import struct Geometry.Size
@_exported import enum SVGBackEnd.TextDrawing
