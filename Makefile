# navlint — the two set-up commands are `make demo` and `make test`.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
NAVLINT := .build/debug/navlint

.PHONY: demo test test-release test-sanitizers format-lint deps test-tools editor-deps graph-deps build bench fuzz oracle format generate

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

# Editors the editor tests drive headless: Neovim (required by make test) and Emacs with eglot (when it
# can be installed; its test is skipped otherwise).
editor-deps:
	@if ! command -v nvim >/dev/null; then \
	  if command -v apt-get >/dev/null; then \
	    echo "installing neovim with apt-get"; \
	    $(SUDO) apt-get install -y -qq neovim || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq neovim; }; \
	  elif command -v brew >/dev/null; then brew install neovim; fi; \
	fi
	@if ! emacs --batch -q --eval "(require 'eglot)" >/dev/null 2>&1 && command -v apt-get >/dev/null; then \
	  echo "installing emacs-nox and eglot with apt-get"; \
	  $(SUDO) apt-get install -y -qq --no-install-recommends emacs-nox elpa-eglot \
	    || echo "Emacs with eglot not installed; its editor test is skipped"; \
	fi

# Python tools the report and CLI tests run: jsonschema (SARIF and GitLab validation), xmlschema and
# junitparser (JUnit), markdown-it-py (the Markdown report) and pre-commit (try-repo).
PYTHON_TEST_TOOLS := jsonschema xmlschema junitparser markdown-it-py
test-tools:
	@python3 -c 'import jsonschema, xmlschema, junitparser, markdown_it' 2>/dev/null \
	  || python3 -m pip install -q $(PYTHON_TEST_TOOLS) 2>/dev/null \
	  || python3 -m pip install -q --user --break-system-packages $(PYTHON_TEST_TOOLS)
	@python3 -m pre_commit --version >/dev/null 2>&1 || python3 -m pip install -q pre-commit 2>/dev/null \
	  || python3 -m pip install -q --user --break-system-packages pre-commit

build: deps
	$(SWIFT) build

demo: build
	$(NAVLINT) lint Examples || true

# Graphviz, which draws `navlint graph --format svg/html` and checks that the DOT it prints is accepted; and
# Chromium, which renders the html page to a PNG in GraphTests (headless, as a person would look at it).
graph-deps:
	@if ! command -v dot >/dev/null && command -v apt-get >/dev/null; then \
	  echo "installing graphviz with apt-get"; \
	  $(SUDO) apt-get install -y -qq graphviz || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq graphviz; } \
	    || echo "Graphviz not installed; the svg test is skipped"; \
	elif ! command -v dot >/dev/null && command -v brew >/dev/null; then brew install graphviz; fi
	@if ! command -v chromium >/dev/null && ! command -v chromium-browser >/dev/null && command -v apt-get >/dev/null; then \
	  echo "installing chromium with apt-get (the html page's screenshot test)"; \
	  $(SUDO) apt-get install -y -qq --no-install-recommends chromium \
	    || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq --no-install-recommends chromium; } \
	    || echo "Chromium not installed; the html screenshot test fails under make test"; \
	fi

test: deps test-tools editor-deps graph-deps format-lint
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build 2>&1 | tee .build/test.log; exit $${PIPESTATUS[0]}
	$(MAKE) test-release
	$(MAKE) test-sanitizers

# `make release`, then what a user gets from it, checked by Scripts/check-release.py: the binary needs no
# json-c (ldd), the man page and completions, and the artifact bundle run by SwiftPM from a .binaryTarget.
test-release: release
	python3 Scripts/check-release.py .build/dist

