#!/bin/sh
# Installs the Debian package $2 (as root) unless the file $1 exists.
# Any number of callers may run this at once: they queue on one lock of our own per package, and
# those after the first find it installed. Locks held by anyone else are waited for too:
# apt-get reads package lists and downloads into folders of its own here (no one else holds
# their locks; `apt-get update` could not wait for the system's), and waits for dpkg's lock.
set -eu
binary=$1
package=$2

exec 9>"/run/lock/amply-$package-install.lock"
flock 9
[ -x "$binary" ] && exit 0

echo "$binary is missing: installing Debian's $package package with apt-get..."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/archives/partial"
chmod -R 755 "$work" # apt downloads as its unprivileged _apt user
apt_get() {
  apt-get -qq -o Dir::State::Lists="$work/lists" -o Dir::Cache::Archives="$work/archives" \
    -o DPkg::Lock::Timeout=1800 "$@"
}
apt_get update
DEBIAN_FRONTEND=noninteractive apt_get install -y "$package"

if [ ! -x "$binary" ]; then
  echo "apt-get installed $package but $binary is still missing." >&2
  exit 1
fi
