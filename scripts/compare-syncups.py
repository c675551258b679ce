#!/usr/bin/env python3
"""Measures Examples/Standups against TCA's Examples/SyncUps, feature by feature.

For each feature (list, form, detail, record, app, models, dependencies, deep
links) and in total, for this repository's stand-up app and for the SyncUps
app of pointfreeco/swift-composable-architecture (TCA), it counts

  tokens  the tokens of the code the rule below keeps (the headline measure:
          it depends neither on formatting nor on line length nor on the
          length of names);
  chars   the non-whitespace characters of that code;
  lines   its lines that are not blank;

for app code and for tests separately, and prints ours, TCA's and the ratio
ours / TCA.

The rule (applied the same way, mechanically, to both apps' files):

  1. Comments are removed: `//` to the end of the line and `/* ... */`
     (nested), but not inside string literals ("...", \"\"\"...\"\"\", #"..."#).
  2. `import` declarations are removed.
  3. View code is removed: every top-level declaration (found by matching
     braces, parentheses and brackets outside strings and comments) that is
       - a `#Preview` macro,
       - a struct, class, enum or actor whose inheritance clause names a
         SwiftUI view-layer protocol (View, Shape, LabelStyle,
         ProgressViewStyle, ButtonStyle, ToggleStyle, ViewModifier,
         PreviewProvider, App, Scene),
       - an extension of one of those protocols, or of a type whose name
         ends in `View`,
     together with the attributes written above it.
  4. Live clients are removed from the files of the dependencies feature, so
     that a dependency counts by its interface (its type, its requirements,
     its key) and not by the clients built from it:
       - a static member of a top-level type or extension whose declared
         type, return type or initial value is `Self` or that type: a client
         value, such as TCA's `liveValue`, `previewValue`, `testValue` and
         `fail(after:)`, or our `scripted(_:failing:)` and `fixed(_:)`;
       - a `private` or `fileprivate` top-level declaration (the live
         client's machinery: TCA's `Speech` actor);
       - an initializer taking a platform type (a name starting with `SF` or
         `AV`: Speech, AVFoundation), which converts the live recogniser's
         results;
       - an extension these removals leave with no members.
     What this removes is counted apart ("left out": the `--files` listing
     and the JSON), never in the totals.
  5. Blank lines are dropped. Everything else counts: reducers, view models,
     state, actions, alert values, models with their mock values, dependency
     interfaces, persistence keys.

Tokens are what a Swift lexer would see, each counted once:
  - an identifier or keyword (`let`, `state`, `_`), including `$0`, `$name`
    and a backquoted name such as `self` in backquotes;
  - an attribute, `@` with its name (`@Reducer`, `@MainActor`, `@Sendable`),
    and a `#` keyword or macro with its name (`#if`, `#endif`, `#expect`,
    `#filePath`); their arguments count as any other code;
  - a number literal (`1_234_567_890`, `0.5`, `0x1F`);
  - a string literal, single-line, multi-line or raw, is one token however
    long; each interpolation in it adds the tokens of its expression (so
    "Speaker \\(index + 1)" is 1 + 3 tokens);
  - an operator: a run of the characters / = - + ! * % < > & | ^ ~ ? (and of
    dots for `...` and `..<`) is one token (`==`, `->`, `??`, `+=`, `...`),
    except that `?` and `!` written right after an expression or a type
    (`x?.y`, `Field?`, `try!`, `value!`) are one token each, and so is each
    `>` closing a generic argument list (`Array<Set<Int>>?` has `>`, `>`,
    `?`); a prefix `-` of a number is an operator;
  - each punctuation character: ( ) [ ] { } , : ; . and the key path's \\.

Our files are read at run time: every .swift file under Examples/Standups
(app) and Tests/StandupsTests (tests, except ComparisonScriptTests.swift), or
under the directories given with `--app` and `--tests`, each assigned to a
feature by its path (see FEATURE_RULES); a file no rule matches is counted
under "other", and in the totals, and printed, never dropped.

The totals compare what both apps have: deep links and the file format (app:
a model's own coding, `+Codable` files, which keeps the stand-ups file
readable and checks every loaded value, where SyncUps uses the synthesized
coding) and the tests "beyond SyncUps" are ours only, so they are shown in
rows of their own, after the totals of what SyncUps has, and in the grand
totals.

TCA's sources are not part of this repository. `--tca DIR` reads them from a
directory laid out like TCA's repository (DIR/Examples/SyncUps/...); the
counts, file by file with the commit each file was read at and the SHA-256
of its text, are kept in scripts/syncups-tca-counts.json (`--tca-counts`),
so the comparison runs without TCA's sources.

Usage:
  python3 scripts/compare-syncups.py                 print the comparison
  python3 scripts/compare-syncups.py --files         ... and every file's counts
  python3 scripts/compare-syncups.py --app DIR --tests DIR
                                                     count other directories as ours
                                                     (a work-in-progress copy)
  python3 scripts/compare-syncups.py --tca DIR --write-tca-counts
                                                     recount TCA's files, save the JSON
  python3 scripts/compare-syncups.py --check         exit 1 if the numbers in the article
                                                     (Sources/Fractal/Fractal.docc/
                                                     Tutorial-Standups.md) or the
                                                     README are not what this computes
  python3 scripts/compare-syncups.py --update-article
                                                     rewrite those numbers (the blocks
                                                     between the compare-syncups markers)
"""

