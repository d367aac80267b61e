#!/usr/bin/env bash
# `systemd-analyze verify` on docs/deploy/sil-website.service (run by .ci/run).
# verify exits 0 on an unknown key or a bad value and only prints a line, so
# any output fails the check. Installs Debian's systemd when systemd-analyze
# is missing (about 10 MB on disk, some seconds; it is not started).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v systemd-analyze >/dev/null; then
  echo "Installing Debian systemd for systemd-analyze"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq systemd >/dev/null
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp docs/deploy/sil-website.service "$dir/"
out=$(systemd-analyze verify "$dir/sil-website.service" 2>&1) || { echo "$out"; exit 1; }
if [ -n "$out" ]; then
  echo "$out"
  echo "systemd-analyze verify: docs/deploy/sil-website.service has the problems above"
  exit 1
fi
echo "systemd-analyze verify: docs/deploy/sil-website.service is clean"
