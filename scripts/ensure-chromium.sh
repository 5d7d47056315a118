#!/bin/sh
# Browser tests drive Debian's Chromium (Playwright cannot download its own browsers on our machines).
# Installs it when missing; CI runs as root. CHROME_PATH points at another Chromium if you have one.
set -eu
browser="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ]; then
  echo "Installing Debian's chromium for the browser tests…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq >/dev/null
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium not found at $browser. Install it (Debian: sudo apt-get install chromium) or set CHROME_PATH." >&2
  exit 1
fi
[ -x "$browser" ] || { echo "Chromium still missing at $browser after install." >&2; exit 1; }
