import SceneModel
import TestSupport
import XCTest

@testable import SceneFrontEnd

/// `<datePicker>`: its date, read to the minute and formatted as en_US does, and what goes wrong.
final class DatePickerSyntaxTests: XCTestCase {
    func testTheDateReachesTheModelAndFormatsAsEnUS() throws {
        let (scene, diagnostics) = parse("""
            <scene width="10" height="10">
              <datePicker id="p" date="2026-01-01T09:41"/>
              <datePicker id="t" date="2024-02-29T00:05" datePickerMode="time"/>
              <datePicker id="d" date="1999-12-31T12:00" datePickerMode="date"/>
            </scene>
            """)
        XCTAssertEqual(diagnostics, [])
        let p = try XCTUnwrap(node(scene, "p")?.datePicker)
        XCTAssertEqual(p.mode, .dateAndTime, "UIKit's default")
        XCTAssertEqual(p.capsuleTitles, ["Jan 1, 2026", "9:41 AM"])
        XCTAssertEqual(node(scene, "t")?.datePicker?.capsuleTitles, ["12:05 AM"], "midnight is 12 AM; a leap day")
        XCTAssertEqual(node(scene, "d")?.datePicker?.capsuleTitles, ["Dec 31, 1999"])
        XCTAssertEqual(PickerDate(year: 2026, month: 7, day: 4, hour: 12, minute: 0).shortTime, "12:00 PM", "noon is 12 PM")
        XCTAssertEqual(PickerDate(year: 2026, month: 7, day: 4, hour: 23, minute: 59).shortTime, "11:59 PM")
        XCTAssertEqual(node(scene, "p")?.kind.className, "UIDatePicker")
    }

    func testDiagnostics() {
        assertDiagnostics("""
            <scene width="10" height="10">
              <datePicker 1️⃣date="2026-02-29T09:41"/>
              <datePicker 2️⃣date="2026-1-1T9:41"/>
              <datePicker 3️⃣date="2026-01-01T24:00"/>
              4️⃣<datePicker/>
              <datePicker date="2026-01-01T09:41" 5️⃣datePickerMode="countDownTimer"/>
            </scene>
            """, [
            ("1️⃣", "error: invalid 'date': '2026-02-29T09:41' is no day and time of the calendar; write the date and time as 'YYYY-MM-DDTHH:MM', such as '2026-01-01T09:41'"),
            ("2️⃣", "error: invalid 'date': '2026-1-1T9:41' is not a date; write the date and time as 'YYYY-MM-DDTHH:MM', such as '2026-01-01T09:41'"),
            ("3️⃣", "error: invalid 'date': '2026-01-01T24:00' is no day and time of the calendar; write the date and time as 'YYYY-MM-DDTHH:MM', such as '2026-01-01T09:41'"),
            ("4️⃣", "error: invalid 'date': a date picker needs its 'date', such as '2026-01-01T09:41', so that it draws the same every time"),
            ("5️⃣", "error: invalid 'datePickerMode': unknown date picker mode 'countDownTimer'; use one of 'time', 'date', 'dateAndTime'"),
        ])
    }
}
