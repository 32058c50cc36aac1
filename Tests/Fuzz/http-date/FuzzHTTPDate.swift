/// libFuzzer's entry point: one input, as a `Retry-After` value, through `HTTPDate`. Any input
/// may be refused; none may crash it, and a date it accepts is a second of the years 0 to 9999
/// (an rfc850 date within 50 years of the current year) that reads the same again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPDate(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = UnsafeBufferPointer(start: bytes, count: bytes == nil ? 0 : count)
    let text = String(decoding: input, as: UTF8.self)
    let currentYear = 2026
    guard let seconds = HTTPDate.secondsSince1970(text, currentYear: currentYear) else { return 0 }
    promise(text.utf8.count <= HTTPDate.maximumLength, "a text longer than any HTTP-date was read: \(text)")
    promise((-62_167_219_200...253_402_300_800).contains(seconds), "\(text) is \(seconds), outside the years 0 to 9999")
    let year = HTTPDate.year(ofSecondsSince1970: seconds)
    if text.contains("-") {
        promise(abs(year - currentYear) <= 51, "the two-digit year of \(text) became \(year)")
    }
    promise(HTTPDate.secondsSince1970(text, currentYear: currentYear) == seconds, "\(text) read twice differs")
    return 0
}
