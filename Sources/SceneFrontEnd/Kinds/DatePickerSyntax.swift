import SceneModel

/// `<datePicker>`: a `UIDatePicker` in the compact style, with the date the scene gives it
/// (`DatePickerProperties()`); a picker without one is an error, since UIKit's default, the
/// current date, would draw the scene differently every day.
enum DatePickerSyntax {
    static let declaration = KindSyntax(
        element: "datePicker", payload: DatePickerProperties.self,
        attributes: [
            .init("date", .pickerDate) { $0.date = $1 },
            .init("datePickerMode", .datePickerMode) { $0.mode = $1 },
        ],
        check: { picker in
            picker.date == nil ? (.date, "a date picker needs its 'date', such as '2026-01-01T09:41', so that it draws the same every time") : nil
        })
}

extension ValueParser where Value == DatePickerProperties.Mode {
    static var datePickerMode: Self { Self(kind: .datePickerMode) { ValueSyntax.enumeration($1, Value.self, "date picker mode") } }
}

extension ValueParser where Value == PickerDate {
    /// `YYYY-MM-DDTHH:MM`: a real day of years 1 to 9999 and a time to the minute.
    static var pickerDate: Self {
        Self(kind: .pickerDate) { _, text in
            let usage = "write the date and time as 'YYYY-MM-DDTHH:MM', such as '2026-01-01T09:41'"
            let parts = text.split(separator: "T", omittingEmptySubsequences: false)
            let day = parts.first.map { $0.split(separator: "-", omittingEmptySubsequences: false) } ?? []
            let time = parts.count == 2 ? parts[1].split(separator: ":", omittingEmptySubsequences: false) : []
            let fields = (day + time).map { field in field.allSatisfy(\.isASCII) ? Int(field) : nil }
            let widths = (day + time).map(\.count)
            guard parts.count == 2, fields.count == 5, widths == [4, 2, 2, 2, 2], case let numbers = fields.compactMap({ $0 }), numbers.count == 5 else {
                return .failure(.init("'\(ValueSyntax.quoted(text))' is not a date; \(usage)"))
            }
            let date = PickerDate(year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4])
            return date.isValid ? .success(date) : .failure(.init("'\(ValueSyntax.quoted(text))' is no day and time of the calendar; \(usage)"))
        }
    }
}
