#!/usr/bin/env bash
# Lints every Swift file with the toolchain's swift-format against .swift-format
# (which describes the code's existing style). Any finding fails the run.
#
# To fix findings in place: swift format --in-place --recursive --configuration .swift-format <paths>
#
# Why .swift-format turns these default rules off (JSON has no comments):
#   AlwaysUseLowerCamelCase        Presenter.UI(on:bind:) is the API's name (fractal MVVM's spelling).
#   DoNotUseSemicolons             one-line closures such as { shown.record($0); return nil }.
#   NoAssignmentInExpressions      swift-format does not know the precedence of the custom
#                                  operators, so `presentation = root <- app` is misread as an
#                                  assignment inside a `<-` expression.
#   ReplaceForEachWithForLoop      .forEach { } is used in tests and benchmarks.
#   ReturnVoidInsteadOfEmptyTuple  fractal MVVM's `() -> ()` is kept verbatim in SeedTests.
# and turns these on because the code already follows them everywhere:
#   AlwaysUseLiteralForEmptyCollectionInit, NeverUseForceTry, NeverUseImplicitlyUnwrappedOptionals,
#   NoEmptyLinesOpeningClosingBraces, UseWhereClausesInForLoops, ValidateDocumentationComments.
# Layout: 4-space indentation, #if blocks not indented, lines up to 160 characters
# (the longest line in the code is 151).
set -euo pipefail
cd "$(dirname "$0")/.."

if swift format --version >/dev/null 2>&1; then
    swift_format=(swift format)
elif command -v swift-format >/dev/null 2>&1; then
    swift_format=(swift-format)
else
    echo "error: swift-format not found (swift format, or swift-format on PATH)" >&2
    exit 1
fi

# Tests/Fixtures holds files the README shows whole (its install manifest): their
# layout is the README's, not the formatter's.
paths=(Sources Examples Fuzz Benchmarks/Benchmarks Benchmarks/Callgrind Package.swift Benchmarks/Package.swift)
while IFS= read -r folder; do paths+=("$folder"); done < <(find Tests -mindepth 1 -maxdepth 1 -type d ! -name Fixtures | sort)
echo "== swift-format lint ($("${swift_format[@]}" --version)): ${paths[*]}"
if ! "${swift_format[@]}" lint --strict --recursive --parallel --configuration .swift-format "${paths[@]}"; then
    echo "error: swift-format found style issues (see above)" >&2
    exit 1
fi
echo "swift-format: no findings"
