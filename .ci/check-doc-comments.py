"""Fails if a public symbol of the library, its testing module or the sample
has no doc comment. Reads the symbol graphs `swift package dump-symbol-graph`
writes (SwiftPM built-in, no plugin needed)."""
import glob
import json
import subprocess
import sys

subprocess.run(
    ["swift", "package", "dump-symbol-graph", "--minimum-access-level", "public"],
    check=True, stdout=subprocess.DEVNULL,
)
modules = ("Fractal", "FractalTesting", "LoginSample")
missing = []
for module in modules:
    for path in glob.glob(f".build/*/symbolgraph/{module}.symbols.json"):
        for symbol in json.load(open(path))["symbols"]:
            if symbol.get("accessLevel") in ("public", "open") and "docComment" not in symbol:
                missing.append(f"{module}: {symbol['kind']['identifier']} {'.'.join(symbol['pathComponents'])}")
for line in missing:
    print("no doc comment:", line, file=sys.stderr)
print(f"doc comments: {len(missing)} public symbols without one in {', '.join(modules)}")
sys.exit(1 if missing else 0)
