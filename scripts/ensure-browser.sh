#!/usr/bin/env bash
# Browser tests need Debian's Chromium and a CJK font; install them when missing (root only).
set -euo pipefail
source "$(dirname "$0")/lib/apt-ensure.sh"
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
fc-list 2>/dev/null | grep -qi "Noto Sans CJK" || missing+=(fonts-noto-cjk)
apt_ensure "Browser tests" "${missing[@]}"