# The unit tests again under AddressSanitizer (with LeakSanitizer) and ThreadSanitizer, each in its own
# scratch folder so the plain debug build is untouched. Foundation's own lifetime allocations are
# suppressed (Scripts/lsan-suppressions.txt). The suites that build navlint from source in release
# (pre-commit's swift hook, the command plugin) run in the plain pass only: what they build and run is
# not instrumented, so under a sanitizer they would only repeat that pass's 10-20 minutes of building. The
# editor tests drive Neovim and Emacs against the plain debug build's navlint, so they too run once.
# ThreadSanitizer looks for data races, so it runs the suites whose code runs on several threads (the
# server, the session's parallel lint and indexing, the CLI's processes); the single-threaded rule, syntax,
# JSON and report suites run under AddressSanitizer only, where a race cannot happen and TSan would only
# multiply their time.
SANITIZER_SKIP := PreCommitTests|DistributionPluginTests|EditorTests
TSAN_SKIP := $(SANITIZER_SKIP)|NavlintRulesTests|NavlintSyntaxTests|NavlintJSONTests|NavlintReportTests
test-sanitizers: deps
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build-asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Scripts/lsan-suppressions.txt \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build-asan --skip '$(SANITIZER_SKIP)' 2>&1 \
	  | tee .build/test-asan.log; exit $${PIPESTATUS[0]}
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build-tsan
	TSAN_OPTIONS=halt_on_error=1 \
	  $(SWIFT) test --skip-build --sanitize=thread --scratch-path .build-tsan --skip '$(TSAN_SKIP)' 2>&1 \
	  | tee .build/test-tsan.log; exit $${PIPESTATUS[0]}

# Speed and memory beside their references (README.md, "Performance"): release builds, a generated
# 1,000,000-line corpus in bench-corpus/ (gitignored, made on first use), then one table.
bench: deps
	$(SWIFT) build -c release --product navlint
	$(SWIFT) build -c release --product navlint-bench
	@[ -d bench-corpus ] || python3 Scripts/make-bench-corpus.py
	python3 Scripts/bench.py

# libFuzzer targets (Fuzz/): tokenizer + structure + rules, LSP framing + JSON-RPC, config loader; each runs
# FUZZ_SECONDS (default 60). Findings go to .build-fuzz/artifacts/<target>/.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) Scripts/fuzz.sh $(FUZZ_TARGETS)

# Differential test of the tokenizer against swift-syntax's lexer (development only; Tools/oracle/README.md).
# Extra arguments: make oracle ORACLE_ARGS="--wide" or ORACLE_ARGS="path/to/File.swift".
oracle: build
	Tools/oracle/compare.sh $(ORACLE_ARGS)

# Regenerate Rules/README.md and the embedded rule docs from Rules/*.md, and Examples/NAVIGATION.md from the demo
# app's graph (tests check they are fresh).
generate:
	python3 Scripts/generate-rule-docs.py
	$(SWIFT) build --product navlint
	python3 Scripts/generate-navigation.py

# Swift sources under swift-format (.swift-format); test data (fixtures, corpus, golden files, the plugin
# sample) keeps its deliberate shapes.
FORMAT_FILES = $(shell find Package.swift Sources Tests Plugins Fuzz -name '*.swift' -not -path '*/Fixtures/*' \
  -not -path '*/Corpus/*' -not -path '*/Expected/*' -not -path '*/PluginSample/*' -not -path '*/regressions/*' -not -path '*/.build*' 2>/dev/null)

format:
	@$(SWIFT) format --in-place $(FORMAT_FILES)

format-lint:
	@$(SWIFT) format lint --strict $(FORMAT_FILES) && echo "swift format lint: $(words $(FORMAT_FILES)) files clean"

# --- install, uninstall, release (README.md, "Install") ---
# `make install [PREFIX=/usr/local] [DESTDIR=]`: a stripped release build in $(DESTDIR)$(PREFIX)/bin.
# On Linux the Swift runtime and Foundation are linked statically, so the binary only needs libc and
# json-c (libjson-c5) at run time and can be copied into a CI image. `navlint --version` names the
# commit (Plugins/NavlintBuildInfoPlugin; set NAVLINT_COMMIT when building outside a git checkout).
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
SHAREDIR = $(DESTDIR)$(PREFIX)/share
UNAME := $(shell uname -s)
# Release builds link json-c statically, so the installed binary needs no json-c at run time: a json-c.pc
# of our own comes first on PKG_CONFIG_PATH and names a folder holding only libjson-c.a, so the linker's
# `-ljson-c` finds the archive (GNU ld and Apple's ld search folder by folder). Where json-c ships no
# static library the folder stays empty, the shared library is used, and the build says so.
JSONC_STATIC_DIR := $(CURDIR)/.build/json-c-static
RELEASE_BUILD = PKG_CONFIG_PATH="$(JSONC_STATIC_DIR)$${PKG_CONFIG_PATH:+:$$PKG_CONFIG_PATH}" \
  $(SWIFT) build -c release --product navlint $(if $(filter Linux,$(UNAME)),--static-swift-stdlib)
