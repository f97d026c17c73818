#!/usr/bin/env bash
# The real servers npm test serves the build with (deploy/): Debian's nginx with its brotli_static module, and
# Caddy (Debian packages 2.6). Installed when missing (root only), as ensure-browser.sh installs Chromium.
set -euo pipefail
source "$(dirname "$0")/lib/apt-ensure.sh"
missing=()
command -v nginx >/dev/null || missing+=(nginx-light)
[ -e /usr/share/nginx/modules-available/mod-http-brotli-static.conf ] || missing+=(libnginx-mod-http-brotli-static)
command -v caddy >/dev/null || missing+=(caddy)
apt_ensure "The host tests" "${missing[@]}"
