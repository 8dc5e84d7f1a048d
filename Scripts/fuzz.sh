#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ (ASan + libFuzzer, debug so preconditions and asserts stay on) and
# runs each for FUZZ_SECONDS (default 60). Usage: Scripts/fuzz.sh [target ...]; targets: lint lsp config.
# The growing corpora live in .build-fuzz/corpus/<target>, findings in .build-fuzz/artifacts/<target>/.
# A finding is fixed, then its input is copied to Fuzz/regressions/<target>/ (replayed by make test).
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT=${SWIFT:-swift}
SECONDS_EACH=${FUZZ_SECONDS:-60}
SCRATCH=.build-fuzz
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(lint lsp config)

(cd Fuzz && "$SWIFT" build --scratch-path "../$SCRATCH" -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)

status=0
for target in "${targets[@]}"; do
  case $target in
    lint) binary=FuzzLint; seeds=(Tests/NavlintSyntaxTests/Fixtures Examples Fuzz/regressions/lint); maxlen=8192 ;;
    lsp) binary=FuzzLSP; seeds=(Fuzz/seeds/lsp Fuzz/regressions/lsp); maxlen=4096 ;;
    config) binary=FuzzConfig; seeds=(Fuzz/seeds/config Fuzz/regressions/config); maxlen=4096 ;;
    *) echo "fuzz: unknown target '$target' (lint, lsp, config)" >&2; exit 2 ;;
  esac
  mkdir -p "$SCRATCH/corpus/$target" "$SCRATCH/artifacts/$target"
  echo "== fuzz $target for ${SECONDS_EACH}s"
  # -timeout: an input taking over 10 s is reported as a hang; -rss_limit_mb: a memory blow-up is a finding.
  if ! "$SCRATCH/debug/$binary" -max_total_time="$SECONDS_EACH" -max_len="$maxlen" -timeout=10 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$SCRATCH/artifacts/$target/" \
    "$SCRATCH/corpus/$target" "${seeds[@]}" 2>"$SCRATCH/fuzz-$target.log"; then
    status=1
    echo "fuzz $target: FINDING (log: $SCRATCH/fuzz-$target.log, input: $SCRATCH/artifacts/$target/)" >&2
    tail -40 "$SCRATCH/fuzz-$target.log" >&2
  fi
  grep -E "^stat::number_of_executed_units|^Done" "$SCRATCH/fuzz-$target.log" || true
done
exit $status
