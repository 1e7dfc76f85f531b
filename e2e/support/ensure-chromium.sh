#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (tools cannot download their own browsers here).
# Install it when missing; needs root or passwordless sudo, as on CI and developer machines.
set -euo pipefail
path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then exit 0; fi
echo "Installing Debian's chromium for the browser tests..." >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq chromium >/dev/null
