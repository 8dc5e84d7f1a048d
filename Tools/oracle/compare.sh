#!/usr/bin/env bash
# Differential test of `navlint dump-tokens` against swift-syntax's lexer. Development only; see README.md.
#
#   Tools/oracle/compare.sh [--navlint PATH] [--report PATH] [--no-cache] [FILES or DIRS...]
#
# Builds token-oracle (Tools/oracle, swift-syntax 603.0.1) when needed, checks the oracle itself on
# selftest/, then compares token lists file by file and prints a summary. Exit status 0 whenever a
# report was produced (differences are findings); 2 when a tool is missing or the oracle is broken.
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
oracle="$here/.build/debug/token-oracle"
mkdir -p "$here/.build"
log="$here/.build/build-log.txt"

if ! swift build --package-path "$here" --product token-oracle >"$log" 2>&1; then
  cat "$log" >&2
  echo "compare: cannot build token-oracle (log above)" >&2
  exit 2
fi

# The oracle must reproduce its reviewed dump of selftest/input.swift and be lossless-consistent.
if ! diff -u "$here/selftest/expected.txt" <("$oracle" "$here/selftest/input.swift") >&2; then
  echo "compare: token-oracle no longer matches selftest/expected.txt (diff above)" >&2
  exit 2
fi
if ! "$oracle" --check "$here"/selftest/input.swift "$here"/selftest/edge/*.swift \
  "$here"/.build/checkouts/swift-syntax/Sources/SwiftParser/Lexer/*.swift >/dev/null; then
  echo "compare: token-oracle --check found an inconsistent dump (above)" >&2
  exit 2
fi
echo "token-oracle self-test: ok"

exec python3 "$here/compare.py" --oracle "$oracle" "$@"
