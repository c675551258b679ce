#!/usr/bin/env python3
"""Helper of .ci/check-api.sh: turns swift-api-digester dumps into stable baselines
and lists, in words, how two of them differ.

    check-api.py normalize RAW.json OUT.json   # a dump (-dump-sdk) -> a baseline
    check-api.py report BASELINE.json CURRENT.json
        prints every declaration added, removed or changed; exit 1 if any

Normalizing keeps what a client of the package can use and nothing that depends on
the machine or on how the sources are laid out:
  - drops `import` nodes (a module's own imports, and SwiftOnoneSupport in debug
    builds, are not API);
  - drops declarations the digester marks isInternal: `package` and
    `@usableFromInline internal` ones (visible to inlinable code and to the
    package's other modules, never to a client; PlatformLock even differs
    between Linux and Darwin);
  - drops tool_arguments and locations (absolute paths), should a dump have them;
  - sorts the members of the module and of each type, and each type's
    conformances, so moving a declaration to another file or reordering
    extensions changes nothing. Parameter order (the children of a function or
    of a type) is kept: it is meaningful.
"""
import json
import os
import shutil
import subprocess
import sys

DECL_CONTAINERS = {"Root", "TypeDecl"}
VOLATILE_KEYS = {"tool_arguments", "location", "filePath"}


def is_dropped(node):
    return node.get("kind") == "Import" or node.get("isInternal") is True


def sort_key(node):
    return (
        node.get("declKind", ""),
        node.get("printedName", ""),
        node.get("usr", ""),
        node.get("mangledName", ""),
        json.dumps(node, sort_keys=True),
    )


def normalize(node):
    out = {}
    for key, value in node.items():
        if key in VOLATILE_KEYS:
            continue
        if key == "children":
            kids = [normalize(c) for c in value if not is_dropped(c)]
            if node.get("kind") in DECL_CONTAINERS:
                kids.sort(key=sort_key)
            out[key] = kids
        elif key == "accessors":
            out[key] = [normalize(a) for a in value]
        elif key == "conformances":
            out[key] = sorted((normalize(c) for c in value), key=sort_key)
        elif isinstance(value, dict):  # the top level: {"ABIRoot": root}
            out[key] = normalize(value)
        else:
            out[key] = value
    return out


def load(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def write(data, path):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=2, ensure_ascii=False)
        f.write("\n")


# ---------------------------------------------------------------- readable listing

def type_name(node):
    """How a type child prints, with what the parameter list adds to it."""
    text = node.get("printedName", "?")
    if node.get("paramValueOwnership"):
        text = node["paramValueOwnership"].lower() + " " + text
    if node.get("typeAttributes"):
        text = " ".join("@" + a for a in node["typeAttributes"]) + " " + text
    if node.get("hasDefaultArg"):
        text += " = default"
    return text


KEYWORDS = {
    "Func": "func", "Constructor": "", "Subscript": "", "Var": "var", "TypeAlias": "typealias",
    "AssociatedType": "associatedtype", "EnumElement": "case", "Class": "class",
    "Struct": "struct", "Enum": "enum", "Protocol": "protocol", "InfixOperator": "infix operator",
    "PrefixOperator": "prefix operator", "PostfixOperator": "postfix operator",
    "PrecedenceGroup": "precedencegroup", "Macro": "macro",
}
# Conformances every type has unless it opts out (~Copyable ...): left out of the
# listing to keep it short; a change of them still shows, as a changed field.
IMPLICIT_CONFORMANCES = {"Copyable", "Escapable", "SendableMetatype"}


def with_labels(name, types):
    """`apply(_:)` and [Input] -> `apply(_: Input)`; the name alone if they do not pair."""
    if "(" not in name or not name.endswith(")"):
        return f"{name}({', '.join(types)})"
    base, labels = name[:-1].split("(", 1)
    labels = [l for l in labels.split(":")][:-1] if labels else []
    if len(labels) != len(types):
        return f"{name}({', '.join(types)})"
    return f"{base}({', '.join(f'{l}: {t}' for l, t in zip(labels, types))})"


