#!/usr/bin/env bash
# Fuzzes Route parsing with libFuzzer for a bounded time (default 20 s):
#   bash Fuzz/run.sh [SECONDS]
# Builds a standalone fuzzer from the route sources (they use only the
# standard library) with -sanitize=fuzzer,address; any crash, sanitizer
# report or failed round trip fails the run and leaves the input in
# .build-fuzz/ for replay (`.build-fuzz/route-fuzzer CRASH_FILE`).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-20}"
out=.build-fuzz
mkdir -p "$out/corpus"
if ! swiftc -sanitize=fuzzer,address -parse-as-library -O \
    Fuzz/RouteFuzzer.swift Sources/Fractal/Navigation/Route.swift Sources/Fractal/Navigation/RouteError.swift \
    -o "$out/route-fuzzer" > "$out/build.log" 2>&1; then
    cat "$out/build.log" >&2
    exit 1
fi
# Seeds: shapes the parser must handle.
printf 'movies/v-for-vendetta' > "$out/corpus/path"
printf 'media://movies/v%%20for%%20vendetta?x#y' > "$out/corpus/url"
printf 'https://example.com/signin' > "$out/corpus/web"
printf '/a//b/%%2F/%%E2%%9C%%93/../.' > "$out/corpus/odd"
# No Swift backtracer: on a crash it would wait for a debugger-style unwind
# of the fuzzer's process instead of letting libFuzzer write the input.
status=0
SWIFT_BACKTRACE=enable=no "$out/route-fuzzer" "$out/corpus" -max_total_time="$seconds" -max_len=4096 \
    -artifact_prefix="$out/" -print_final_stats=1 > "$out/run.log" 2>&1 || status=$?
grep -E "^(Done [0-9]+ runs|==[0-9]+==ERROR|SUMMARY|Fatal error|artifact_prefix|Test unit written)" "$out/run.log" || true
# libFuzzer exits 0 when the time is up with nothing found, non-zero on a finding.
if [[ $status -ne 0 ]]; then
    echo "error: the route fuzzer found a failing input (exit $status; see $out/run.log and $out/crash-*)" >&2
    exit 1
fi
echo "route fuzzer: no failure in ${seconds}s"
