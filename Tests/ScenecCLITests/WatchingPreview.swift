import Foundation
import TestSupport

/// `scenec preview SCENE --watch -o OUT` running in the background, its output (stdout and
/// stderr together) gathered line by line; `stop()` ends it.
final class WatchingPreview {
    let process = Process()
    let lines = LineCollector()

    init(_ scene: String, out: String) throws {
        process.executableURL = URL(fileURLWithPath: ScenecCLITests.scenec)
        process.arguments = ["preview", scene, "--watch", "-o", out]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        output.fileHandleForReading.readabilityHandler = { [lines] in lines.append($0.availableData) }
        try process.run()
    }

    /// Ends the watch and waits for the process.
    func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