def describe(node, qualified):
    """One line saying what a declaration is, in about the words of its source."""
    kind = node.get("declKind", node.get("kind", "?"))
    words = []
    if node.get("static"):
        words.append("static")
    if node.get("funcSelfKind") and node["funcSelfKind"] != "NonMutating":
        words.append(node["funcSelfKind"].lower())
    keyword = KEYWORDS.get(kind, kind.lower())
    if kind == "Var" and node.get("isLet"):
        keyword = "let"
    if keyword:
        words.append(keyword)
    kids = [c for c in node.get("children", []) if "declKind" not in c]
    text = qualified
    if kind in ("Func", "Constructor", "Subscript") and kids:
        parent, _, name = qualified.rpartition(".")
        text = (parent + "." if parent else "") + with_labels(name, [type_name(k) for k in kids[1:]])
        # The dump has no async flag; an async function's mangled type ends in
        # `Ya` followed by its throws marker (`K`) and `F`.
        if node.get("isAsync") or node.get("async") or "Ya" in node.get("mangledName", "")[-5:]:
            text += " async"
        if node.get("throwing"):
            text += " throws"
        text += " -> " + type_name(kids[0])
    elif kind in ("Var", "TypeAlias", "EnumElement") and kids:
        text += ": " + ", ".join(type_name(k) for k in kids)
        if kind == "Var":
            accessors = [a.get("name", "?").lower() for a in node.get("accessors", [])]
            text += " { " + " ".join(accessors) + " }"
    elif kind == "AssociatedType" and kids:
        text += " = " + ", ".join(type_name(k) for k in kids)
    line = " ".join(words + [text])
    if node.get("genericSig"):
        line += "  " + node["genericSig"]
    extras = []
    conformances = [c.get("printedName", "?") for c in node.get("conformances", [])]
    conformances = [c for c in conformances if c not in IMPLICIT_CONFORMANCES]
    if conformances:
        extras.append(": " + ", ".join(conformances))
    if node.get("superclassNames"):
        extras.append("superclass " + node["superclassNames"][0])
    if node.get("enumRawTypeName"):
        extras.append("raw " + node["enumRawTypeName"])
    attributes = list(dict.fromkeys(node.get("declAttributes", [])))
    if attributes:
        extras.append("@" + " @".join(attributes))
    availability = [f"{k[6:]} {v}" for k, v in sorted(node.items()) if k.startswith("intro_")]
    if availability:
        extras.append("available " + ", ".join(availability))
    if extras:
        line += "  " + "  ".join(extras)
    return line


def own_part(node):
    """A declaration without its member declarations: what changes in it alone."""
    return json.dumps({k: v for k, v in node.items() if k != "children"}
                      | {"children": [c for c in node.get("children", []) if "declKind" not in c]},
                      sort_keys=True)


def declarations(root):
    """{identity: (path, description, own part, node)} for every declaration."""
    found = {}

    def walk(node, path):
        for child in node.get("children", []):
            if "declKind" not in child:
                continue
            name = child.get("printedName", child.get("name", "?"))
            here = path + [name]
            ident = child.get("usr") or ("/".join(here) + "#" + child["declKind"])
            n = 2
            while ident in found:  # the same usr twice (it happens for implicit members)
                ident = f"{ident}#{n}"
                n += 1
            found[ident] = (".".join(here), describe(child, ".".join(here)), own_part(child), child)
            walk(child, here)

    walk(root, [])
    return found


def demangle(symbol):
    """The full signature in a mangled name (typed throws included), or the name itself."""
    tool = os.environ.get("SWIFT_DEMANGLE") or shutil.which("swift-demangle")
    if not tool or not symbol.startswith("$s"):
        return symbol
    try:
        out = subprocess.run([tool, "-compact", symbol], capture_output=True, text=True, check=True)
        return out.stdout.strip() or symbol
    except (OSError, subprocess.CalledProcessError):
        return symbol


def differing_fields(old, new):
    keys = sorted((set(old) | set(new)) - {"children"})
    out = []
    for k in keys:
        if old.get(k) != new.get(k):
            out.append(f"{k}: {json.dumps(old.get(k))} -> {json.dumps(new.get(k))}")
    return out


def report(baseline_path, current_path):
    base = load(baseline_path)["ABIRoot"]
    cur = load(current_path)["ABIRoot"]
    module = cur.get("name", "?")
    old = declarations(base)
    new = declarations(cur)
    removed = sorted((v[0], v[1], k) for k, v in old.items() if k not in new)
    added = sorted((v[0], v[1], k) for k, v in new.items() if k not in old)
    changed = sorted(k for k in old.keys() & new.keys() if old[k][2] != new[k][2])
    # A change that only the mangled name shows (a typed throw, async, ...) looks like
    # the same line removed and added: there, add the demangled signature.
    def core(desc):
        return desc.split("  ")[0]

    clash = {core(d) for _, d, _ in removed} & {core(d) for _, d, _ in added}

    def line(sign, path, desc, ident, table):
        text = f"  {sign} {desc}"
        if core(desc) in clash:
            text += f"\n      ({demangle(table[ident][3].get('mangledName', ident))})"
        return text

    lines = []
    lines += [line("-", p, d, i, old) for p, d, i in removed]
    lines += [line("+", p, d, i, new) for p, d, i in added]
    for ident in changed:
        path, desc_old, _, node_old = old[ident]
        _, desc_new, _, node_new = new[ident]
        if desc_old != desc_new:
            lines.append(f"  ~ {desc_old}")
            lines.append(f"    now {desc_new}")
        else:
            lines.append(f"  ~ {desc_old}")
            for d in differing_fields(json.loads(old[ident][2]), json.loads(new[ident][2])):
                lines.append(f"      {d}")
    if not lines and json.dumps(base, sort_keys=True) != json.dumps(cur, sort_keys=True):
        lines.append("  ~ the dumps differ outside any declaration (format version or root fields)")
    if lines:
        print(f"{module}: {len(removed)} removed (-), {len(added)} added (+), {len(changed)} changed (~)")
        print("\n".join(lines))
        return 1
    return 0


def main(argv):
    if len(argv) == 4 and argv[1] == "normalize":
        write(normalize(load(argv[2])), argv[3])
        return 0
    if len(argv) == 4 and argv[1] == "report":
        return report(argv[2], argv[3])
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
