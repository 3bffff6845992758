#!/usr/bin/env bash
# The scenec_compile rule (defs.bzl) under Bazel, offline, and what makes it hermetic:
#  1. BUILD has a target for every sample;
#  2. `bazel build //:samples` in a scratch workspace (this folder, a copy of Samples/ and the
#     prebuilt scenec) writes exactly the declared files, byte for byte those of a plain
#     compile from the repository's root: no system fonts, the fonts given as --font-dir
#     links, the scene copied to a scratch folder and compiled by its absolute path;
#  3. outputs (with --inspect, which prints components' places) are the same compiled by a
#     relative path from the root and by an absolute path from /, and hold no absolute path;
#  4. under strace, a compile as the rule runs it opens no file but its declared inputs, its
#     own output folder and the binary's libraries and the kernel's files.
#
#   bash examples/bazel/check.sh [SCENEC]     (default: .build/debug/scenec; needs bazel, strace)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
scenec=$(realpath "${1:-$repo/.build/debug/scenec}")
work=$(mktemp -d "${TMPDIR:-/tmp}/scenec-bazel.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
cd "$repo"

# 1. Every sample has a target.
for scene in Samples/*.xml; do
  grep -qF "src = \"$scene\"" examples/bazel/BUILD || fail "examples/bazel/BUILD has no target for $scene"
done

# The reference: a plain compile from the repository's root, by relative paths.
"$scenec" compile Samples/*.xml -o "$work/plain" > "$work/plain.log" 2>/dev/null
sed -n "s|^wrote $work/plain/||p" "$work/plain.log" | sort > "$work/expected"

# 2. Bazel, in batch mode (no server left running) with its caches inside the scratch folder.
mkdir "$work/ws"
cp examples/bazel/WORKSPACE examples/bazel/BUILD examples/bazel/defs.bzl "$work/ws/"
cp -R Samples "$work/ws/Samples"
ln -s "$scenec" "$work/ws/scenec"
start=$(date +%s)
(cd "$work/ws" && bazel --batch --output_user_root="$work/bazel-root" build //:samples) > "$work/bazel.log" 2>&1 \
  || { cat "$work/bazel.log"; fail "bazel build failed"; }
echo "bazel build //:samples: $(( $(date +%s) - start )) s (cold: server start, font digests, $(grep -c '^scenec_compile' examples/bazel/BUILD) actions)"
bin="$work/ws/bazel-bin"
(cd "$bin" && find . -maxdepth 1 -type f \( -name '*.svg' -o -name '*.html' -o -name '.scenec-*' \) | sed 's|^\./||' | sort) > "$work/got"
diff -u "$work/expected" "$work/got" > "$work/files.diff" || { cat "$work/files.diff"; fail "bazel wrote other files than a plain compile"; }
while read -r name; do
  cmp -s "$work/plain/$name" "$bin/$name" || fail "$name from bazel differs from a plain compile"
done < "$work/expected"

# 3. The same bytes from another working directory and an absolute path; no absolute path inside.
"$scenec" compile Samples/*.xml -o "$work/relative" --inspect > /dev/null 2>&1
(cd / && "$scenec" compile "$repo"/Samples/*.xml -o "$work/absolute" --inspect > /dev/null 2>&1)
diff -r "$work/relative" "$work/absolute" > /dev/null || fail "outputs differ between a relative and an absolute scene path"
# The machine's name only when long enough not to turn up by chance in base64 data.
host=$(hostname); [ ${#host} -ge 8 ] || host=$repo
if grep -rlF -e "$repo" -e "$work" -e "$host" "$work/absolute" "$bin"/*.svg "$bin"/*.html; then
  fail "an output holds an absolute path or the machine's name"
fi

# 4. What a compile opens: the rule's command line, with the fonts copied into one folder.
mkdir "$work/fonts" "$work/trace"
cp /usr/share/fonts/opentype/inter/*.otf /usr/share/fonts/opentype/noto/NotoSansCJK-*.ttc /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf "$work/fonts/"
strace -f -qq -e trace=open,openat -o "$work/trace/log" "$scenec" compile Samples/custom-view.xml Samples/image-view.xml \
  Samples/articles.xml -o "$work/trace/out" --no-system-fonts --font-dir "$work/fonts" > /dev/null
inputs=$(for f in Samples/custom-view.xml Samples/image-view.xml Samples/articles.xml Samples/Components/CustomView.xml \
  Samples/images/badge.png "$work"/fonts/*; do realpath "$f"; done)
# Each file opened (not a folder opened to write relative to it), by its real path.
opened=$(grep -v -e ENOENT -e O_DIRECTORY "$work/trace/log" | sed -n 's/.*open[at]*([^"]*"\([^"]*\)".*/\1/p' | sort -u)
while read -r path; do
  case "$path" in
    /lib/*|/usr/lib/*|/etc/ld.so.cache|/proc/self/*|/sys/devices/system/cpu/*|"$(dirname "$scenec")"/*|.scenec-*) continue ;;
  esac
  real=$(realpath -m "$path")
  grep -qxF "$real" <<<"$inputs" || fail "the compile opened $path, not a declared input"
done <<<"$opened"
grep -q '/usr/share/fonts' "$work/trace/log" && fail "a compile with --no-system-fonts looked in /usr/share/fonts"

[ "$failures" -eq 0 ] && echo "bazel check: $(wc -l < "$work/expected") declared files, identical to a plain compile; outputs pure; reads only declared inputs" || exit 1
