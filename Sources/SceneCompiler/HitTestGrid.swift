/// Where touches go at the centre of every cell of a grid over a viewport
/// (`Compiler.hitTestGrid`): a picture of hit-testing that a test or a reader can compare.
public struct HitTestGrid: Hashable, Sendable {
    /// The viewport's size in points, after fitting its height.
    public let size: Size
    /// The cells' side in points.
    public let step: Double
    /// Cells per row; `answers` holds the rows one after another.
    public let columns: Int
    /// The answer at each cell's centre, row by row.
    public let answers: [HitTestAnswer]

    /// The most cells a grid may have: a million answers is a 1,000×1,000-point viewport at
    /// 1-point cells, and its JSON tens of megabytes. Counted before any cell is asked, so a
    /// huge viewport with small cells costs nothing.
    public static let maximumPoints = 1_000_000

    /// The most view tests a grid may make: each cell's hit-test may ask every view (a flat
    /// scene asks them all, front to back), so cells times views bounds the work. A test costs
    /// 85–140 ns in a release build (measured on flat scenes of 1,000 and 50,000 views), so
    /// 30,000,000 is two to four seconds: a 1,000-view scene answers 30,000 cells, a
    /// 100,000-view one 300. Counted before any cell is asked.
    public static let maximumViewTests = 30_000_000
}
