#!/usr/bin/env bash
# setup.sh - Gradescope runs this once, as root, while it builds the
# autograder's image (Ubuntu): it installs what the kit needs to build and
# run its tests (a C compiler, make, pkg-config, the Check library, and
# binutils for the seal of make grade), makes the unprivileged user the
# tests run as, and builds the kit's own code once.  Safe to run again.
set -eu
user=${AUTOGRADER_USER:-student}
packages="gcc libc6-dev make pkg-config check binutils util-linux"
if [ "$(id -u)" != 0 ]; then
    echo "setup.sh: not root: nothing installed, no user made (Gradescope runs this as root)" >&2
    exit 0
fi
missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y --no-install-recommends $missing
fi
id "$user" > /dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin "$user"
# The kit's own code built once, here, into its build cache: each
# submission then compiles only its own files (tools/grade_build.sh).
kit=$(cd "$(dirname "$0")" && pwd)/kit
if [ -d "$kit" ]; then
    (cd "$kit" && sh tools/grade_build.sh build/grade > /dev/null 2>&1) || echo "setup.sh: the kit's prebuild failed; each grade builds it whole" >&2
fi
echo "setup.sh: ready (tests run as $user)"
