#!/usr/bin/env bash
# systemd-analyze verify on deploy/*.service, pointed at this build's binaries and an empty
# environment file (the units name install paths that do not exist on a build machine).
# Usage: verify_units.sh SOURCE_DIR BINARY_DIR
set -euo pipefail
src=$1
bin=$2
if ! command -v systemd-analyze >/dev/null; then
  echo "systemd-analyze not installed: cannot verify the units" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: >"$work/env"
for unit in anyplot-renderer anyplot-agents; do
  sed -e "s|/usr/lib/anyplot/|$bin/${unit#anyplot-}/|" -e "s|/etc/anyplot/[a-z]*\.env|$work/env|" \
    "$src/deploy/$unit.service" >"$work/$unit.service"
done
out=$(systemd-analyze verify "$work/anyplot-renderer.service" "$work/anyplot-agents.service" 2>&1) || {
  echo "$out" >&2
  exit 1
}
# Any complaint about our own units is a failure (lines about other units are not ours).
if grep -E 'anyplot-(renderer|agents)\.service' <<<"$out" >&2; then exit 1; fi
echo "units verified"
