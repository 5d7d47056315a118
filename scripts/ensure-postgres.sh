#!/bin/sh
# The API tests run on Postgres too, in a throwaway cluster (initdb + pg_ctl) that the tests start themselves.
# Installs Debian's postgresql when initdb is missing; CI runs as root. Prints the folder of the server binaries.
set -eu
find_bin() {
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then echo "$dir"; return 0; fi
  done
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; return 0; fi
  return 1
}
if find_bin; then exit 0; fi
echo "Installing Debian's postgresql for the API tests…" >&2
sh "$(dirname "$0")/apt-install.sh" postgresql || {
  echo "PostgreSQL's initdb was not found. Install it (Debian: sudo apt-get install postgresql)." >&2
  exit 1
}
find_bin || { echo "initdb still missing after installing postgresql." >&2; exit 1; }