import argparse
import hashlib
import json
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
DEFAULT_COUNTS = ROOT / "scripts" / "syncups-tca-counts.json"
ARTICLE = ROOT / "Sources" / "Fractal" / "Fractal.docc" / "Tutorial-Standups.md"
README = ROOT / "README.md"

OUR_APP = ROOT / "Examples" / "Standups"
OUR_TESTS = ROOT / "Tests" / "StandupsTests"
OUR_SKIPPED = {"ComparisonScriptTests.swift"}

# TCA's SyncUps of the file-storage era (`@Shared(.fileStorage)`, TCA 1.10 and
# later, before GRDB): path in TCA's repository -> (kind, feature). Meeting.swift
# is a view only; App.swift (the @main entry) and the UI tests are not listed.
TCA_FILES = {
    "Examples/SyncUps/SyncUps/SyncUpsList.swift": ("app", "list"),
    "Examples/SyncUps/SyncUps/SyncUpForm.swift": ("app", "form"),
    "Examples/SyncUps/SyncUps/SyncUpDetail.swift": ("app", "detail"),
    "Examples/SyncUps/SyncUps/RecordMeeting.swift": ("app", "record"),
    "Examples/SyncUps/SyncUps/AppFeature.swift": ("app", "app"),
    "Examples/SyncUps/SyncUps/Meeting.swift": ("app", "app"),
    "Examples/SyncUps/SyncUps/Models.swift": ("app", "models"),
    "Examples/SyncUps/SyncUps/Dependencies/SpeechRecognizer.swift": ("app", "dependencies"),
    "Examples/SyncUps/SyncUpsTests/SyncUpsListTests.swift": ("tests", "list + form"),
    "Examples/SyncUps/SyncUpsTests/SyncUpFormTests.swift": ("tests", "list + form"),
    "Examples/SyncUps/SyncUpsTests/SyncUpDetailTests.swift": ("tests", "detail"),
    "Examples/SyncUps/SyncUpsTests/RecordMeetingTests.swift": ("tests", "record"),
    "Examples/SyncUps/SyncUpsTests/AppFeatureTests.swift": ("tests", "app"),
}

# Our files: the first rule whose pattern is found (case-insensitively) in the
# path relative to the app's or the tests' directory names the feature, so a
# folder (`Detail/`) or a file name (`StandupDetailViewModel.swift`) places it;
# a file no rule matches is counted under "other".
FEATURE_RULES = {
    "app": [
        (r"route|deep.?link", "deep links"),
        (r"\+codable", "file format"),
        (r"dependenc|environment|client", "dependencies"),
        (r"(^|/)models?/", "models"),
        (r"record", "record"),
        (r"detail", "detail"),
        (r"form", "form"),
        (r"list", "list"),
        (r"(^|/)app/|app\w*\.swift$|root", "app"),
        (r"(^|/)(standup|syncup|attendee|meeting|theme)s?\.swift$", "models"),
    ],
    "tests": [
        (r"fixture|support|helper", "fixtures"),
        (r"flow|route|navigation|deep.?link", "beyond SyncUps"),
        (r"list|form", "list + form"),
        (r"detail", "detail"),
        (r"record|meeting", "record"),
        (r"app|root", "app"),
    ],
}

