#!/usr/bin/env python3
"""Every public or open symbol of the documented modules has a summary line.

    scripts/docs-summaries.py SYMBOL_GRAPH_DIR MODULE... [--generated MODULE...]

Reads each module's symbol graphs (MODULE.symbols.json and MODULE@Other.symbols.json, its
extensions of other modules' types) and prints `Module.path.to.symbol` for each public or open
symbol whose doc comment is missing, or starts with an empty line or a callout (`- Remark:` …), which
DocC does not take for a summary. Extension blocks are not symbols of their own. Symbols that DocC documents
from elsewhere are not counted: compiler-synthesized ones, implementations of another module's
protocol requirements (DocC shows the requirement's text; the graph names it in `sourceOrigin`)
and overrides (DocC shows the overridden declaration's text). Exits 1 when any symbol lacks one.

The modules after --generated are counted and reported, not failed (none is any more: the
generator gives a spec item without a description a summary that says what it is, e.g. "The `FULL`
value of `HMILevel`.", so SDLRPC is checked like the hand-written modules).
"""
import json
import pathlib
import sys


def summary_of(symbol):
    lines = symbol.get("docComment", {}).get("lines", [])
    texts = [line.get("text", "").strip() for line in lines]
    first = texts[0] if texts else ""
    return "" if first.startswith("- ") else first


def inherits_docs(symbol, relationships):
    precise = symbol["identifier"]["precise"]
    if "::SYNTHESIZED::" in precise:
        return True
    for relation in relationships.get(precise, []):
        if relation.get("sourceOrigin") or relation["kind"] in ("overrides", "defaultImplementationOf"):
            return True
    return False


def missing(graph_dir, module):
    files = [graph_dir / f"{module}.symbols.json"] + sorted(graph_dir.glob(f"{module}@*.symbols.json"))
    found = []
    for path in files:
        if not path.exists():
            continue
        graph = json.loads(path.read_text())
        relationships = {}
        for relation in graph.get("relationships", []):
            relationships.setdefault(relation["source"], []).append(relation)
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue  # an extension block: its members are checked one by one
            if summary_of(symbol) or inherits_docs(symbol, relationships):
                continue
            found.append(f"{module}." + ".".join(symbol["pathComponents"]))
    return sorted(set(found))


def main():
    arguments = sys.argv[2:]
    generated = arguments[arguments.index("--generated") + 1:] if "--generated" in arguments else []
    written = arguments[:arguments.index("--generated")] if "--generated" in arguments else arguments
    if len(sys.argv) < 3 or not written + generated:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    graph_dir = pathlib.Path(sys.argv[1])
    failures = 0
    for module in written + generated:
        if not (graph_dir / f"{module}.symbols.json").exists():
            print(f"docs: no symbol graph for {module} in {graph_dir}", file=sys.stderr)
            return 1
    for module in written:
        for name in missing(graph_dir, module):
            print(f"docs: no summary: {name}")
            failures += 1
    for module in generated:
        names = missing(graph_dir, module)
        print(f"docs: {module}: {len(names)} generated symbol(s) whose spec item has no description, e.g. "
              + ", ".join(names[:3]))
    if failures:
        print(f"docs: {failures} public symbol(s) without a summary line (add a /// line)")
        return 1
    print(f"docs: every public symbol of {', '.join(written)} has a summary")
    return 0


if __name__ == "__main__":
    sys.exit(main())
