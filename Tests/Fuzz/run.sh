#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a bounded time (docs/Fuzzing.md).
#
#   bash Tests/Fuzz/run.sh [SECONDS] [TARGET ...]
#
# SECONDS per target (default 60); TARGETs among frontend, pipeline, solver, expression,
# interfacebuilder (default all five, one after another: one fuzzer at a time on a 2-core machine). Each runs
# in a scratch working corpus under Tests/Fuzz/.build-fuzz/work/TARGET, made afresh from the
# checked-in seeds, the samples and the regressions, so a run never writes into the repo.
# Crashes, leaks, timeouts and out-of-memory inputs land in .build-fuzz/work/TARGET/artifacts.
# Exits 1 if any target found one, 2 on a wrong command line; prints a table of figures
# (Markdown, to paste into docs/Fuzzing.md) at the end.
#
# Environment: FUZZ_TIMEOUT (seconds one input may take, default 10), FUZZ_RSS_MB (default
# 2048), FUZZ_SKIP_BUILD=1 (reuse the last build), FUZZ_FLAGS (more libFuzzer flags),
# FUZZ_SCRATCH (build and work folder, default Tests/Fuzz/.build-fuzz: a second one lets a
# run go on while the targets are rebuilt).
set -euo pipefail
cd "$(dirname "$0")"
fuzz_dir=$(pwd)
root=$(cd ../.. && pwd)
scratch="${FUZZ_SCRATCH:-$fuzz_dir/.build-fuzz}"

seconds=${1:-60}
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: run.sh [SECONDS] [frontend|pipeline|solver|expression|interfacebuilder ...]" >&2
    exit 2
fi
shift || true
all_targets=(frontend pipeline solver expression interfacebuilder)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
for t in "${targets[@]}"; do
    case "$t" in frontend|pipeline|solver|expression|interfacebuilder) ;; *) echo "run.sh: unknown target '$t'" >&2; exit 2 ;; esac
done

timeout_s=${FUZZ_TIMEOUT:-10}
rss_mb=${FUZZ_RSS_MB:-2048}
xml_max_len=16384

# Longest input per target: scene files up to 16 KiB (every sample fits in 5), Interface
# Builder documents up to 64 KiB (a corpus document's first 64 KiB holds whole scenes; longer
# seeds are cut there), solver programs of a thousand operations, attribute values of 1 KiB.
max_len() {
    case "$1" in frontend|pipeline) echo $xml_max_len ;; interfacebuilder) echo 65536 ;; solver) echo 4096 ;; expression) echo 1024 ;; esac
}

# -enable-testing lets the checks reach internal code (parsers, the solver's tableau);
# release, because speed is coverage.
if [ "${FUZZ_SKIP_BUILD:-0}" != 1 ]; then
    echo "== building the fuzz targets (release, -sanitize=fuzzer,address)"
    build_start=$(date +%s)
    swift build -c release --package-path "$fuzz_dir" --scratch-path "$scratch" \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
        -Xswiftc -enable-testing
    echo "build: $(( $(date +%s) - build_start )) s"
fi
bin="$scratch/release"

# The hostile inputs come from their one definition, HostileInputs.swift, at every run. They
# are seeds, not checks: if that file no longer compiles on its own with SeedWriter.swift, the
# run goes on without them and says so at the end.
seed_writer="$scratch/seed-writer"
warnings=()
seed_sources=("$root/Tests/TestSupport/HostileInputs.swift" "$root/Tests/TestSupport/RandomScene.swift" "$root/Tests/TestSupport/SeededRandom.swift")
stale=0
for f in SeedWriter.swift "${seed_sources[@]}"; do [ "$f" -nt "$seed_writer" ] && stale=1; done
if [ ! -x "$seed_writer" ] || [ $stale = 1 ]; then
    rm -f "$seed_writer"
    swiftc -parse-as-library SeedWriter.swift "${seed_sources[@]}" -o "$seed_writer" \
        || warnings+=("hostile and random seeds not written: Tests/Fuzz/SeedWriter.swift no longer compiles with HostileInputs.swift, RandomScene.swift and SeededRandom.swift")
fi
write_hostile_seeds() {
    [ -x "$seed_writer" ] && "$seed_writer" "$1" $xml_max_len
}

# Copies every file of the given directories (not README.md or dot files) into $1.
copy_inputs() {
    local into=$1; shift
    for dir in "$@"; do
        [ -d "$dir" ] || continue
        find "$dir" -maxdepth 1 -type f ! -name README.md ! -name '.*' -exec cp {} "$into/" \;
    done
}