FEATURE_ORDER = {
    "app": ["list", "form", "detail", "record", "app", "models", "dependencies", "other", "deep links", "file format"],
    "tests": ["list + form", "detail", "record", "app", "fixtures", "other", "beyond SyncUps"],
}

# Features only our app has: shown after the totals of what both have.
OURS_ONLY = {"app": {"deep links", "file format"}, "tests": {"beyond SyncUps"}}

VIEW_PROTOCOLS = {
    "View", "Shape", "LabelStyle", "ProgressViewStyle", "ButtonStyle", "ToggleStyle",
    "ViewModifier", "PreviewProvider", "App", "Scene",
}

MEASURES = ("tokens", "chars", "lines")


def strip_comments(source):
    """The source with its comments removed (newlines kept), and for each
    character kept whether it is code (True) or inside a string literal."""
    out, code = [], []
    i, n = 0, len(source)
    # A stack of contexts: ("code", parens) inside an interpolation, or
    # ("string", hashes, multiline) inside a string literal.
    stack = [("code", 0)]

    def emit(text, is_code):
        out.append(text)
        code.extend([is_code] * len(text))

    while i < n:
        top = stack[-1]
        c = source[i]
        if top[0] == "code":
            if source.startswith("//", i):
                end = source.find("\n", i)
                i = n if end < 0 else end
                continue
            if source.startswith("/*", i):
                depth, i = 1, i + 2
                while i < n and depth:
                    if source.startswith("/*", i):
                        depth, i = depth + 1, i + 2
                    elif source.startswith("*/", i):
                        depth, i = depth - 1, i + 2
                    else:
                        if source[i] == "\n":
                            emit("\n", True)
                        i += 1
                continue
            match = re.compile(r'(#*)("""|")').match(source, i)
            if match:
                hashes, quote = len(match.group(1)), match.group(2)
                emit(match.group(0), False)
                stack.append(("string", hashes, quote == '"""'))
                i = match.end()
                continue
            if c == "(" and len(stack) > 1:
                stack[-1] = ("code", top[1] + 1)
            elif c == ")" and len(stack) > 1:
                if top[1] == 0:
                    stack.pop()  # the end of an interpolation: back in the string
                    emit(c, False)
                    i += 1
                    continue
                stack[-1] = ("code", top[1] - 1)
            emit(c, True)
            i += 1
        else:
            _, hashes, multiline = top
            escape = "\\" + "#" * hashes
            closing = ('"""' if multiline else '"') + "#" * hashes
            if source.startswith(escape + "(", i):
                emit(escape + "(", False)
                stack.append(("code", 0))
                i += len(escape) + 1
            elif source.startswith(escape, i):
                emit(source[i:i + len(escape) + 1], False)
                i += len(escape) + 1
            elif source.startswith(closing, i):
                emit(closing, False)
                stack.pop()
                i += len(closing)
            else:
                emit(c, False)
                i += 1
    return "".join(out), code


ATTRIBUTES = re.compile(r"^(?:@[\w.]+(?:\(.*\))?\s*)+$")


def top_level_declarations(text, code):
    """Splits comment-free `text` into top-level declarations: lists of lines,
    each declaration with the attribute lines written above it."""
    lines = text.split("\n")
    depths, depth, position = [], 0, 0
    for line in lines:
        start = depth
        for offset, c in enumerate(line):
            if code[position + offset]:
                if c in "{([":
                    depth += 1
                elif c in "})]":
                    depth -= 1
        position += len(line) + 1
        depths.append((start, depth))
    declarations, current = [], []
    for index, line in enumerate(lines):
        start, end = depths[index]
        if not line.strip() and not current:
            continue
        current.append(line)
        if end != 0:
            continue
        stripped = line.strip()
        following = next((later.strip() for later in lines[index + 1:] if later.strip()), "")
        continues = (
            ATTRIBUTES.match(stripped)
            or following.startswith(("where ", "{", ":", "->", "."))
            or stripped.endswith((",", ":", "=", "->"))
        )
        if not continues:
            declarations.append(current)
            current = []
    if current:
        declarations.append(current)
    return declarations


DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|package|internal|fileprivate|private|final|nonisolated)\s+)*"
    r"(struct|class|enum|actor|extension)\s+([\w.]+)([^{]*)",
    re.S,
)


def is_view(declaration):
    """Whether a top-level declaration is view code (rule 3 of the docstring)."""
    header = "\n".join(declaration).split("{", 1)[0]
    if header.lstrip().startswith("#Preview"):
        return True
    match = DECLARATION.match(header)
    if not match:
        return False
    keyword, name, rest = match.groups()
    if keyword == "extension":
        return name.split(".")[-1] in VIEW_PROTOCOLS or name.endswith("View")
    inheritance = rest.split("where", 1)[0]
    if ":" not in inheritance:
        return False
    conformances = re.findall(r"[\w.]+", inheritance.split(":", 1)[1])
    return any(conformance.split(".")[-1] in VIEW_PROTOCOLS for conformance in conformances)


OPERATOR_CHARACTERS = set("/=-+!*%<>&|^~?")
IDENTIFIER = re.compile(r"[^\W\d]\w*")
NUMBER = re.compile(r"0x[0-9a-fA-F_]+|0o[0-7_]+|0b[01_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?")
INTEGER = re.compile(r"\d[\d_]*")
STRING_START = re.compile(r'(#*)("""|")')


def lex(text, start=0, interpolation=False):
    """The tokens of comment-free Swift `text` from `start` (see the docstring),
    and where lexing stopped: the end, or after the `)` closing an interpolation."""
    tokens, i, n, parens = [], start, len(text), 0

    def glued():
        """Whether the character before `i` ends an expression or a type, with no space."""
        return i > start and (text[i - 1].isalnum() or text[i - 1] in "_)]>?!`$")

    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
            continue
        if interpolation and c in "()":
            if c == ")" and parens == 0:
                return tokens, i + 1
            parens += 1 if c == "(" else -1
        string = STRING_START.match(text, i)
        if string:
            inner, i = lex_string(text, string.end(), len(string.group(1)), string.group(2))
            tokens.append("\"")
            tokens.extend(inner)
            continue
        word = IDENTIFIER.match(text, i + 1 if c in "@#$" else i)
        if c in "@#$" and word or (c == "$" and text[i + 1:i + 2].isdigit()):
            end = word.end() if word else INTEGER.match(text, i + 1).end()
            tokens.append(text[i:end])
            i = end
        elif c == "`":
            end = text.find("`", i + 1)
            end = n if end < 0 else end + 1
            tokens.append(text[i:end])
            i = end
        elif word:
            tokens.append(word.group(0))
            i = word.end()
        elif c.isdigit():
            number = (INTEGER if i > 0 and text[i - 1] == "." else NUMBER).match(text, i)
            tokens.append(number.group(0))
            i = number.end()
        elif c in "?!" and glued() and not text.startswith("=", i + 1):
            tokens.append(c)
            i += 1
        elif c in OPERATOR_CHARACTERS or text.startswith("..", i):
            end = i
            while end < n and (text[end] in OPERATOR_CHARACTERS or text[end] == "." and text[i] == "."):
                end += 1
            run = text[i:end]
            if glued() and re.fullmatch(r">+[?!]*", run):
                tokens.extend(run)  # closing generic argument lists, then postfix ? or !
            else:
                tokens.append(run)
            i = end
        else:
            tokens.append(c)
            i += 1
    return tokens, i


