#!/usr/bin/env bash
# Guards the public API of the library modules: builds them, dumps each one's API
# with the toolchain's swift-api-digester, and compares the dump with the committed
# baseline api/<Module>.json. Any difference, breaking or additive, fails the run
# with a list of what changed.
#
# Usage: bash .ci/check-api.sh            compare with the baselines (CI)
#        bash .ci/check-api.sh --update   rewrite the baselines from the sources
#        either followed by --scratch-path PATH to build in PATH instead
#
# Builds in its own scratch path (.build-api, a plain debug build: the digester
# reads the binary .swiftmodule, no library evolution needed), so it never
# contends with a `swift build` in .build. A plain debug build of a target has
# the flags of `swift build --build-tests`, so CI passes --scratch-path .build
# after building there, and the modules it dumps are the ones already built. .ci/check-api.py makes the dumps
# stable (no paths, no imports, no package or @usableFromInline internals,
# members sorted): see api/README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Fractal FractalTesting FractalObservation)
scratch=.build-api
baselines=api
hint='if the change is deliberate, run `bash .ci/check-api.sh --update` and list it in CHANGELOG.md'
started=$SECONDS

update=false
while [[ $# -gt 0 ]]; do
    case "$1" in
        --update) update=true; shift ;;
        --scratch-path)
            [[ $# -ge 2 && -n "$2" ]] || { echo "usage: bash .ci/check-api.sh [--update] [--scratch-path PATH]" >&2; exit 2; }
            scratch=$2; shift 2 ;;
        *) echo "usage: bash .ci/check-api.sh [--update] [--scratch-path PATH]" >&2; exit 2 ;;
    esac
done

if command -v xcrun >/dev/null 2>&1 && xcrun --find swift-api-digester >/dev/null 2>&1; then
    digester=$(xcrun --find swift-api-digester)
else
    swift_path=$(command -v swift) || { echo "error: swift is not on PATH" >&2; exit 1; }
    digester="$(dirname "$(readlink -f "$swift_path")")/swift-api-digester"
    [[ -x "$digester" ]] || { echo "error: swift-api-digester not found (xcrun, or beside swift)" >&2; exit 1; }
fi

# The dumps depend on the toolchain (its conformances and how it prints types):
# the baselines name the one that made them, and another compares nothing.
toolchain="$(swift --version 2>/dev/null | head -n 1) on $(uname -sm)"
if ! $update; then
    recorded=$(cat "$baselines/TOOLCHAIN" 2>/dev/null || echo "no record")
    if [[ "$recorded" != "$toolchain" ]]; then
        echo "error: the API baselines in $baselines/ were made by $recorded; this is $toolchain" >&2
        echo "run \`bash .ci/check-api.sh --update\` with this toolchain on the unchanged sources, commit $baselines/, then make the change" >&2
        exit 1
    fi
fi

echo "== build ${modules[*]} (scratch path $scratch)"
log=$(mktemp)
trap 'rm -f "$log"' EXIT
for module in "${modules[@]}"; do
    if ! swift build --scratch-path "$scratch" --target "$module" >"$log" 2>&1; then
        tail -n 80 "$log" >&2
        echo "error: swift build --target $module failed (the last 80 lines of its output above)" >&2
        exit 1
    fi
    tail -n 1 "$log"
done
bin=$(swift build --scratch-path "$scratch" --show-bin-path)

# The digester loads each module as a client would; the C targets the modules import
# are found through the module maps SwiftPM writes into their .build folders.
search=(-I "$bin/Modules")
while IFS= read -r map; do
    search+=(-I "$(dirname "$map")")
done < <(find "$bin" -maxdepth 2 -path "*.build/module.modulemap" | sort)
export SWIFT_DEMANGLE="$(dirname "$digester")/swift-demangle"  # check-api.py shows typed throws with it
target=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
if [[ "$(uname)" == Darwin ]]; then
    sdk=(-sdk "$(xcrun --show-sdk-path --sdk macosx)")
fi

work="$scratch/api"
rm -rf "$work" && mkdir -p "$work/raw" "$work/current"
echo "== dump the API (swift-api-digester -dump-sdk, $target)"
for module in "${modules[@]}"; do
    if ! "$digester" -dump-sdk -module "$module" "${search[@]}" -target "$target" "${sdk[@]}" \
        -module-cache-path "$work/module-cache" \
        -avoid-location -avoid-tool-args -abort-on-module-fail \
        -o "$work/raw/$module.json"; then
        echo "error: swift-api-digester could not dump $module" >&2
        exit 1
    fi
    python3 .ci/check-api.py normalize "$work/raw/$module.json" "$work/current/$module.json"
    if grep -qF "$PWD" "$work/current/$module.json"; then
        echo "error: the dump of $module names this checkout's path ($PWD): it would not compare on another machine" >&2
        exit 1
    fi
done

if $update; then
    mkdir -p "$baselines"
    echo "$toolchain" >"$baselines/TOOLCHAIN"
    for module in "${modules[@]}"; do
        if cmp -s "$work/current/$module.json" "$baselines/$module.json"; then
            echo "   $baselines/$module.json unchanged"
        else
            if [[ -f "$baselines/$module.json" ]]; then
                python3 .ci/check-api.py report "$baselines/$module.json" "$work/current/$module.json" || true
            fi
            cp "$work/current/$module.json" "$baselines/$module.json"
            echo "   $baselines/$module.json rewritten"
        fi
    done
    echo "== API baselines updated in $((SECONDS - started))s: commit $baselines/ and list the change in CHANGELOG.md"
    exit 0
fi

echo "== compare with the baselines in $baselines/"
status=0
for module in "${modules[@]}"; do
    baseline="$baselines/$module.json"
    current="$work/current/$module.json"
    if [[ ! -f "$baseline" ]]; then
        echo "error: no baseline $baseline" >&2
        status=1
        continue
    fi
    if cmp -s "$baseline" "$current"; then
        echo "   $module: unchanged"
        continue
    fi
    status=1
    echo
    python3 .ci/check-api.py report "$baseline" "$current" || true
    # The digester's own verdict: which of the changes break source compatibility.
    "$digester" -diagnose-sdk -input-paths "$baseline" -input-paths "$current" \
        -module "$module" -o "$work/$module.diagnosis.txt" >/dev/null 2>&1 || true
    if grep -qvE '^(/\*.*\*/)?$' "$work/$module.diagnosis.txt" 2>/dev/null; then
        echo "  swift-api-digester -diagnose-sdk (what breaks source compatibility):"
        grep -vE '^(/\*.*\*/)?$' "$work/$module.diagnosis.txt" | sed 's/^/    /'
    else
        echo "  swift-api-digester: no source-breaking change (additive only)"
    fi
done

if [[ $status -ne 0 ]]; then
    echo
    echo "error: the public API differs from the baselines in $baselines/ (the current dumps are in $work/current/)" >&2
    echo "$hint" >&2
    exit 1
fi
echo "== public API unchanged (${modules[*]}) in $((SECONDS - started))s"
