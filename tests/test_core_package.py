"""Package-level checks: the README example, docstring examples, and core purity."""

from __future__ import annotations

import ast
import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import balut

ROOT = Path(__file__).resolve().parent.parent
BROWSER_MODULES = {"js", "pyscript", "pyodide"}


def core_modules() -> list[Path]:
    return sorted(p for p in (ROOT / "balut").glob("*.py"))


def test_readme_rules_core_example() -> None:
    failures, tried = doctest.testfile(str(ROOT / "README.md"), module_relative=False)
    assert tried >= 10
    assert failures == 0


@pytest.mark.parametrize(
    "name", [m.name for m in pkgutil.iter_modules(balut.__path__) if m.name != "web"]
)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(f"balut.{name}")
    failures, _ = doctest.testmod(module)
    assert failures == 0


@pytest.mark.parametrize("path", core_modules(), ids=lambda p: p.name)
def test_core_never_imports_browser_modules(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            imported |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            imported.add(node.module.split(".")[0])
        elif isinstance(node, ast.Call) and getattr(node.func, "id", "") == "__import__":
            pytest.fail(f"{path.name} uses __import__")
    assert not imported & BROWSER_MODULES, f"{path.name} imports {imported & BROWSER_MODULES}"
    stdlib = {"__future__", "collections", "dataclasses", "enum", "functools", "itertools",
              "random", "typing", "unicodedata"}  # fmt: skip
    assert imported <= stdlib, f"{path.name} imports beyond the stdlib: {imported - stdlib}"


def test_core_modules_are_found() -> None:
    names = {p.name for p in core_modules()}
    assert {"__init__.py", "game.py", "rules.py", "sheet.py", "dice.py"} <= names
