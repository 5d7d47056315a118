#!/bin/sh
# Browser tests drive Debian's Chromium (Playwright cannot download its own browsers on our machines): the
# journeys run in its headless shell (chromium-headless-shell: the same Blink and V8 without the full browser's
# windowing layers, Playwright's own choice for headless runs; a third less CPU per page), the Lighthouse bench
# in the full browser (chromium). Installs what is missing; CI runs as root. CHROME_PATH points both at another
# Chromium if you have one.
set -eu
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH is set to $CHROME_PATH, which is not an executable." >&2
  exit 1
fi
missing=""
[ -x /usr/bin/chromium ] || missing="$missing chromium"
[ -x /usr/bin/chromium-headless-shell ] || missing="$missing chromium-headless-shell"
[ -z "$missing" ] && exit 0
echo "Installing Debian's$missing for the browser tests…"
# shellcheck disable=SC2086 # one word per package
sh "$(dirname "$0")/apt-install.sh" $missing || {
  echo "Missing:$missing. Install (Debian: sudo apt-get install$missing) or set CHROME_PATH." >&2
  exit 1
}
for browser in /usr/bin/chromium /usr/bin/chromium-headless-shell; do
  [ -x "$browser" ] || { echo "$browser still missing after the install." >&2; exit 1; }
done
