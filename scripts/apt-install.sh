#!/bin/sh
# Installs Debian packages with apt-get, for the scripts that find a tool the tests need (ensure-*.sh): as root
# (CI), or through password-less sudo. Exits 1 without installing anything when it can do neither.
set -eu
if [ "$(id -u)" = "0" ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "$@" >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  sudo apt-get update -qq >/dev/null
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
else
  exit 1
fi
