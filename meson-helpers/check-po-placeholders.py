#!/usr/bin/env python3
"""Fails when a translation in a .po file drops, adds or renames a {placeholder} of its message,
or when a message counts ({count}) without plural forms: a number reaches words only through
localizedPlural, whose forms each language's catalogue gives (Russian has three).

Usage: check-po-placeholders.py FILE.po...   Prints each offending entry; exit status 1 if any.
localized("... {name} ...", ["name": value]) fills placeholders after translation, so a renamed
one would show up literally, and a dropped one would lose the value.
"""
import re
import sys

PLACEHOLDER = re.compile(r"\{([A-Za-z0-9_]+)\}")
KEYWORD = re.compile(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")\s*$')


def unquote(literal):
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), literal[1:-1])


def entries(path):
    """Each entry of the file (a block between blank lines) as a dict from keyword to text.
    Comments, obsolete entries (`#~`) included, are skipped."""
    with open(path, encoding="utf-8") as po:
        blocks = re.split(r"\n[ \t]*\n", po.read())
    for block in blocks:
        entry, keyword = {}, None
        for line in block.splitlines():
            if line.startswith("#"):
                continue
            match = KEYWORD.match(line)
            if match:
                keyword = match.group(1)
                entry[keyword] = unquote(match.group(2))
            elif line.startswith('"') and keyword:
                entry[keyword] += unquote(line.strip())
        if entry:
            yield entry


def main(paths):
    problems = 0
    for path in paths:
        for entry in entries(path):
            msgid = entry.get("msgid", "")
            if not msgid:
                continue
            expected = set(PLACEHOLDER.findall(msgid)) | set(PLACEHOLDER.findall(entry.get("msgid_plural", "")))
            if "count" in expected and "msgid_plural" not in entry:
                problems += 1
                print(f"{path}: {msgid!r}: counts without plural forms (use localizedPlural)", file=sys.stderr)
            for keyword, text in entry.items():
                if not keyword.startswith("msgstr") or not text:
                    continue
                found = set(PLACEHOLDER.findall(text))
                # A singular form may leave out {count} (Russian "один файл"), never another name.
                allowed_missing = {"count"} if "msgid_plural" in entry else set()
                missing = expected - found - allowed_missing
                extra = found - expected
                if missing or extra:
                    problems += 1
                    print(f"{path}: {msgid!r}: {keyword} {text!r}", file=sys.stderr)
                    if missing:
                        print(f"  drops {', '.join(sorted(missing))}", file=sys.stderr)
                    if extra:
                        print(f"  has unknown {', '.join(sorted(extra))}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
