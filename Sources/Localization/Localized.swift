import CIntl

/// The gettext domain of every Kittens catalogue: `<localedir>/<lang>/LC_MESSAGES/kittens.mo`.
public let gettextDomain = "kittens"

/// `message` in the user's language, or `message` itself when there is no translation.
///
/// Every user-visible string goes through this function or `localizedPlural`, written as a
/// literal in the call, so that `xgettext --keyword=localized` finds it (see `data/po/`).
/// The literal must fit on one line.
public func localized(_ message: StaticString) -> String {
    // Without a translation gettext returns its argument: read it while the argument lives.
    message.withUTF8Buffer { bytes in
        String(decoding: bytes, as: UTF8.self).withCString { id in String(cString: dgettext(gettextDomain, id)) }
    }
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
    let text = singular.withUTF8Buffer { one in
        plural.withUTF8Buffer { many in
            String(decoding: one, as: UTF8.self).withCString { singularID in
                String(decoding: many, as: UTF8.self).withCString { pluralID in
                    String(cString: dngettext(gettextDomain, singularID, pluralID, UInt(max(count, 0))))
                }
            }
        }
    }
    return filling(filling(text, with: values), with: ["count": String(count)])
}

func filling(_ template: String, with values: KeyValuePairs<String, String>) -> String {
    values.reduce(template) { text, pair in text.replacing("{\(pair.key)}", with: pair.value) }
}
