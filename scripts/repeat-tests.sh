#!/usr/bin/env bash
# Runs test suites many times in a row with both cores loaded by busy
# processes, and stops at the first failing run, printing it: a flaky test
# shows itself here, not on CI.
#
#   bash scripts/repeat-tests.sh [RUNS] [FILTER] [-- extra swift test flags]
#
# RUNS defaults to 200, FILTER to the sample apps' and the stand-up app's
# suites. Extra flags go to `swift test` (e.g. `-- --sanitize=thread
# --scratch-path .build-tsan`). The tests are built once, then run with
# --skip-build.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-200}
filter=${2:-"StandupsTests|LoginSampleTests|MediaSampleTests|PhotosSampleTests"}
shift $(( $# < 2 ? $# : 2 ))
[[ ${1:-} == "--" ]] && shift
extra=("$@")

swift build --build-tests "${extra[@]}" >/dev/null

load=()
for _ in 1 2; do
    (while :; do :; done) &
    load+=($!)
done
trap 'kill "${load[@]}" 2>/dev/null || true' EXIT

log=$(mktemp)
for ((run = 1; run <= runs; run++)); do
    if ! swift test --skip-build "${extra[@]}" --filter "$filter" >"$log" 2>&1; then
        echo "run $run of $runs failed:"
        grep -E "✘|error|failed|crash" "$log" | head -40
        exit 1
    fi
done
echo "$runs runs in a row passed ($filter${extra[*]:+, ${extra[*]}}), both cores loaded"
