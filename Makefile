# navlint — the two set-up commands are `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
NAVLINT := .build/debug/navlint

.PHONY: demo test deps test-tools build bench oracle format generate

# Install json-c (and pkg-config) when missing: apt on Debian/Ubuntu, Homebrew on macOS.
deps:
	@if ! pkg-config --exists json-c 2>/dev/null; then \
	  if command -v apt-get >/dev/null; then \
	    echo "installing libjson-c-dev and pkg-config with apt-get"; \
	    $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libjson-c-dev pkg-config; \
	  elif command -v brew >/dev/null; then \
	    brew install json-c pkg-config; \
	  else \
	    echo "navlint needs json-c: install libjson-c-dev (Debian) or json-c (Homebrew)" >&2; exit 2; \
	  fi; \
	fi

# Python tools the report and CLI tests run: jsonschema (SARIF validation) and pre-commit (try-repo).
test-tools:
	@python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install -q jsonschema 2>/dev/null \
	  || python3 -m pip install -q --user --break-system-packages jsonschema
	@python3 -m pre_commit --version >/dev/null 2>&1 || python3 -m pip install -q pre-commit 2>/dev/null \
	  || python3 -m pip install -q --user --break-system-packages pre-commit

build: deps
	$(SWIFT) build

demo: build
	$(NAVLINT) lint Examples || true

test: deps test-tools
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build 2>&1 | tee .build/test.log; exit $${PIPESTATUS[0]}

bench: deps
	$(SWIFT) build -c release --product navlint-bench
	.build/release/navlint-bench

# Differential test of the tokenizer against swift-syntax's lexer (development only; Tools/oracle/README.md).
# Extra arguments: make oracle ORACLE_ARGS="--wide" or ORACLE_ARGS="path/to/File.swift".
oracle: build
	Tools/oracle/compare.sh $(ORACLE_ARGS)

# Regenerate Rules/README.md and the embedded rule docs from Rules/*.md (a test checks they are fresh).
generate:
	python3 Scripts/generate-rule-docs.py

format:
	$(SWIFT) format --in-place --recursive Sources Tests Package.swift
