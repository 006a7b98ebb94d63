#!/bin/sh
# Installs Debian's chromium package (as root) unless $1 (default /usr/bin/chromium) exists.
# Any number of callers may run this at once: they queue on one lock of our own, and those
# after the first find Chromium installed. Locks held by anyone else are waited for too:
# apt-get reads package lists and downloads into folders of its own here (no one else holds
# their locks; `apt-get update` could not wait for the system's), and waits for dpkg's lock.
set -eu
chromium=${1:-/usr/bin/chromium}

exec 9>/run/lock/amply-chromium-install.lock
flock 9
[ -x "$chromium" ] && exit 0

echo "Chromium is missing: installing Debian's chromium package with apt-get..."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/archives/partial"
chmod -R 755 "$work" # apt downloads as its unprivileged _apt user
apt_get() {
  apt-get -qq -o Dir::State::Lists="$work/lists" -o Dir::Cache::Archives="$work/archives" \
    -o DPkg::Lock::Timeout=1800 "$@"
}
apt_get update
DEBIAN_FRONTEND=noninteractive apt_get install -y chromium

if [ ! -x "$chromium" ]; then
  echo "apt-get installed chromium but $chromium is still missing." >&2
  exit 1
fi