def lex_string(text, start, hashes, quote):
    """The tokens of the interpolations of the string literal whose text starts
    at `start`, and the index after its closing delimiter."""
    escape, closing = "\\" + "#" * hashes, quote + "#" * hashes
    tokens, i = [], start
    while i < len(text):
        if text.startswith(escape + "(", i):
            inner, i = lex(text, i + len(escape) + 1, interpolation=True)
            tokens.extend(inner)
        elif text.startswith(escape, i):
            i += len(escape) + 1
        elif text.startswith(closing, i):
            return tokens, i + len(closing)
        else:
            i += 1
    return tokens, i


def body_bounds(text, code):
    """The indices of the `{` opening a declaration's body and of its closing `}`, or None."""
    depth, opening = 0, None
    for index, c in enumerate(text):
        if not code[index]:
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "{":
            if depth == 0 and opening is None:
                opening = index
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0 and opening is not None:
                return opening, index
    return None


STATIC_MEMBER = re.compile(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:\w+\s+)*static\s")


def signature(member):
    """A member's text before its body: up to the first `{` outside parentheses
    (a default argument such as `= {}` is part of the signature)."""
    depth = 0
    for index, character in enumerate(member):
        if character in "([":
            depth += 1
        elif character in ")]":
            depth -= 1
        elif character == "{" and depth == 0:
            return member[:index]
    return member


def is_client_value(member, owner):
    """Whether a member (its text) is a static client value of `owner` (rule 4)."""
    if not STATIC_MEMBER.match(member):
        return False
    header = signature(member) if re.search(r"\b(?:func|var)\b", member.split("=", 1)[0]) else member
    names = rf"(?:Self|{re.escape(owner)})"
    return bool(re.search(rf"->\s*{names}\b|:\s*{names}\s*(?:\{{|=|$)|=\s*{names}\s*[({{.]", header))


def is_platform_conversion(member):
    """Whether a member is an initializer taking a platform type (rule 4)."""
    match = re.match(r"^\s*(?:\w+\s+)*init\s*\(([^)]*)\)", member)
    return bool(match and re.search(r"\b(?:SF|AV)[A-Z]\w*", match.group(1)))


def without_live_clients(declaration):
    """A top-level declaration of a dependencies file split by rule 4: (text kept
    or None, [texts removed])."""
    text = "\n".join(declaration)
    header = re.sub(r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s*)*", "", text)
    if re.match(r"(?:private|fileprivate)\s", header):
        return None, [text]
    match = DECLARATION.match(text.split("{", 1)[0])
    stripped, code = strip_comments(text)
    bounds = body_bounds(stripped, code)
    if not match or not bounds:
        return text, []
    keyword, owner = match.group(1), match.group(2).split(".")[-1]
    opening, closing = bounds
    members = top_level_declarations(stripped[opening + 1:closing], code[opening + 1:closing])
    kept, removed = [], []
    for member in members:
        member_text = "\n".join(member)
        if is_client_value(member_text, owner) or is_platform_conversion(member_text):
            removed.append(member_text)
        else:
            kept.append(member_text)
    if not removed:
        return text, []
    if keyword == "extension" and not any(member.strip() for member in kept):
        return None, [text]
    return stripped[:opening + 1] + "\n" + "\n".join(kept) + "\n" + stripped[closing:], removed


def split_source(source, dependencies=False):
    """The text the rule keeps and the text rule 4 leaves out, for one file."""
    text, code = strip_comments(source)
    kept, left_out = [], []
    for declaration in top_level_declarations(text, code):
        first = next((line for line in declaration if line.strip()), "")
        if re.match(r"^\s*(?:@\w+\s+)*import\s", first) or is_view(declaration):
            continue
        if dependencies:
            declaration_text, removed = without_live_clients(declaration)
            left_out.extend(removed)
            if declaration_text is None:
                continue
            declaration = declaration_text.split("\n")
        kept.extend(line.strip() for line in declaration if line.strip())
    return "\n".join(kept), "\n".join(left_out)


def count(source, dependencies=False):
    """tokens, chars and lines of what the rule keeps, and the tokens it leaves out as live clients."""
    kept, left_out = split_source(source, dependencies)
    lines = [line for line in kept.split("\n") if line.strip()]
    result = {
        "tokens": len(lex(kept)[0]),
        "chars": sum(len(re.sub(r"\s", "", line)) for line in lines),
        "lines": len(lines),
    }
    if dependencies:
        result["left out tokens"] = len(lex(left_out)[0])
    return result


