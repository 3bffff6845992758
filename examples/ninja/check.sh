#!/usr/bin/env bash
# Ninja with scenec's depfiles compiles again exactly the scenes whose inputs changed: builds
# the samples (a copy, in a scratch folder) once, checks that a second run has nothing to do,
# then touches a component and an image and checks that exactly the scenes that read them
# (found by grep in the scenes, independently of scenec) were compiled again.
#
#   bash examples/ninja/check.sh [SCENEC]     (default: .build/debug/scenec; needs ninja 1.10+)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
scenec=$(realpath "${1:-$repo/.build/debug/scenec}")
work=$(mktemp -d "${TMPDIR:-/tmp}/scenec-ninja.XXXXXX")
trap 'rm -rf "$work"' EXIT
cp -R "$repo/Samples" "$work/Samples"
cd "$work"
bash "$repo/examples/ninja/configure.sh" "$scenec" out > build.ninja
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# The scenes ninja compiled in one run, sorted: its status lines are "[i/n] scenec SCENE".
rebuilt() { ninja "$@" | sed -n 's|^\[[0-9]*/[0-9]*\] scenec ||p' | sort; }

edges=$(grep -c '^build ' build.ninja)
first=$(rebuilt | wc -l)
[ "$first" -eq "$edges" ] || fail "the first build compiled $first scenes, not all $edges"
ninja | grep -qx 'ninja: no work to do.' || fail "a second build did work"
# Read whole before grep: `grep -q` stops at the first match, and under pipefail the write
# that ninja then fails (SIGPIPE) would fail the check.
deps=$(ninja -t deps out/settings.compact.svg)
grep -q 'Inter-Regular.otf' <<<"$deps" || fail "settings' depfile does not list the system font"

# Each touched file, and the scenes that name it (their own text, not scenec's answer).
check_touch() { # FILE (inside Samples/) NAME-AS-SCENES-WRITE-IT
  local file=$1 name=$2 expected got
  expected=$(grep -l -F "\"$name\"" Samples/*.xml | sort)
  [ -n "$expected" ] || fail "no sample names $name"
  sleep 1  # a new mtime on a file system with one-second stamps
  touch "Samples/$file"
  got=$(rebuilt)
  if [ "$got" = "$expected" ]; then
    echo "touching Samples/$file compiled again: $(echo $got)"
  else
    fail "touching Samples/$file compiled again [$(echo $got)], expected [$(echo $expected)]"
  fi
}
check_touch Components/CustomView.xml Components/CustomView.xml
check_touch images/badge.png images/badge.png
ninja | grep -qx 'ninja: no work to do.' || fail "a build after the rebuilds did work"

[ "$failures" -eq 0 ] && echo "ninja check: $edges scenes, rebuilds exact" || exit 1
