#!/bin/sh
# Browser tests drive Debian's Chromium (Playwright cannot download its own browsers on our machines).
# Installs it when missing; CI runs as root. CHROME_PATH points at another Chromium if you have one.
set -eu
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
echo "Installing Debian's chromium for the browser tests…"
sh "$(dirname "$0")/apt-install.sh" chromium || {
  echo "Chromium not found at $browser. Install it (Debian: sudo apt-get install chromium) or set CHROME_PATH." >&2
  exit 1
}
[ -x "$browser" ] || { echo "Chromium still missing at $browser after install." >&2; exit 1; }