def feature_of(kind, relative):
    for pattern, feature in FEATURE_RULES[kind]:
        if re.search(pattern, relative, re.IGNORECASE):
            return feature
    return "other"


def shown(path):
    """A path as printed: relative to the repository when inside it."""
    path = path.resolve()
    return path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.as_posix()


def our_files(app=OUR_APP, tests=OUR_TESTS):
    """(kind, feature, path as shown, counts) of each of our files."""
    found = []
    for kind, folder in (("app", pathlib.Path(app)), ("tests", pathlib.Path(tests))):
        if not folder.is_dir():
            sys.exit(f"error: {folder} is not a directory")
        for path in sorted(folder.rglob("*.swift")):
            if path.name in OUR_SKIPPED:
                continue
            feature = feature_of(kind, path.relative_to(folder).as_posix())
            counts = count(path.read_text(encoding="utf-8"), dependencies=feature == "dependencies")
            found.append((kind, feature, shown(path), counts))
    return found


def count_tca(directory, previous):
    """Counts TCA's files under `directory`, keeping the commits recorded in `previous`."""
    files = {}
    for relative, (kind, feature) in TCA_FILES.items():
        path = pathlib.Path(directory) / relative
        if not path.exists():
            sys.exit(f"error: {path} not found (--tca names a directory laid out like TCA's repository)")
        source = path.read_text(encoding="utf-8")
        entry = {"kind": kind, "feature": feature, "commit": previous.get(relative, {}).get("commit", "unknown")}
        entry.update(count(source, dependencies=feature == "dependencies"))
        entry["sha256"] = hashlib.sha256(source.encode("utf-8")).hexdigest()
        old = previous.get(relative)
        if old and old.get("sha256") not in (None, entry["sha256"]):
            print(f"note: {relative} differs from the text counted at {old.get('commit')}", file=sys.stderr)
        files[relative] = entry
    return files


def zero():
    return {measure: 0 for measure in MEASURES}


def add(total, counts):
    for measure in MEASURES:
        total[measure] += counts.get(measure, 0)


def totals(rows, kind):
    """feature -> counts for one kind, with every feature of FEATURE_ORDER."""
    result = {feature: zero() for feature in FEATURE_ORDER[kind]}
    for row_kind, feature, counts in rows:
        if row_kind == kind:
            add(result.setdefault(feature, zero()), counts)
    return result


def sums(rows, kind):
    """(counts of what both apps have, counts of everything) for one kind."""
    shared, everything = zero(), zero()
    for row_kind, feature, counts in rows:
        if row_kind == kind:
            add(everything, counts)
            if feature not in OURS_ONLY[kind]:
                add(shared, counts)
    return shared, everything


def ratio(ours, theirs):
    return f"{round(100 * ours / theirs)}%" if theirs else "—"


def number(value):
    return f"{value:,}"


def row(label, a, b, bold=False):
    mark = "**" if bold else ""
    cells = [label, number(a["tokens"]), number(b["tokens"]), ratio(a["tokens"], b["tokens"]),
             ratio(a["chars"], b["chars"]), ratio(a["lines"], b["lines"])]
    return "| " + " | ".join(f"{mark}{cell}{mark}" for cell in cells) + " |"


