#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (its headless shell, and the whole browser where they need it), Firefox
# ESR and WebKitGTK (its WebDriver and MiniBrowser, under Xvfb, which needs xauth) and serve dist/ with Debian's nginx
# (with its brotli_static module: deploy/nginx.conf) and Caddy; install whichever is missing.
set -euo pipefail
declare -A binary=([chromium]=/usr/bin/chromium [chromium-headless-shell]=/usr/bin/chromium-headless-shell [firefox-esr]=/usr/bin/firefox-esr [webkit2gtk-driver]=/usr/bin/WebKitWebDriver [xvfb]=/usr/bin/xvfb-run [xauth]=/usr/bin/xauth [nginx]=/usr/sbin/nginx [libnginx-mod-http-brotli-static]=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so [caddy]=/usr/bin/caddy)
missing=()
for package in chromium chromium-headless-shell firefox-esr webkit2gtk-driver xvfb xauth nginx libnginx-mod-http-brotli-static caddy; do
  if [ ! -e "${binary[$package]}" ]; then missing+=("$package"); fi
done
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi

echo "Missing: ${missing[*]}. Installing Debian's packages..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
# The tests start nginx and Caddy themselves: the packages must not start services (both want port 80).
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod +x "$policy"
  trap '$SUDO rm -f "$policy"' EXIT
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
for package in "${missing[@]}"; do
  if [ ! -e "${binary[$package]}" ]; then echo "$package installed no ${binary[$package]}" >&2; exit 1; fi
done
