"""Fails if a public symbol of the library, its testing module or the sample
has no doc comment. Reads the symbol graphs `swift package dump-symbol-graph`
writes (SwiftPM built-in, no plugin needed)."""
import glob
import json
import subprocess
import sys

# The dump also tries test modules, and fails on those unless the tests were
# built; only the graphs of the modules below matter, and they must exist.
subprocess.run(
    ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
)
modules = ("Fractal", "FractalTesting", "FractalObservation", "LoginSample", "PhotosSample", "MediaSample")
missing = []
for module in modules:
    paths = glob.glob(f".build/*/symbolgraph/{module}.symbols.json")
    if not paths:
        print(f"no symbol graph for {module}: the dump failed", file=sys.stderr)
        sys.exit(1)
    for path in paths:
        for symbol in json.load(open(path))["symbols"]:
            # Members synthesized from another module's protocol extensions
            # (Sequence.flatMap on a collection of ours) are documented there.
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            if symbol.get("accessLevel") in ("public", "open") and "docComment" not in symbol:
                missing.append(f"{module}: {symbol['kind']['identifier']} {'.'.join(symbol['pathComponents'])}")
for line in missing:
    print("no doc comment:", line, file=sys.stderr)
print(f"doc comments: {len(missing)} public symbols without one in {', '.join(modules)}")
sys.exit(1 if missing else 0)
