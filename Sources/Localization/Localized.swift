import CIntl

/// The gettext domain of every Kittens catalogue: `<localedir>/<lang>/LC_MESSAGES/kittens.mo`.
public let gettextDomain = "kittens"

/// `message` in the user's language, or `message` itself when there is no translation.
///
/// Every user-visible string goes through this function or `localizedPlural`, written as a
/// literal in the call, so that `xgettext --keyword=localized` finds it (see `data/po/`).
/// The literal must fit on one line.
public func localized(_ message: StaticString) -> String {
    // Without a translation dgettext returns its argument: the C string must outlive the copy.
    let messageID = message.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    return messageID.withCString { id in String(cString: dgettext(gettextDomain, id)) }
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
    let one = singular.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    let many = plural.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    // Without a translation dngettext returns an argument: the C strings must outlive the copy.
    let text = one.withCString { one in
        many.withCString { many in String(cString: dngettext(gettextDomain, one, many, UInt(max(count, 0)))) }
    }
    return filling(filling(text, with: values), with: ["count": String(count)])
}

func filling(_ template: String, with values: KeyValuePairs<String, String>) -> String {
    values.reduce(template) { text, pair in text.replacing("{\(pair.key)}", with: pair.value) }
}
