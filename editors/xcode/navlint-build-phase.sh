#!/bin/sh
# Xcode Run Script build phase: lint the target's Swift sources with navlint.
# Findings appear in Xcode's issue navigator (navlint's text output uses clang's path:line:col format).
# Errors fail the build; warnings do not (add --strict to make them fail too).
if command -v navlint >/dev/null 2>&1; then
  NAVLINT=navlint
elif [ -x "${SRCROOT}/.build/release/navlint" ]; then
  NAVLINT="${SRCROOT}/.build/release/navlint"
elif [ -x /opt/homebrew/bin/navlint ]; then
  NAVLINT=/opt/homebrew/bin/navlint
else
  echo "warning: navlint not installed; see https://github.com/navlint/navlint"
  exit 0
fi
cd "${SRCROOT}" || exit 2
exec "$NAVLINT" lint --format text "${SRCROOT}"