# Swift's own crash backtracer would read memory ASan guards and bury the fatal error under a
# second, bogus report; libFuzzer's report says all there is.
export SWIFT_BACKTRACE=enable=no

rows=()
failed=0 passes=0 failures=0
for t in "${targets[@]}"; do
    work="$scratch/work/$t"
    rm -rf "$work"
    mkdir -p "$work/corpus" "$work/artifacts"
    case "$t" in
        frontend|pipeline)
            copy_inputs "$work/corpus" "$root/Samples" "$root/Samples/Components"
            write_hostile_seeds "$work/corpus" || true
            dict=(-dict="$fuzz_dir/scene.dict") ;;
        expression)
            copy_inputs "$work/corpus" "$fuzz_dir/Corpus/expression"
            dict=(-dict="$fuzz_dir/scene.dict") ;;
        solver)
            copy_inputs "$work/corpus" "$fuzz_dir/Corpus/solver"
            dict=() ;;
        interfacebuilder)
            # Every corpus document, named after its path (documents of different projects
            # share names such as Main.storyboard).
            (cd "$root/Tests/InterfaceBuilderCorpus" && find . -type f \( -name '*.xib' -o -name '*.storyboard' \) | while read -r f; do
                cp "$f" "$work/corpus/$(echo "${f#./}" | tr '/ ' '__')"
            done)
            dict=(-dict="$fuzz_dir/interfacebuilder.dict") ;;
    esac
    copy_inputs "$work/corpus" "$fuzz_dir/Regressions/$t"
    seeds=$(find "$work/corpus" -type f | wc -l)

    echo "== fuzz-$t: $seconds s, $seeds seeds, max_len $(max_len "$t"), log $work/fuzz.log"
    status=0
    # shellcheck disable=SC2086
    "$bin/fuzz-$t" "$work/corpus" "${dict[@]}" \
        -max_total_time="$seconds" -timeout="$timeout_s" -rss_limit_mb="$rss_mb" -max_len="$(max_len "$t")" \
        -artifact_prefix="$work/artifacts/" -print_final_stats=1 ${FUZZ_FLAGS:-} \
        > "$work/fuzz.log" 2>&1 || status=$?

    # Figures from libFuzzer's final statistics and its last status line.
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/fuzz.log" | tail -1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$work/fuzz.log" | tail -1)
    status_line=$(grep -E '^#[0-9]+' "$work/fuzz.log" | grep ' cov: ' | tail -1 || true)
    cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$status_line")
    ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$status_line")
    peak=$(sed -n 's/^stat::peak_rss_mb: *//p' "$work/fuzz.log" | tail -1)
    corpus=$(find "$work/corpus" -type f | wc -l)
    found=$(find "$work/artifacts" -type f | wc -l)
    kind=""
    if [ "$status" -ne 0 ] || [ "$found" -gt 0 ]; then
        failed=1
        kind=$(grep -oE 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer): [a-z-]+( [a-z-]+)?' "$work/fuzz.log" | head -1 | sed 's/ERROR: //' || true)
        kind=${kind:-"exit $status"}
        echo "fuzz-$t FAILED ($kind); the end of its log:"
        grep -v -E '^#[0-9]+|^"|encoding error' "$work/fuzz.log" | tail -40 || true
        echo "inputs in $work/artifacts:"
        ls -l "$work/artifacts"
        echo "to keep one as a regression: cp $work/artifacts/FILE $fuzz_dir/Regressions/$t/"
    fi
    echo "fuzz-$t: ${runs:-?} runs, ${rate:-?} exec/s, cov ${cov:-?}, ft ${ft:-?}, corpus $corpus, peak RSS ${peak:-?} MB, findings $found"
    rows+=("| fuzz-$t | $seconds | ${runs:-?} | ${rate:-?} | ${cov:-?} / ${ft:-?} | $corpus | ${peak:-?} MB | $found${kind:+ ($kind)} |")
    if [ "$found" -gt 0 ] || [ "$status" -ne 0 ]; then failures=$((failures + 1)); else passes=$((passes + 1)); fi
done

echo
echo "| target | seconds | executions | exec/s | coverage (cov / ft) | corpus | peak RSS | crashes |"
echo "|---|---|---|---|---|---|---|---|"
printf '%s\n' "${rows[@]}"
echo
for w in "${warnings[@]}"; do echo "WARNING: $w"; done
echo "fuzz targets: $passes passed, $failures failed"
exit $failed
