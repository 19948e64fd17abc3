#!/bin/sh
# deps.sh [PACKAGE ...] - make sure the Debian packages make test needs
# (gcc, make, pkg-config, Check, clang-format) and the extra ones named are installed:
# make demo names gnuplot-nox, make web the WebAssembly toolchain, make
# check-all and make deps everything, make bench-peers Box2D and Chipmunk.
# As root it installs them with apt-get; otherwise through sudo when that
# works without a password; otherwise it prints the command and stops.
set -eu
PACKAGES="gcc make pkg-config check clang-format $*"

missing=""
for p in $PACKAGES; do
    if command -v dpkg-query >/dev/null 2>&1; then
        st=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
        case "$st" in *"install ok installed"*) continue ;; esac
        # gnuplot-nox is one of several gnuplot builds; any of them will do.
        if [ "$p" = gnuplot-nox ] && command -v gnuplot >/dev/null 2>&1; then continue; fi
        missing="$missing $p"
    else
        echo "deps: this is not a Debian-like system; install:$PACKAGES" >&2
        exit 0
    fi
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
    echo "deps: missing Debian packages:$missing" >&2
    echo "deps: run this once, then try again:  sudo apt-get update && sudo $cmd" >&2
    exit 1
fi
