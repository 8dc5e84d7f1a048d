#!/bin/sh
# navlint as an Xcode Run Script build phase (the recipe in README.md, "Xcode: Run Script build phase").
#
# Xcode shows `path:line:column: warning:` and `error:` lines inline and in the issue navigator when the
# path is absolute, so navlint runs from outside the project. Error findings fail the build; add
# --strict below to fail on warnings too.
#
# Which files: the Swift files in the phase's input file lists (.xcfilelist) and input files when there
# are any, which is what a sandboxed phase (ENABLE_USER_SCRIPT_SANDBOXING = YES) may read; otherwise the
# whole project folder. When the phase declares an output file, it is touched after a passing lint, so
# Xcode's dependency analysis skips the phase until an input changes.

# Homebrew (Apple silicon and Intel) and Mint are not on the PATH Xcode gives scripts.
PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.mint/bin"
if ! command -v navlint >/dev/null 2>&1; then
  echo "warning: navlint is not installed (brew install navlint); skipping the navigation lint"
  exit 0
fi

# The input files, one per argument: every line of every input file list, then the single input files.
set --
index=0
while [ "$index" -lt "${SCRIPT_INPUT_FILE_LIST_COUNT:-0}" ]; do
  eval "list=\${SCRIPT_INPUT_FILE_LIST_$index}"
  while IFS= read -r file || [ -n "$file" ]; do
    case "$file" in *.swift) set -- "$@" "$file" ;; esac
  done < "$list"
  index=$((index + 1))
done
index=0
while [ "$index" -lt "${SCRIPT_INPUT_FILE_COUNT:-0}" ]; do
  eval "file=\${SCRIPT_INPUT_FILE_$index}"
  case "$file" in *.swift) set -- "$@" "$file" ;; esac
  index=$((index + 1))
done

# Outside the project, so every path navlint prints is absolute.
cd "${DERIVED_FILE_DIR:-${TMPDIR:-/tmp}}" || exit 2
if [ "$#" -gt 0 ]; then
  # Named files are linted even when .navlint.yml excludes them, unless --force-exclude.
  navlint lint --color never --force-exclude "$@"
else
  navlint lint --color never "${SRCROOT:?SRCROOT is not set; run this script from an Xcode build phase}"
fi
status=$?
if [ "$status" -eq 0 ] && [ -n "${SCRIPT_OUTPUT_FILE_0:-}" ]; then
  touch "$SCRIPT_OUTPUT_FILE_0"
fi
exit "$status"
