#!/usr/bin/env python3
"""Measures Examples/Standups against TCA's Examples/SyncUps, feature by feature.

For each feature (list, form, detail, record, app, deep links, models,
dependencies) and in total, for this repository's stand-up app and for the
SyncUps app of pointfreeco/swift-composable-architecture (TCA), it counts

  lines  lines of code: lines left after the rule below that are not blank;
  chars  the non-whitespace characters of those lines;

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
  4. Blank lines are dropped. Everything else counts: reducers, state,
     actions, alert values, models with their mock values, dependency
     clients with their live implementations, persistence keys.

Only TCA's files mix views in; ours have none, so step 3 removes nothing of
ours. The stand-up app's views (the terminal demo) live outside
Examples/Standups and are not counted, as TCA's SwiftUI views are not.

Our files are read at run time: every .swift file under Examples/Standups
(app) and Tests/StandupsTests (tests, except ComparisonScriptTests.swift),
each assigned to a feature by its folder or name (see FEATURE_RULES); a file
no rule matches is counted under "other" and printed, never dropped.

TCA's sources are not part of this repository. `--tca DIR` reads them from a
directory laid out like TCA's repository (DIR/Examples/SyncUps/...); the
counts, file by file with the commit each file was read at, are kept in
scripts/syncups-tca-counts.json (`--tca-counts`), so the comparison runs
without TCA's sources.

Usage:
  python3 scripts/compare-syncups.py                 print the comparison
  python3 scripts/compare-syncups.py --files         ... and every file's counts
  python3 scripts/compare-syncups.py --tca DIR --write-tca-counts
                                                     recount TCA's files, save the JSON
  python3 scripts/compare-syncups.py --check         exit 1 if the numbers in the article
                                                     (Sources/Fractal/Fractal.docc/
                                                     StandupsComparedWithTCA.md) or the
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
ARTICLE = ROOT / "Sources" / "Fractal" / "Fractal.docc" / "StandupsComparedWithTCA.md"
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

# Our files: the first rule whose pattern is found in the path (relative to
# Examples/Standups or Tests/StandupsTests) names the feature.
FEATURE_RULES = {
    "app": [
        (r"Route", "deep links"),
        (r"^List/", "list"),
        (r"^Form/", "form"),
        (r"^Detail/", "detail"),
        (r"^Record/", "record"),
        (r"^App/", "app"),
        (r"^Models/", "models"),
        (r"^Dependencies/", "dependencies"),
    ],
    "tests": [
        (r"Fixture", "fixtures"),
        (r"Flow|Route|Navigation", "beyond SyncUps"),
        (r"List|Form", "list + form"),
        (r"Detail", "detail"),
        (r"Record", "record"),
        (r"App", "app"),
    ],
}

FEATURE_ORDER = {
    "app": ["list", "form", "detail", "record", "app", "deep links", "models", "dependencies", "other"],
    "tests": ["list + form", "detail", "record", "app", "fixtures", "beyond SyncUps", "other"],
}

VIEW_PROTOCOLS = {
    "View", "Shape", "LabelStyle", "ProgressViewStyle", "ButtonStyle", "ToggleStyle",
    "ViewModifier", "PreviewProvider", "App", "Scene",
}


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


def counted_lines(source):
    """The lines the rule keeps, stripped of surrounding whitespace."""
    text, code = strip_comments(source)
    kept = []
    for declaration in top_level_declarations(text, code):
        first = next((line for line in declaration if line.strip()), "")
        if re.match(r"^\s*(?:@\w+\s+)*import\s", first) or is_view(declaration):
            continue
        kept.extend(line.strip() for line in declaration if line.strip())
    return kept


def count(source):
    lines = counted_lines(source)
    return {"lines": len(lines), "chars": sum(len(re.sub(r"\s", "", line)) for line in lines)}


def feature_of(kind, relative):
    for pattern, feature in FEATURE_RULES[kind]:
        if re.search(pattern, relative):
            return feature
    return "other"


def our_files():
    """(kind, feature, path relative to the repository, counts) of each of our files."""
    found = []
    for kind, folder in (("app", OUR_APP), ("tests", OUR_TESTS)):
        for path in sorted(folder.rglob("*.swift")):
            if path.name in OUR_SKIPPED:
                continue
            relative = path.relative_to(folder).as_posix()
            found.append((kind, feature_of(kind, relative), path.relative_to(ROOT).as_posix(), count(path.read_text(encoding="utf-8"))))
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
        entry.update(count(source))
        entry["sha256"] = hashlib.sha256(source.encode("utf-8")).hexdigest()
        old = previous.get(relative)
        if old and old.get("sha256") not in (None, entry["sha256"]):
            print(f"note: {relative} differs from the text counted at {old.get('commit')}", file=sys.stderr)
        files[relative] = entry
    return files


def totals(rows, kind):
    """feature -> {"lines", "chars"} for one kind, with every feature of FEATURE_ORDER."""
    result = {feature: {"lines": 0, "chars": 0} for feature in FEATURE_ORDER[kind]}
    for row_kind, feature, counts in rows:
        if row_kind == kind:
            result.setdefault(feature, {"lines": 0, "chars": 0})
            result[feature]["lines"] += counts["lines"]
            result[feature]["chars"] += counts["chars"]
    return result


def ratio(ours, theirs):
    return f"{round(100 * ours / theirs)}%" if theirs else "—"


def number(value):
    return f"{value:,}"


def table(kind, ours, theirs):
    title = "App code" if kind == "app" else "Tests"
    header = [
        f"| {title} | Lines, ours | Lines, TCA | Ours / TCA | Characters, ours | Characters, TCA | Ours / TCA |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    rows = []
    total = {"ours": {"lines": 0, "chars": 0}, "tca": {"lines": 0, "chars": 0}}
    for feature in FEATURE_ORDER[kind]:
        a, b = ours[feature], theirs[feature]
        if feature == "other" and not (a["lines"] or b["lines"]):
            continue
        for side, counts in (("ours", a), ("tca", b)):
            total[side]["lines"] += counts["lines"]
            total[side]["chars"] += counts["chars"]
        rows.append(
            f"| {feature} | {number(a['lines'])} | {number(b['lines'])} | {ratio(a['lines'], b['lines'])} "
            f"| {number(a['chars'])} | {number(b['chars'])} | {ratio(a['chars'], b['chars'])} |")
    if kind == "tests":
        beyond = ours["beyond SyncUps"]
        a = {key: total["ours"][key] - beyond[key] for key in ("lines", "chars")}
        b = total["tca"]
        rows.append(
            f"| **total of the tests SyncUps has** | **{number(a['lines'])}** | **{number(b['lines'])}** "
            f"| **{ratio(a['lines'], b['lines'])}** | **{number(a['chars'])}** | **{number(b['chars'])}** "
            f"| **{ratio(a['chars'], b['chars'])}** |")
    a, b = total["ours"], total["tca"]
    rows.append(
        f"| **total** | **{number(a['lines'])}** | **{number(b['lines'])}** | **{ratio(a['lines'], b['lines'])}** "
        f"| **{number(a['chars'])}** | **{number(b['chars'])}** | **{ratio(a['chars'], b['chars'])}** |")
    return header + rows


def comparison(ours_files, tca_files):
    """The article's generated block: both tables and the commits counted."""
    ours_rows = [(kind, feature, counts) for kind, feature, _, counts in ours_files]
    tca_rows = [(entry["kind"], entry["feature"], entry) for entry in tca_files.values()]
    lines = []
    for kind in ("app", "tests"):
        lines += table(kind, totals(ours_rows, kind), totals(tca_rows, kind))
        lines.append("")
    lines.append("TCA's files, each at the commit it was read at:")
    lines.append("")
    for relative, entry in tca_files.items():
        lines.append(f"- `{relative}` at `{entry['commit']}`: {entry['lines']} lines, {number(entry['chars'])} characters")
    return "\n".join(lines)


