import Geometry

/// A `UIDatePicker` in the compact style: its date and what it shows of it.
public struct DatePickerProperties: ContentPayload {
    /// `UIDatePicker.Mode`, less the count-down timer
    /// (https://developer.apple.com/documentation/uikit/uidatepicker/mode).
    public enum Mode: String, CaseIterable, Sendable {
        /// The time alone.
        case time
        /// The date alone.
        case date
        /// The date and the time, each in its own capsule.
        case dateAndTime
    }

    /// `date`: required in a scene, since UIKit's default (now) would change the drawing.
    public var date: PickerDate?
    /// `datePickerMode`.
    public var mode: Mode

    /// A new picker's: no date yet (the scene must give one), showing date and time
    /// (https://developer.apple.com/documentation/uikit/uidatepicker/datepickermode: "The
    /// default mode is UIDatePicker.Mode.dateAndTime").
    public init() {
        self.date = nil
        self.mode = .dateAndTime
    }

    /// The strings the capsules show, in order: the medium date, the short time, or both.
    public var capsuleTitles: [String] {
        guard let date else { return [] }
        switch mode {
        case .time: return [date.shortTime]
        case .date: return [date.mediumDate]
        case .dateAndTime: return [date.mediumDate, date.shortTime]
        }
    }

    /// The text as drawn: 17 pt in `label` (the body style), one capsule's title per line.
    public var text: TextContent {
        var text = TextContent.label(capsuleTitles.joined(separator: "\n"))
        text.color = SystemColor.named("label") ?? text.color
        text.numberOfLines = 0
        text.alignment = .center  // each title centred in its capsule
        return text
    }

    /// A compact picker's capsule: 34 pt high, the title 11 pt in from each end, 6 pt apart,
    /// radius 6 (guessed from screenshots of iOS 17: Apple publishes none of these).
    public static let capsuleHeight = 34.0
    public static let capsulePadding = 11.0
    public static let capsuleSpacing = 6.0
    public static let capsuleRadius = 6.0

    /// The capsules for titles `widths` wide, from the leading edge, centred vertically in
    /// `bounds`.
    public static func capsules(widths: [Double], in bounds: Rect) -> [Rect] {
        var x = bounds.minX
        return widths.map { w in
            defer { x += w + 2 * capsulePadding + capsuleSpacing }
            return Rect(x: x, y: bounds.midY - capsuleHeight / 2, width: w + 2 * capsulePadding, height: capsuleHeight)
        }
    }

    /// The class with this content.
    public static let kind = SceneNode.Kind.datePicker

    /// A date picker's properties; nil for any other content.
    public init?(_ content: NodeContent) {
        guard case .datePicker(let picker) = content else { return nil }
        self = picker
    }

    /// The properties as a date picker's content.
    public var content: NodeContent { .datePicker(self) }
}
