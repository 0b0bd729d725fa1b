"""Fail when the package's modules import each other in a cycle.

Every import counts, at module level or inside a function, ``TYPE_CHECKING`` blocks
included: a cycle there is a design knot even where Python would tolerate it. Each
module is also reduced to its subpackage (``index``, ``runtime``, ...) and the same
check runs on that coarser graph, so two subpackages never lean on each other.
Usage: python .ci/import_cycles.py [PACKAGE_DIR]
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path


def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path, name: str, known: set[str]) -> set[str]:
    is_package = path.name == "__init__.py"
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name.split(".")
                anchor = anchor[: len(anchor) - node.level + (1 if is_package else 0)]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one node (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(10_000)
    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def subpackage(module: str) -> str:
    return ".".join(module.split(".")[:2])


def main() -> int:
    root = Path(sys.argv[1] if len(sys.argv) > 1 else "scrapy_simhash").resolve()
    paths = sorted(root.rglob("*.py"))
    names = {module_name(path, root): path for path in paths}
    known = set(names)
    modules = {name: imports_of(path, name, known) for name, path in names.items()}
    # A package's __init__ re-exporting its own modules is not a cycle of design.
    modules = {name: {t for t in targets if not t.startswith(name + ".")}
               for name, targets in modules.items()}
    packages: dict[str, set[str]] = {}
    for name, targets in modules.items():
        packages.setdefault(subpackage(name), set()).update(
            subpackage(t) for t in targets if subpackage(t) != subpackage(name))
    packages.pop(root.name, None)  # the root re-exports everything, lazily
    failed = False
    for label, graph in (("module", modules), ("subpackage", packages)):
        for component in cycles(graph):
            failed = True
            print(f"import cycle between {label}s: {' <-> '.join(component)}")
    if not failed:
        print(f"no import cycle among {len(modules)} modules in {len(packages)} subpackages")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
