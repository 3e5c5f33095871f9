#!/usr/bin/env bash
# Installs the system programs and data the build and the tests use: Debian's redis-server (shared
# rate limit tests), chromium (widget end-to-end tests) and dict-freedict-hrv-eng (the Serbian–English
# dictionary the build compiles for Serbian questions, scripts/serbian-dictionary.mjs).
# Idempotent; needs root or sudo.
set -euo pipefail

need=()
command -v redis-server >/dev/null 2>&1 || need+=(redis-server)
command -v chromium >/dev/null 2>&1 || need+=(chromium)
[ -f /usr/share/dictd/freedict-hrv-eng.dict.dz ] || need+=(dict-freedict-hrv-eng)
if [ ${#need[@]} -eq 0 ]; then
  echo "system deps: already installed"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
echo "system deps: installed ${need[*]}"
