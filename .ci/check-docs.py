"""Fails if a Swift code block in the docs is not mirrored in compiled code.

Every ```swift block of README.md, of the DocC articles and of the `///` doc
comments in Sources/ must appear, line for line (leading indentation ignored),
in some .swift file under Tests/ or Examples/, which CI builds and runs. In a
doc comment the `///` prefix is stripped and a bare ``` block counts as Swift;
blocks that name another language (```text) are not checked. (README blocks are
held to more by ReadmeMirrorTests: each is a whole file, named in a
`<!-- mirrors: -->` comment.)
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


def doc_comment_blocks(path):
    """The Swift code blocks of the `///` comments of one source file, each with
    the line its opening fence is on."""
    found = []
    block = None
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        stripped = line.strip()
        if not stripped.startswith("///"):
            # A doc comment ends with its last `///` line; so does a block left open.
            block = None
            continue
        text = stripped[3:]
        text = text[1:] if text.startswith(" ") else text
        fence = text.strip()
        if block is None and fence.startswith("```"):
            language = fence[3:].strip()
            block = {"line": number, "lines": [], "swift": language in ("", "swift")}
        elif block is not None and fence == "```":
            if block["swift"]:
                found.append((block["line"], "\n".join(block["lines"]) + "\n"))
            block = None
        elif block is not None:
            block["lines"].append(text)
    return found


for path in sorted((root / "Sources").rglob("*.swift")):
    for number, block in doc_comment_blocks(path):
        blocks.append((f"{path.relative_to(root)}:{number}", block))

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
