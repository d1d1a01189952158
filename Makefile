# Two commands for a fresh Debian machine with Python 3.11+ and Node/npm:
#   make serve   set up and serve the app at http://127.0.0.1:$(PORT)
#   make test    set up and run ruff, mypy, tsc, ESLint and every test (the page's
#                JavaScript under Node's runner, core, browser)
# The inner loop: make check   the same linters and type checks, and the tests that need
#                              no browser (Node's and the browser-free pytest ones).
# Other targets: screenshots (every screen, light and dark, every language, for review),
# site (publishable folder in $(SITE)), bench (start-up benchmark),
# icons (redraw static/icons).

PORT ?= 8000
PYTHON ?= python3
SITE ?= _site
# worksteal: a worker that runs out of tests takes queued ones from the other.
PYTEST_ARGS ?= -n 2 --dist worksteal
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: serve test check lint lint-checks pytest-all screenshots site bench icons build chromium python-deps

# npm ci only when the lockfile changed since the last install.
node_modules/.package-lock.json: package.json package-lock.json
	npm ci --no-audit --no-fund --prefer-offline

# Vendor PyScript + Pyodide into static/vendor/, regenerate the generated files
# (static/js/contract.js, strings.js, ...) and the service worker's precache manifest.
build: node_modules/.package-lock.json
	$(PYTHON) scripts/vendor.py
	$(PYTHON) scripts/build.py

serve: build
	$(PYTHON) scripts/serve.py --port $(PORT)

chromium:
	@test -x /usr/bin/chromium || { $(SUDO) apt-get update && $(SUDO) apt-get install -y chromium; }

python-deps:
	$(PYTHON) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt

# Lint and types of both languages, and the page's unit tests (contract.js is built).
lint: python-deps build
	$(MAKE) --no-print-directory lint-checks

lint-checks:
	$(PYTHON) -m ruff check .
	$(PYTHON) -m ruff format --check .
	$(PYTHON) -m mypy
	npx --no-install tsc -p tsconfig.json
	npx --no-install tsc -p tsconfig.service-worker.json
	npx --no-install eslint .
	node --test tests/js/

# The linters run beside pytest (while its first worker makes the browser tests' Python
# snapshot, the other core is mostly free); either failing fails the target.
test: chromium python-deps build
	$(MAKE) --no-print-directory -j2 lint-checks pytest-all

pytest-all:
	$(PYTHON) -m pytest $(PYTEST_ARGS)

check: lint
	$(PYTHON) -m pytest $(PYTEST_ARGS) tests --ignore=tests/e2e

# Every screen light and dark, in every language, into artifacts/screenshots/ for review.
screenshots: chromium python-deps build
	BALUT_SCREENSHOTS=1 $(PYTHON) -m pytest $(PYTEST_ARGS) tests/e2e -k "screen or language or install or phone"

site: build
	$(PYTHON) scripts/build.py --site $(SITE)

bench: chromium python-deps build
	$(PYTHON) bench/startup.py

icons:
	$(PYTHON) scripts/make_icons.py
