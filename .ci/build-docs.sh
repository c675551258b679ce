#!/usr/bin/env bash
# Builds the DocC documentation of Fractal and FractalTesting without any package
# dependency (no swift-docc-plugin): the compiler emits the symbol graphs while
# building the two modules, then `docc convert` turns each catalog plus its
# module's graphs into a .doccarchive. Any DocC warning fails the run.
#
# Usage: .ci/build-docs.sh            (archives land in .build-docs/)
# Builds in its own scratch path, so it never contends with a `swift build` in .build.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
graphs="$scratch/symbol-graphs/all"      # where the compiler writes every module's graphs;
                                         # each module's own are copied to symbol-graphs/<Module>
modules=(Fractal FractalTesting)
started=$SECONDS

if command -v xcrun >/dev/null 2>&1 && xcrun --find docc >/dev/null 2>&1; then
    docc=(xcrun docc)
elif command -v docc >/dev/null 2>&1; then
    docc=(docc)
else
    swift_path=$(command -v swift) || { echo "error: swift is not on PATH" >&2; exit 1; }
    candidate="$(dirname "$(readlink -f "$swift_path")")/docc"
    [[ -x "$candidate" ]] || { echo "error: docc not found (xcrun, PATH, or beside swift)" >&2; exit 1; }
    docc=("$candidate")
fi

echo "== symbol graphs (swift build of ${modules[*]}, public symbols)"
# The compiler writes a module's graphs only when it emits the module, and leaves
# a graph whose content is unchanged untouched, so a graph left from an earlier
# run cannot be told apart from a fresh one. Start from an empty folder and remove
# the two built modules: the build then re-emits just them (about a second),
# without recompiling their sources.
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
rm -rf "$scratch/symbol-graphs" && mkdir -p "$graphs"
for module in "${modules[@]}"; do
    rm -rf "$bin/Modules/$module.swiftmodule" "$bin/$module.swiftmodule"
done
# FractalTesting depends on Fractal, so building it builds (and emits) both.
swift build --scratch-path "$scratch" --target FractalTesting \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    -Xswiftc -emit-extension-block-symbols \
    -Xswiftc -symbol-graph-skip-inherited-docs

status=0
for module in "${modules[@]}"; do
    [[ -f "$graphs/$module.symbols.json" ]] || { echo "error: no symbol graph for $module in $graphs" >&2; exit 1; }
    # Only this module's own graphs: Module.symbols.json and Module@Other.symbols.json
    # (its extensions to other modules' types), never another module's.
    own="$scratch/symbol-graphs/$module"
    rm -rf "$own" && mkdir -p "$own"
    cp "$graphs/$module.symbols.json" "$own/"
    find "$graphs" -maxdepth 1 -name "$module@*.symbols.json" -exec cp {} "$own/" \;

    archive="$scratch/$module.doccarchive"
    echo "== docc convert $module ($(ls "$own" | tr '\n' ' '))"
    rm -rf "$archive"
    if ! "${docc[@]}" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$own" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.fractalmvvm.$module" \
        --output-path "$archive" \
        --warnings-as-errors; then
        status=1
    fi
done

if [[ $status -ne 0 ]]; then
    echo "error: DocC reported warnings or errors (see above)" >&2
    exit 1
fi

echo "== docs built in $((SECONDS - started))s"
for module in "${modules[@]}"; do
    echo "   $PWD/$scratch/$module.doccarchive"
done
echo "Preview one with a local server (http://localhost:8080/documentation/fractal):"
echo "   ${docc[*]} preview Sources/Fractal/Fractal.docc --additional-symbol-graph-dir $scratch/symbol-graphs/Fractal"
echo "or serve an archive statically (it is built for static hosting):"
echo "   python3 -m http.server --directory $scratch/Fractal.doccarchive 8000"
echo "   then open http://localhost:8000/documentation/fractal"
echo "(on macOS, opening a .doccarchive in Xcode also shows it)"
