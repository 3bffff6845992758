/// A `<datePicker>` from Interface Builder: the scene format models the compact style
/// (iOS 14's `UIDatePickerStyle.compact`), which Interface Builder writes as `style="compact"`.
/// Other styles (wheels, the only one before iOS 14, when documents write no style; inline) and
/// the countdown timer stay placeholders of their stored size, with a warning.
enum IBDatePicker {
    /// Whether the scene's `<datePicker>` draws this picker.
    static func isModelled(_ picker: IBElement) -> Bool {
        picker["style"] == "compact" && picker["datePickerMode"] != "countDownTimer" && date(of: picker) != nil
    }

    /// Why a picker is a placeholder, for its warning.
    static func placeholderName(_ picker: IBElement) -> String {
        if picker["datePickerMode"] == "countDownTimer" { return "datePicker (countDownTimer)" }
        return "datePicker (\(picker["style"] ?? "wheels") style)"
    }

    static func add(_ v: inout IBViewAttributes) {
        if let date = date(of: v.element) { v.add("date", date) }
        if let mode = v.element["datePickerMode"], ["date", "time", "dateAndTime"].contains(mode) {
            v.add("datePickerMode", mode, from: "datePickerMode")
        }
    }

    /// The stored `<date key="date" timeIntervalSinceReferenceDate="…">` as `YYYY-MM-DDTHH:MM`,
    /// in UTC: seconds since 2001-01-01 00:00 UTC, NSDate's reference date
    /// (https://developer.apple.com/documentation/foundation/nsdate/timeintervalsincereferencedate).
    /// The document does not say the time zone the picker shows it in. Nil outside years 1 to 9999.
    static func date(of picker: IBElement) -> String? {
        guard let text = picker.child("date", key: "date")?["timeIntervalSinceReferenceDate"],
              let seconds = Double(text), seconds.isFinite, abs(seconds) < 3e11 else { return nil }
        let minutes = Int((seconds / 60).rounded(.down))
        // Days from 1970-01-01 to 2001-01-01: 31 years, 8 of them leap years.
        let days = Int((Double(minutes) / 1440).rounded(.down)) + 11_323
        let minuteOfDay = minutes - (days - 11_323) * 1440
        let (year, month, day) = civil(fromDays: days)
        guard (1...9999).contains(year) else { return nil }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let yearText = String(repeating: "0", count: 4 - String(year).count) + String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(minuteOfDay / 60)):\(two(minuteOfDay % 60))"
    }

    /// The proleptic Gregorian date `days` after 1970-01-01
    /// (Howard Hinnant's algorithm: https://howardhinnant.github.io/date_algorithms.html#civil_from_days).
    private static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

extension IBDatePicker {
    /// What a compact date picker stores, beyond every view's (`IBViewAttributes.viewSupport`): the
    /// earliest and latest dates bound what can be picked, not the date shown.
    static let support: [IBSupport] = [
        IBSupport("datePicker", .differs("the compact style; wheels, inline and countdown pickers are placeholders, warned"), view: true, attributes: [
            "datePickerMode": .imported, "style": .imported, "minuteInterval": .noEffect,
            "contentHorizontalAlignment": .noEffect, "contentVerticalAlignment": .noEffect,
        ], children: ["date date": .imported, "date minimumDate": .noEffect, "date maximumDate": .noEffect]),
        IBSupport("date", .imported, attributes: ["timeIntervalSinceReferenceDate": .imported]),
    ]
}