STRIP = strip $(if $(filter Darwin,$(UNAME)),-rSTx)

.PHONY: install uninstall release json-c-static man-page
json-c-static: deps
	@dir="$(JSONC_STATIC_DIR)"; archive="$$(pkg-config --variable=libdir json-c)/libjson-c.a"; \
	rm -rf "$$dir"; mkdir -p "$$dir"; \
	if [ -f "$$archive" ]; then \
	  ln -s "$$archive" "$$dir/libjson-c.a"; \
	  printf 'Name: json-c\nDescription: json-c, linked statically into navlint\nVersion: %s\nLibs: -L%s -ljson-c\nCflags: %s\n' \
	    "$$(pkg-config --modversion json-c)" "$$dir" "$$(pkg-config --cflags json-c)" > "$$dir/json-c.pc"; \
	else \
	  echo "note: $$archive not found; navlint links json-c as a shared library (it must be installed to run)"; \
	fi

# navlint.1 from the command-line definitions, by swift-argument-parser's generate-manual plugin (it builds
# the tool itself, in release, before the static link below relinks it).
MAN_PAGE := .build/plugins/GenerateManual/outputs/navlint/navlint.1
# SwiftPM 6 has crashed once here while planning the plugin's build (a bad pointer in BuildPlan's
# SortedArray.insert, 28 November, after every test had passed); the same command run again succeeds, so a
# crash is retried once and a second failure still fails the target.
man-page: deps
	$(SWIFT) package plugin generate-manual --authors "navlint contributors" \
	  || { echo "generate-manual failed; running it once more"; \
	       $(SWIFT) package plugin generate-manual --authors "navlint contributors"; }

# The binary, shell completions (bash, zsh, fish) and the man page, under PREFIX (default /usr/local).
install: json-c-static man-page
	$(RELEASE_BUILD)
	install -d "$(BINDIR)" "$(SHAREDIR)/man/man1" "$(SHAREDIR)/bash-completion/completions" \
	  "$(SHAREDIR)/zsh/site-functions" "$(SHAREDIR)/fish/vendor_completions.d"
	install -m 0755 "$$($(SWIFT) build -c release --show-bin-path)/navlint" "$(BINDIR)/navlint"
	$(STRIP) "$(BINDIR)/navlint"
	install -m 0644 "$(MAN_PAGE)" "$(SHAREDIR)/man/man1/navlint.1"
	"$(BINDIR)/navlint" --generate-completion-script bash > "$(SHAREDIR)/bash-completion/completions/navlint"
	"$(BINDIR)/navlint" --generate-completion-script zsh > "$(SHAREDIR)/zsh/site-functions/_navlint"
	"$(BINDIR)/navlint" --generate-completion-script fish > "$(SHAREDIR)/fish/vendor_completions.d/navlint.fish"
	@echo "installed $(BINDIR)/navlint: $$("$(BINDIR)/navlint" --version)"

uninstall:
	rm -f "$(BINDIR)/navlint" "$(SHAREDIR)/man/man1/navlint.1" "$(SHAREDIR)/bash-completion/completions/navlint" \
	  "$(SHAREDIR)/zsh/site-functions/_navlint" "$(SHAREDIR)/fish/vendor_completions.d/navlint.fish"

# `make release`, in .build/dist/:
# - navlint-VERSION-OS-ARCH.tar.gz: bin/navlint, share/man/man1/navlint.1 and the completions;
# - navlint.artifactbundle.zip: a SwiftPM artifact bundle (info.json and the binary) that a package's
#   `.binaryTarget(name: "navlint", url: …, checksum: …)` can use, as SwiftLint's plugins do. The checksum
#   printed last is the one that line needs.
# On Linux it ends with what ldd says the binary needs: no json-c, no Swift runtime.
release: deps
	rm -rf .build/dist
	$(MAKE) install PREFIX= DESTDIR="$(CURDIR)/.build/dist/root"
	@python3 Scripts/make-release.py .build/dist