def table(kind, ours_rows, tca_rows):
    title = "App code" if kind == "app" else "Tests"
    lines = [
        f"| {title} | Tokens, ours | Tokens, TCA | Ours / TCA | Characters: ours / TCA | Lines: ours / TCA |",
        "| --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    ours, theirs = totals(ours_rows, kind), totals(tca_rows, kind)
    for feature in FEATURE_ORDER[kind]:
        if feature in OURS_ONLY[kind] or feature == "other" and not (ours[feature]["tokens"] or theirs[feature]["tokens"]):
            continue
        lines.append(row(feature, ours[feature], theirs[feature]))
    (shared_ours, all_ours), (shared_tca, all_tca) = sums(ours_rows, kind), sums(tca_rows, kind)
    label = "total" if kind == "app" else "total of the tests SyncUps has"
    lines.append(row(label, shared_ours, shared_tca, bold=True))
    for feature in FEATURE_ORDER[kind]:
        if feature in OURS_ONLY[kind]:
            lines.append(row(f"{feature} (ours only)", ours[feature], theirs[feature]))
    lines.append(row("total with what only ours has", all_ours, all_tca, bold=True))
    return lines


def rows_of(ours_files, tca_files):
    return ([(kind, feature, counts) for kind, feature, _, counts in ours_files],
            [(entry["kind"], entry["feature"], entry) for entry in tca_files.values()])


def comparison(ours_files, tca_files):
    """The article's generated block: both tables and the commits counted."""
    ours_rows, tca_rows = rows_of(ours_files, tca_files)
    lines = []
    for kind in ("app", "tests"):
        lines += table(kind, ours_rows, tca_rows)
        lines.append("")
    left_out = [sum(counts.get("left out tokens", 0) for _, _, counts in rows) for rows in (ours_rows, tca_rows)]
    lines.append(
        f"Left out of the dependencies as live clients: {number(left_out[0])} tokens of ours, "
        f"{number(left_out[1])} of TCA's.")
    lines.append("")
    lines.append("TCA's files, each at the commit it was read at:")
    lines.append("")
    for relative, entry in tca_files.items():
        lines.append(
            f"- `{relative}` at `{entry['commit']}`: {number(entry['tokens'])} tokens, "
            f"{number(entry['chars'])} characters, {entry['lines']} lines")
    return "\n".join(lines)


def headline(ours_files, tca_files):
    """The totals in a few sentences, for the README and the article's opening."""
    ours_rows, tca_rows = rows_of(ours_files, tca_files)
    (app_ours, all_app), (app_tca, _) = sums(ours_rows, "app"), sums(tca_rows, "app")
    (tests_ours, all_tests), (tests_tca, _) = sums(ours_rows, "tests"), sums(tca_rows, "tests")
    return (
        f"App code (models, view models and reducers, dependency interfaces; no views, live clients, deep links or file format): "
        f"{number(app_ours['tokens'])} tokens against TCA's {number(app_tca['tokens'])} "
        f"({ratio(app_ours['tokens'], app_tca['tokens'])}; by non-whitespace characters "
        f"{ratio(app_ours['chars'], app_tca['chars'])}, by lines {ratio(app_ours['lines'], app_tca['lines'])}). "
        f"The tests SyncUps has, ported, with their fixtures: {number(tests_ours['tokens'])} tokens against TCA's "
        f"{number(tests_tca['tokens'])} ({ratio(tests_ours['tokens'], tests_tca['tokens'])}; by characters "
        f"{ratio(tests_ours['chars'], tests_tca['chars'])}, by lines {ratio(tests_ours['lines'], tests_tca['lines'])}). "
        f"Beyond SyncUps, our deep links and file format take {number(all_app['tokens'] - app_ours['tokens'])} tokens and our "
        f"further tests {number(all_tests['tokens'] - tests_ours['tokens'])}.")


def marker(name, end=False):
    if end:
        return f"<!-- compare-syncups {name}: end -->"
    return f"<!-- compare-syncups {name}: begin (generated by scripts/compare-syncups.py --update-article) -->"


# The generated blocks: document -> names of the blocks it holds.
DOCUMENTS = {ARTICLE: ["headline", "tables"], README: ["headline"]}


def generated_blocks(text, document):
    """(name, start, end) of each generated block of `text`, `start`..`end` being its inside."""
    found = []
    for name in DOCUMENTS[document]:
        begin, end = text.find(marker(name)), text.find(marker(name, end=True))
        if begin < 0 or end < begin:
            sys.exit(f"error: {document.relative_to(ROOT)} has no '{marker(name)}' ... '{marker(name, end=True)}' block")
        found.append((name, begin + len(marker(name)), end))
    return sorted(found, key=lambda block: block[1])


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--app", metavar="DIR", help=f"count DIR as our app code (default: {shown(OUR_APP)})")
    parser.add_argument("--tests", metavar="DIR", help=f"count DIR as our tests (default: {shown(OUR_TESTS)})")
    parser.add_argument("--tca", metavar="DIR", help="count TCA's files under DIR (laid out like TCA's repository)")
    parser.add_argument("--tca-counts", metavar="JSON", default=str(DEFAULT_COUNTS), help="TCA's counts per file (default: %(default)s)")
    parser.add_argument("--write-tca-counts", action="store_true", help="with --tca: save the counts to --tca-counts")
    parser.add_argument("--files", action="store_true", help="also print every file's counts")
    parser.add_argument("--check", action="store_true", help="exit 1 if the article's tables differ from what is computed")
    parser.add_argument("--update-article", action="store_true", help="rewrite the article's tables")
    arguments = parser.parse_args()
    if (arguments.app or arguments.tests) and (arguments.check or arguments.update_article):
        parser.error("--check and --update-article measure the repository's own app and tests; drop --app/--tests")

    counts_path = pathlib.Path(arguments.tca_counts)
    recorded = json.loads(counts_path.read_text(encoding="utf-8"))["files"] if counts_path.exists() else {}
    if arguments.tca:
        tca_files = count_tca(arguments.tca, recorded)
        if arguments.write_tca_counts:
            document = {
                "about": "TCA's Examples/SyncUps counted by scripts/compare-syncups.py (see its docstring for the rule); "
                "each file at the commit of pointfreeco/swift-composable-architecture it was read at.",
                "files": tca_files,
            }
            counts_path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
            print(f"wrote {counts_path}")
    elif recorded:
        tca_files = recorded
        if any("tokens" not in entry for entry in recorded.values()):
            sys.exit(f"error: {counts_path} has no token counts; recount with --tca DIR --write-tca-counts")
    else:
        sys.exit(f"error: {counts_path} not found; pass --tca DIR")

    ours = our_files(arguments.app or OUR_APP, arguments.tests or OUR_TESTS)
    block = comparison(ours, tca_files)
    contents = {"headline": headline(ours, tca_files), "tables": block}

    if arguments.check:
        stale = []
        for document in DOCUMENTS:
            text = document.read_text(encoding="utf-8")
            for name, start, end in generated_blocks(text, document):
                if text[start:end].strip() != contents[name].strip():
                    stale.append(f"{document.relative_to(ROOT)} ({name})")
        if stale:
            print("out of date: " + ", ".join(stale) + "; run: python3 scripts/compare-syncups.py --update-article", file=sys.stderr)
            print("expected:\n" + contents["headline"] + "\n\n" + block, file=sys.stderr)
            return 1
        print(f"the article's and the README's numbers match the files ({len(ours)} of ours, {len(tca_files)} of TCA's)")
        return 0
    if arguments.update_article:
        for document in DOCUMENTS:
            text = document.read_text(encoding="utf-8")
            for name, start, end in reversed(generated_blocks(text, document)):
                text = text[:start] + "\n" + contents[name] + "\n" + text[end:]
            document.write_text(text, encoding="utf-8")
            print(f"updated {document.relative_to(ROOT)}")

    print(contents["headline"] + "\n")
    print(block)
    if arguments.files:
        print("\nOur files:")
        for kind, feature, relative, counts in ours:
            left_out = f", {counts['left out tokens']} tokens left out" if counts.get("left out tokens") else ""
            print(f"  {kind:5} {feature:14} {relative}: {counts['tokens']} tokens, {counts['chars']} characters, "
                  f"{counts['lines']} lines{left_out}")
        print("TCA's files:")
        for relative, entry in tca_files.items():
            left_out = f", {entry['left out tokens']} tokens left out" if entry.get("left out tokens") else ""
            print(f"  {entry['kind']:5} {entry['feature']:14} {relative}: {entry['tokens']} tokens, "
                  f"{entry['chars']} characters, {entry['lines']} lines{left_out}")
    others = [relative for _, feature, relative, _ in ours if feature == "other"]
    if others:
        print("note: counted under 'other' (no feature rule matched): " + ", ".join(others), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
