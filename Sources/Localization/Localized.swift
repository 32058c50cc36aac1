import CIntl

/// The gettext domain of every Kittens catalogue: `<localedir>/<lang>/LC_MESSAGES/kittens.mo`.
public let gettextDomain = "kittens"

/// `message` in the user's language, or `message` itself when there is no translation.
///
/// Every user-visible string goes through this function or `localizedPlural`, written as a
/// literal in the call, so that `xgettext --keyword=localized` finds it (see `data/po/`).
/// The literal must fit on one line.
public func localized(_ message: StaticString) -> String {
    withCString(message) { id in String(cString: dgettext(gettextDomain, id)) }
}

/// `message` in the user's language with each `{name}` replaced by its value, as in
/// `localized("Kittens – {id}", ["id": image.id])`. Placeholders let a translation move the
/// values around; values are inserted after translation, so they are never looked up.
public func localized(_ message: StaticString, _ values: KeyValuePairs<String, String>) -> String {
    filling(localized(message), with: values)
}

/// The singular or plural form of `message` for `count`, in the user's language; `{count}`
/// is replaced by the number, and other placeholders as in `localized(_:_:)`.
public func localizedPlural(
    _ singular: StaticString, _ plural: StaticString, count: Int, _ values: KeyValuePairs<String, String> = [:]
) -> String {
    let text = withCString(singular) { one in
        withCString(plural) { many in
            String(cString: dngettext(gettextDomain, one, many, UInt(max(count, 0))))
        }
    }
    return filling(text, with: Array(values) + [(key: "count", value: String(count))])
}

/// `template` with each `{name}` that `values` names replaced by its value, in one pass, so that
/// a value holding braces (a path, a user's input) is never itself filled in. Unknown
/// placeholders stay as they are.
func filling(_ template: String, with values: some Collection<(key: String, value: String)>) -> String {
    guard !values.isEmpty else { return template }
    var result = ""
    var rest = template[...]
    while let open = rest.firstIndex(of: "{") {
        result += rest[..<open]
        let afterOpen = rest.index(after: open)
        guard let close = rest[afterOpen...].firstIndex(of: "}") else {
            rest = rest[open...]
            break
        }
        let name = rest[afterOpen..<close]
        if let value = values.first(where: { $0.key == name })?.value {
            result += value
            rest = rest[rest.index(after: close)...]
        } else {
            result += "{"
            rest = rest[afterOpen...]
        }
    }
    return result + rest
}

/// Gives gettext the literal's own bytes, which live as long as the program: gettext returns the
/// message id itself when it has no translation, so a temporary copy would be read after it is gone.
private func withCString<Result>(_ message: StaticString, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    guard message.hasPointerRepresentation else { return message.description.withCString(body) }
    return UnsafeRawPointer(message.utf8Start).withMemoryRebound(to: CChar.self, capacity: message.utf8CodeUnitCount + 1, body)
}
