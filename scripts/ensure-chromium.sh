#!/usr/bin/env bash
# The browser tests use Debian's Chromium, never a downloaded browser.
# Installs it when missing (needs root or sudo and Debian's package lists).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
echo "Chromium not found at $chromium: installing Debian's chromium package"
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
