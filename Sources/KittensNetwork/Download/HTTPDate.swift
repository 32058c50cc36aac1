/// An HTTP-date (RFC 9110, 5.6.7) read as seconds since 1970, UTC: the IMF-fixdate
/// `Sun, 06 Nov 1994 08:49:37 GMT` and the two obsolete forms a recipient must still read, rfc850
/// `Sunday, 06-Nov-94 08:49:37 GMT` and asctime `Sun Nov  6 08:49:37 1994`. Exactly these
/// layouts, in English, case as written; anything else is nil. The day name must be one, but is
/// not checked against the date (the date decides).
enum HTTPDate {
    /// Longer than any of the three forms: not looked at.
    static let maximumLength = 40

    /// `text` as seconds since 1970, or nil when it is not an HTTP-date. `currentYear` decides
    /// the century of an rfc850 two-digit year: the latest that is at most 50 years ahead.
    static func secondsSince1970(_ text: String, currentYear: Int) -> Int? {
        let bytes = Array(text.utf8.prefix(maximumLength + 1))
        guard bytes.count <= maximumLength else { return nil }
        return imfFixdate(bytes) ?? rfc850(bytes, currentYear: currentYear) ?? asctime(bytes)
    }

    /// The calendar year (UTC) of `secondsSince1970`.
    static func year(ofSecondsSince1970 seconds: Int) -> Int {
        Civil(daysSince1970: floorDivide(seconds, 86_400)).year
    }

    private static let dayNames = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let longDayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `Sun, 06 Nov 1994 08:49:37 GMT`
    private static func imfFixdate(_ b: [UInt8]) -> Int? {
        guard b.count == 29, dayNames.contains(text(b[0..<3])), literal(b[3..<5], ", "), b[7] == 0x20, b[11] == 0x20,
              b[16] == 0x20, literal(b[25..<29], " GMT"),
              let day = number(b[5..<7]), let month = month(b[8..<11]), let year = number(b[12..<16])
        else { return nil }
        return seconds(year: year, month: month, day: day, time: b[17..<25])
    }

    /// `Sunday, 06-Nov-94 08:49:37 GMT`
    private static func rfc850(_ b: [UInt8], currentYear: Int) -> Int? {
        guard let comma = b.firstIndex(of: 0x2C), longDayNames.contains(text(b[0..<comma])) else { return nil }
        let rest = Array(b[comma...])
        guard rest.count == 24, literal(rest[0..<2], ", "), rest[4] == 0x2D, rest[8] == 0x2D, rest[11] == 0x20,
              literal(rest[20..<24], " GMT"),
              let day = number(rest[2..<4]), let month = month(rest[5..<8]), let twoDigits = number(rest[9..<11])
        else { return nil }
        var year = currentYear - floorModulo(currentYear, 100) + twoDigits
        if year > currentYear + 50 { year -= 100 }
        return seconds(year: year, month: month, day: day, time: rest[12..<20])
    }

    /// `Sun Nov  6 08:49:37 1994`
    private static func asctime(_ b: [UInt8]) -> Int? {
        guard b.count == 24, dayNames.contains(text(b[0..<3])), b[3] == 0x20, b[7] == 0x20, b[10] == 0x20, b[19] == 0x20,
              let month = month(b[4..<7]), let year = number(b[20..<24])
        else { return nil }
        let day = b[8] == 0x20 ? number(b[9..<10]) : number(b[8..<10])
        guard let day else { return nil }
        return seconds(year: year, month: month, day: day, time: b[11..<19])
    }

    /// The date at `HH:MM:SS`, or nil when either is not a real one (a leap second, 60, is).
    private static func seconds(year: Int, month: Int, day: Int, time t: ArraySlice<UInt8>) -> Int? {
        let t = Array(t)
        guard t.count == 8, t[2] == 0x3A, t[5] == 0x3A,
              let hour = number(t[0..<2]), let minute = number(t[3..<5]), let second = number(t[6..<8]),
              hour < 24, minute < 60, second <= 60,
              day >= 1, day <= Civil.days(inMonth: month, of: year)
        else { return nil }
        return Civil(year: year, month: month, day: day).daysSince1970 * 86_400 + hour * 3_600 + minute * 60 + second
    }

    private static func month(_ b: ArraySlice<UInt8>) -> Int? {
        monthNames.firstIndex(of: text(b)).map { $0 + 1 }
    }

    /// Decimal digits only, nothing else.
    private static func number(_ b: ArraySlice<UInt8>) -> Int? {
        guard !b.isEmpty, b.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return b.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    private static func literal(_ b: ArraySlice<UInt8>, _ expected: String) -> Bool {
        b.elementsEqual(expected.utf8)
    }

    private static func text(_ b: ArraySlice<UInt8>) -> String {
        String(decoding: b, as: UTF8.self)
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int {
        (a - floorModulo(a, b)) / b
    }

    private static func floorModulo(_ a: Int, _ b: Int) -> Int {
        ((a % b) + b) % b
    }

    /// A day of the proleptic Gregorian calendar (Howard Hinnant's days_from_civil and
    /// civil_from_days).
    private struct Civil {
        var year: Int
        var month: Int
        var day: Int

        init(year: Int, month: Int, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }

        init(daysSince1970: Int) {
            let z = daysSince1970 + 719_468
            let era = HTTPDate.floorDivide(z, 146_097)
            let dayOfEra = z - era * 146_097
            let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
            let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
            let shiftedMonth = (5 * dayOfYear + 2) / 153
            day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
            month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
            year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        }

        var daysSince1970: Int {
            let y = month <= 2 ? year - 1 : year
            let era = HTTPDate.floorDivide(y, 400)
            let yearOfEra = y - era * 400
            let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
            let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
            return era * 146_097 + dayOfEra - 719_468
        }

        static func days(inMonth month: Int, of year: Int) -> Int {
            switch month {
            case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
            case 4, 6, 9, 11: 30
            case 1...12: 31
            default: 0
            }
        }
    }
}