def headline(ours_files, tca_files):
    """One sentence with the totals, for the README and the article's opening."""
    sums = {}
    for side, rows in (
        ("ours", [(kind, counts) for kind, _, _, counts in ours_files]),
        ("tca", [(entry["kind"], entry) for entry in tca_files.values()]),
    ):
        for kind, counts in rows:
            total = sums.setdefault((side, kind), {"lines": 0, "chars": 0})
            total["lines"] += counts["lines"]
            total["chars"] += counts["chars"]

    def part(kind, label):
        a, b = sums[("ours", kind)], sums[("tca", kind)]
        return (
            f"{label} {number(a['lines'])} lines and {number(a['chars'])} non-whitespace characters against TCA's "
            f"{number(b['lines'])} and {number(b['chars'])} ({ratio(a['lines'], b['lines'])} and {ratio(a['chars'], b['chars'])})")

    comparable = {"lines": 0, "chars": 0}
    for kind, feature, _, counts in ours_files:
        if kind == "tests" and feature != "beyond SyncUps":
            comparable["lines"] += counts["lines"]
            comparable["chars"] += counts["chars"]
    theirs = sums[("tca", "tests")]
    return (
        part("app", "App code (models, reducers, dependencies; no views):") + "; " + part("tests", "tests:")
        + f"; the tests SyncUps has, ported: {number(comparable['chars'])} non-whitespace characters "
        + f"({ratio(comparable['chars'], theirs['chars'])} of TCA's).")


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
    parser.add_argument("--tca", metavar="DIR", help="count TCA's files under DIR (laid out like TCA's repository)")
    parser.add_argument("--tca-counts", metavar="JSON", default=str(DEFAULT_COUNTS), help="TCA's counts per file (default: %(default)s)")
    parser.add_argument("--write-tca-counts", action="store_true", help="with --tca: save the counts to --tca-counts")
    parser.add_argument("--files", action="store_true", help="also print every file's counts")
    parser.add_argument("--check", action="store_true", help="exit 1 if the article's tables differ from what is computed")
    parser.add_argument("--update-article", action="store_true", help="rewrite the article's tables")
    arguments = parser.parse_args()

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
    else:
        sys.exit(f"error: {counts_path} not found; pass --tca DIR")

    ours = our_files()
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
            print(f"  {kind:5} {feature:12} {relative}: {counts['lines']} lines, {counts['chars']} characters")
    others = [relative for _, feature, relative, _ in ours if feature == "other"]
    if others:
        print("note: counted under 'other' (no feature rule matched): " + ", ".join(others), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
