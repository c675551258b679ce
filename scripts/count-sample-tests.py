#!/usr/bin/env python3
"""Counts what issue 23 measures in the sample tests.

For each sample test target: total lines (as `wc -l`), non-blank lines,
`#expect`/`#require` checks, the throwing reads (`currentValue()`,
`container()`) that replaced `try #require(…)`, and the calls of a test's
own check helpers (functions named `expect…`, each counted once however
many checks it makes). For every `RecordingContainer`
declaration under `Tests/`: its presenters and its lines, from the struct
line to the closing brace, with the totals and the lines per presenter (with
and without each container's struct line and closing brace). Presenters
containers still written the old way (stored recordings, name strings and
forwarding properties) are listed after.

    python3 scripts/count-sample-tests.py                  # the working tree
    python3 scripts/count-sample-tests.py --baseline 4d52fdc  # and a revision, for comparison
"""

import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SAMPLE_TARGETS = ["LoginSampleTests", "MediaSampleTests", "PhotosSampleTests", "StandupsTests"]
CHECK = re.compile(r"#expect\b|#require\b")
THROWING_READ = re.compile(r"\.(currentValue|container)\(\)")
# A call of a test's own check helper (`harness.expect(route:)`, `expectOnlyReachableViewModelsAlive()`), not its declaration.
HELPER_CHECK = re.compile(r"(?<![#\w])expect\w*\(")
CONTAINER = re.compile(r"^\s*(?:(?:private|fileprivate|final)\s+)*(?:struct|class)\s+(\w+)\s*:[^{]*\bRecordingContainer\b[^{]*\{")
OLD_CONTAINER = re.compile(r"^\s*(?:(?:private|fileprivate|final)\s+)*(?:struct|class)\s+(\w+)\s*:\s*[^{]*\b\w+Presenters\b[^{]*\{")
# What makes a presenters container an old-form recording one: stored recordings it forwards.
OLD_RECORDING = re.compile(r"RecordingPresenter<|session\.presenter\(|RecordingList<|childPresenter\(")
PRESENTER = re.compile(r"@Recorded(?:Children|List)?\b")


class Tree:
    """The Swift files under `Tests/`, in the working tree or at a revision."""

    def __init__(self, revision=None):
        self.revision = revision

    def files(self, folder):
        if self.revision is None:
            base = os.path.join(ROOT, folder)
            found = []
            for directory, _, names in os.walk(base):
                found += [os.path.relpath(os.path.join(directory, n), ROOT) for n in names if n.endswith(".swift")]
            return sorted(found)
        listing = subprocess.run(
            ["git", "ls-tree", "-r", "--name-only", self.revision, "--", folder],
            cwd=ROOT, capture_output=True, text=True, check=True).stdout
        return sorted(p for p in listing.splitlines() if p.endswith(".swift"))

    def read(self, path):
        if self.revision is None:
            with open(os.path.join(ROOT, path), encoding="utf-8") as file:
                return file.read()
        return subprocess.run(
            ["git", "show", f"{self.revision}:{path}"], cwd=ROOT, capture_output=True, text=True, check=True).stdout


def target_counts(tree, target):
    lines = nonblank = checks = reads = helpers = 0
    for path in tree.files(f"Tests/{target}"):
        text = tree.read(path)
        file_lines = text.splitlines()
        lines += len(file_lines)
        nonblank += sum(1 for line in file_lines if line.strip())
        checks += len(CHECK.findall(text))
        reads += len(THROWING_READ.findall(text))
        helpers += sum(len(HELPER_CHECK.findall(line)) for line in file_lines if "func " not in line)
    return lines, nonblank, checks, reads, helpers


def declarations(tree, pattern):
    """Each declaration matching `pattern`: (path, name, presenters, lines)."""
    found = []
    for path in tree.files("Tests"):
        file_lines = tree.read(path).splitlines()
        for start, line in enumerate(file_lines):
            match = pattern.match(line)
            if not match:
                continue
            depth, end = 0, start
            for end in range(start, len(file_lines)):
                depth += file_lines[end].count("{") - file_lines[end].count("}")
                if depth <= 0:
                    break
            body = file_lines[start:end + 1]
            presenters = sum(1 for b in body if PRESENTER.search(b))
            if pattern is OLD_CONTAINER and not any(OLD_RECORDING.search(b) for b in body):
                continue
            found.append((path, match.group(1), presenters, len(body)))
    return found


def report(tree, title):
    print(f"== {title}")
    print(f"{'target':<20} {'lines':>6} {'non-blank':>10} {'#expect/#require':>17} {'throwing reads':>15} {'check helpers':>14}")
    totals = {}
    for target in SAMPLE_TARGETS:
        counts = target_counts(tree, target)
        totals[target] = counts
        print(f"{target:<20} {counts[0]:>6} {counts[1]:>10} {counts[2]:>17} {counts[3]:>15} {counts[4]:>14}")
    containers = declarations(tree, CONTAINER)
    print(f"\nRecordingContainer declarations in Tests/ ({len(containers)}):")
    for path, name, presenters, lines in containers:
        print(f"  {path}: {name}: {presenters} presenters, {lines} lines")
    presenters = sum(c[2] for c in containers)
    lines = sum(c[3] for c in containers)
    if presenters:
        inner = lines - 2 * len(containers)
        print(f"  total: {presenters} presenters, {lines} lines: {lines / presenters:.2f} lines per presenter "
              f"({inner / presenters:.2f} without each struct line and closing brace)")
    old = [d for d in declarations(tree, OLD_CONTAINER) if (d[0], d[1]) not in {(c[0], c[1]) for c in containers}]
    print(f"\nOld-form presenters containers in Tests/ (not RecordingContainer) ({len(old)}):")
    for path, name, _, lines in old:
        print(f"  {path}: {name}: {lines} lines")
    print()
    return totals


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", metavar="REV", help="also count at this git revision, and compare")
    arguments = parser.parse_args()
    now = report(Tree(), "working tree")
    if arguments.baseline:
        before = report(Tree(arguments.baseline), f"baseline {arguments.baseline}")
        print("== change from the baseline")
        for target in SAMPLE_TARGETS:
            (l0, n0, c0, r0, h0), (l1, n1, c1, r1, h1) = before[target], now[target]
            shrink = (l0 - l1) / l0 * 100 if l0 else 0
            print(f"{target:<20} lines {l0} -> {l1} ({shrink:.1f}% shorter), non-blank {n0} -> {n1}, "
                  f"#expect/#require {c0} -> {c1}, throwing reads {r0} -> {r1}, check helper calls {h0} -> {h1}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
