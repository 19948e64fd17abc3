#!/bin/sh
# deps.sh - install what the kit needs: a C compiler, the C library's
# headers (with Linux's, which make grade's sandbox uses), make,
# pkg-config and Check.  As root with apt-get; otherwise through sudo
# when that works without a password; otherwise it prints the command to
# run.
set -eu
PACKAGES="gcc libc6-dev make pkg-config check"
if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "deps: not a Debian-like system; install a C compiler, make, pkg-config and Check yourself" >&2
    exit 0
fi
missing=""
for p in $PACKAGES; do
    case "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" in
        *"install ok installed"*) ;;
        *) missing="$missing $p" ;;
    esac
done
[ -z "$missing" ] && exit 0
cmd="apt-get install -y --no-install-recommends$missing"
echo "deps: installing$missing"
if [ "$(id -u)" = 0 ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && $cmd
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive $cmd
else
    echo "deps: missing packages:$missing" >&2
    echo "deps: run this once, then try again:  sudo apt-get update && sudo $cmd" >&2
    exit 1
fi
