/// A date and time as a scene gives it to a date picker (`2026-01-01T09:41`), to the minute:
/// a fixed value rather than "now", so the same scene draws the same picker every time. Formats
/// itself as iOS does in the en_US locale.
public struct PickerDate: Hashable, Sendable {
    public let year: Int, month: Int, day: Int, hour: Int, minute: Int

    /// A date whose fields the caller has checked (`isValid`).
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        (self.year, self.month, self.day, self.hour, self.minute) = (year, month, day, hour, minute)
    }

    /// Whether the fields name a real day and time of the proleptic Gregorian calendar, from
    /// year 1 to 9999.
    public var isValid: Bool {
        (1...9999).contains(year) && (1...12).contains(month) && (1...Self.days(inMonth: month, year: year)).contains(day)
            && (0...23).contains(hour) && (0...59).contains(minute)
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The medium date style in en_US, `MMM d, y` ("Jan 1, 2026"), as a compact date picker shows
    /// its date (https://developer.apple.com/documentation/foundation/dateformatter/style/medium:
    /// "Nov 23, 1937").
    public var mediumDate: String { "\(Self.months[month - 1]) \(day), \(year)" }

    /// The short time style in en_US, `h:mm a` ("9:41 AM"), as a compact date picker shows its
    /// time (https://developer.apple.com/documentation/foundation/dateformatter/style/short:
    /// "3:30 PM"); midnight is 12 AM and noon 12 PM.
    public var shortTime: String {
        let h = hour % 12 == 0 ? 12 : hour % 12
        return "\(h):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
    }
}
