#!/usr/bin/env bash
# Instructions and atomic instructions per operation of one mode of the
# harness (main.swift lists them), from two callgrind runs, start-up subtracted:
#
#   bash count.sh tree            # per row of the 10,000-row tree
#   bash count.sh serial          # per serial switch
#   bash count.sh composite       # per element of 1,000 `AnyDisposable`s in a composite
#   bash count.sh compositeOpenCombine  # the same with OpenCombine (Peer/, a package of its own)
#   bash count.sh keyedFilter     # per round of ten filter changes of 10,000 keyed rows (also handFilter)
#   bash count.sh modify          # per `modify` of a property with one observer (also modifyArray)
#   bash count.sh appMain         # per change on the main thread shown by Presenter.UI (#17; also appTurn,
#                                 # appBackground, appBurst, appRow, appPresent; append OpenCombine, or
#                                 # NoHopOpenCombine, for the peer: appMainOpenCombine, appMainNoHopOpenCombine)
#   ATOMICS_BY_CALLER=3 bash count.sh tree   # atomics by call chain, 3 deep
#
# Needs valgrind. valgrind 3.19 cannot read the debug info the C target
# produces, so the binary is copied with its debug info stripped.
set -euo pipefail
cd "$(dirname "$0")"
mode=${1:?usage: count.sh tree|serial|set1|set10|observe|composite|compositeClosure|compositeOpenCombine|flatMapLatest|keyedFilter|handFilter|modify|modifyArray|app…[NoHop][OpenCombine]}
case "$mode" in
tree) small=1 large=3 per=20000 ;;                  # two trees of 10,000 rows
serial | flatMapLatest) small=1000 large=21000 per=20000 ;;
composite | compositeClosure | compositeOpenCombine) small=10 large=110 per=100000 ;;  # per element: 100 composites of 1,000
keyedFilter | handFilter) small=1 large=11 per=10 ;;  # per round of ten changes
appBackground*) small=1000 large=11000 per=10000 ;;  # a hop to the main queue and back
appBurst*) small=10 large=210 per=200 ;;             # per burst of 100 changes
appPresent*) small=1 large=11 per=10 ;;              # per 1,000 rows presented and torn down
app*) small=1000 large=21000 per=20000 ;;            # per turn of the main queue
*) small=1000 large=101000 per=100000 ;;
esac
package=. binary=CallgrindHarness
case "$mode" in *OpenCombine) package=Peer binary=CallgrindPeer ;; esac
swift build -c release --package-path "$package" >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$(swift build -c release --package-path "$package" --show-bin-path)/$binary" "$work/harness"
objcopy --strip-debug "$work/harness"
separate=()
if [ -n "${ATOMICS_BY_CALLER:-}" ]; then separate=(--separate-callers="$ATOMICS_BY_CALLER"); fi
for count in "$small" "$large"; do
    valgrind --tool=callgrind "${separate[@]}" --dump-instr=yes --compress-pos=no --compress-strings=no \
        --callgrind-out-file="$work/$count.out" "$work/harness" "$mode" "$count" 2>"$work/$count.log" >/dev/null
done
instructions() { grep -o 'Collected : [0-9]*' "$work/$1.log" | grep -o '[0-9]*$'; }
python3 -c "print('instructions per operation: %.0f' % (($(instructions "$large") - $(instructions "$small")) / $per))"
python3 count-atomics.py "$work/$small.out" "$work/$large.out" "$per"
