"""Package-level checks: the README example, docstring examples, and core purity."""

from __future__ import annotations

import ast
import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = ("js", "pyscript", "pyodide", "balut.web")
STDLIB = {"__future__", "base64", "collections", "dataclasses", "datetime", "enum",
          "functools", "hashlib", "itertools", "json", "math", "random", "re", "typing",
          "unicodedata", "zlib"}  # fmt: skip


def core_modules() -> list[Path]:
    """Every module of every package of balut/ but the glue (balut/web/)."""
    web = ROOT / "balut" / "web"
    return sorted(path for path in (ROOT / "balut").rglob("*.py") if web not in path.parents)


def core_id(path: Path) -> str:
    return str(path.relative_to(ROOT / "balut"))


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_names(path: Path, root: Path = ROOT) -> set[str]:
    """Every module ``path`` (under ``root``) imports, relative imports resolved to absolute
    names (``from .web import vdom`` in balut/dice.py gives balut.web and balut.web.vdom)."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            names.add(module)
            names |= {f"{module}.{alias.name}" for alias in node.names}
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "__import__":
            names.add("__import__")
    return names


def forbidden(names: set[str]) -> set[str]:
    return {n for n in names if any(n == f or n.startswith(f + ".") for f in FORBIDDEN)}


def test_readme_rules_core_example() -> None:
    failures, tried = doctest.testfile(str(ROOT / "README.md"), module_relative=False)
    assert tried >= 10
    assert failures == 0


@pytest.mark.parametrize("name", [module_name(path) for path in core_modules()])
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    failures, _ = doctest.testmod(module)
    assert failures == 0


@pytest.mark.parametrize("path", core_modules(), ids=core_id)
def test_core_never_imports_browser_modules_or_the_glue(path: Path) -> None:
    names = imported_names(path)
    assert "__import__" not in names, f"{core_id(path)} uses __import__"
    assert not forbidden(names), f"{core_id(path)} imports {forbidden(names)}"
    outside = {n.split(".")[0] for n in names} - STDLIB - {"balut"}
    assert not outside, f"{core_id(path)} imports beyond the stdlib: {outside}"


def test_relative_imports_are_resolved(tmp_path: Path) -> None:
    """The check itself: a relative import of the glue from a core module is caught."""
    module = tmp_path / "balut" / "dice.py"
    module.parent.mkdir()
    module.write_text("from .web import vdom\nfrom . import rules\n", encoding="utf-8")
    names = imported_names(module, tmp_path)
    assert names == {"balut.web", "balut.web.vdom", "balut", "balut.rules"}
    assert forbidden(names) == {"balut.web", "balut.web.vdom"}
    package = tmp_path / "balut" / "__init__.py"
    package.write_text("from .web.vdom import h\n", encoding="utf-8")
    assert forbidden(imported_names(package, tmp_path)) == {"balut.web.vdom", "balut.web.vdom.h"}


def test_core_modules_are_found() -> None:
    """Every package but the glue is guarded, the strategy's modules too."""
    names = {core_id(p) for p in core_modules()}
    assert not any(name.startswith("web") for name in names)
    assert {
        "__init__.py",
        "game.py",
        "rules.py",
        "sheet.py",
        "dice.py",
        "turn.py",
        "limits.py",
        "saving.py",
        "seating.py",
        "standings.py",
        "log.py",
        "strategy/__init__.py",
        "strategy/tables.py",
    } <= names
