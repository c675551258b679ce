"""Fails if a Swift code block in the docs is not mirrored in compiled code.

Every ```swift block of README.md and of the DocC articles must appear, line
for line (leading indentation ignored), in some .swift file under Tests/ or
Examples/, which CI builds and runs. (README blocks are held to more by
ReadmeMirrorTests: each is a whole file, named in a `<!-- mirrors: -->` comment.)
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
documents = [root / "README.md", *sorted(root.glob("Sources/*/*.docc/*.md"))]
blocks = [
    (document.relative_to(root), block)
    for document in documents
    for block in re.findall(r"```swift\n(.*?)```", document.read_text(), re.S)
]
sources = [
    [line.strip() for line in path.read_text().splitlines()]
    for folder in ("Tests", "Examples")
    for path in (root / folder).rglob("*.swift")
]


def mirrored(block):
    lines = [line.strip() for line in block.strip().splitlines()]
    for source in sources:
        for start in range(len(source) - len(lines) + 1):
            if source[start:start + len(lines)] == lines:
                return True
    return False


checked = [(document, block) for document, block in blocks if ".package(url:" not in block]
missing = [(document, block) for document, block in checked if not mirrored(block)]
for document, block in missing:
    print(f"{document}: block not found in Tests/ or Examples/:\n{block}", file=sys.stderr)
print(f"docs: {len(checked)} Swift blocks checked, {len(missing)} not mirrored in compiled code")
sys.exit(1 if missing else 0)
