"""Browser glue: the only package that imports `js` / `pyscript` (runs inside Pyodide)."""
