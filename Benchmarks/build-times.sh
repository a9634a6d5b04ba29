#!/usr/bin/env bash
# What every app pays for the generated code: a clean build of the target SDLRPC — the
# generator's run plus the compile of what it wrote — with everything it depends on (the
# generator tool, the runtime) already built, in debug and in release. Then the ten functions
# the type checker spends most on, and a no-op `swift build`.
#   Benchmarks/build-times.sh                   this work tree
#   Benchmarks/build-times.sh --baseline REF    also commit REF (e.g. HEAD~3), measured the same
#                                               way in the same run, printed side by side
#   SDL_BENCH_RUNS=N                            clean builds per mode (default 2)
# Scratch folders: .build-bench (this tree), .build-bench-baseline (REF's tree and its build),
# both git-ignored. Run it on an otherwise idle machine. Each build prints wall-clock/CPU seconds;
# with a baseline the two trees take turns, build for build, so a slower spell of a shared
# machine falls on both.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
baseline=""
if [ "${1:-}" = "--baseline" ]; then
  baseline=${2:?"--baseline needs a commit"}
fi
runs=${SDL_BENCH_RUNS:-2}
scripts/setup-spec >/dev/null

# prepare TREE SCRATCH: a full build of SDLRPC and what it needs, in both modes.
prepare() {
  local tree=$1 scratch=$2
  (cd "$tree" && swift build --scratch-path "$scratch" --target SDLRPC >/dev/null 2>&1 \
    && swift build -c release --scratch-path "$scratch" --target SDLRPC >/dev/null 2>&1) \
    || { echo "build-times: the build of SDLRPC in $tree failed" >&2; exit 1; }
}

# clean_build TREE SCRATCH MODE: removes SDLRPC's generated sources and compiled module, builds
# the target again (the generator runs, its output compiles) and prints "wall/cpu": the seconds it
# took and the CPU seconds (user + system) its processes used. On a shared machine whose speed
# drifts, the CPU seconds are the steadier figure of the work the compiler does.
clean_build() {
  local tree=$1 scratch=$2 mode=$3 bin times
  bin=$(cd "$tree" && swift build -c "$mode" --scratch-path "$scratch" --show-bin-path)
  # The objects and the driver's dependency records (so it compiles everything, not incrementally),
  # the module and the generated sources; the build plan's own files (output-file-map.json,
  # sources) stay, as SwiftPM does not write them again.
  find "$bin/SDLRPC.build" -type f \( -name '*.o' -o -name '*.swiftdeps' -o -name '*.priors' -o -name '*.d' \) -delete
  rm -rf "$bin"/Modules/SDLRPC.* "$scratch"/plugins/outputs/*/SDLRPC
  times=$( { TIMEFORMAT='%R %U %S'; time (cd "$tree" && swift build -c "$mode" --scratch-path "$scratch" --target SDLRPC -v \
    >"$scratch/sdlrpc-$mode.log" 2>&1); } 2>&1 ) || { tail -20 "$scratch/sdlrpc-$mode.log" >&2; exit 1; }
  grep -qE "Generating SDL RPC types|sdl-codegen(-tool)? --spec" "$scratch/sdlrpc-$mode.log" \
    || { echo "build-times: the generator did not run in $tree ($mode)" >&2; exit 1; }
  awk -v t="$times" 'BEGIN { split(t, f, " "); printf "%.1f/%.1f", f[1], f[2] + f[3] }'
}

# measure MODE TREE SCRATCH [TREE SCRATCH]: clean builds of SDLRPC in MODE for one or two trees,
# taking turns (a slow spell of the machine falls on both alike), one line per tree:
# "MODE: wall/cpu s ...". Each tree first gets one clean build that is not counted: the first
# build after the other mode also re-plans, relinks the generator tool and compiles slower (seen:
# +10 s debug, +40 s release), which is the cost of switching modes, not of the generated code.
measure() {
  local mode=$1 run pair
  shift
  local -a lines=() args=("$@")
  for ((pair = 0; pair < $# / 2; pair++)); do
    clean_build "${args[pair * 2]}" "${args[pair * 2 + 1]}" "$mode" >/dev/null
    lines[pair]="$mode:"
  done
  for ((run = 1; run <= runs; run++)); do
    for ((pair = 0; pair < $# / 2; pair++)); do
      lines[pair]+=" $(clean_build "${args[pair * 2]}" "${args[pair * 2 + 1]}" "$mode") s"
    done
  done
  printf '%s\n' "${lines[@]}"
}

# top_functions SCRATCH: the ten function bodies the type checker took longest on, from the debug
# compile of SDLRPC rerun with -debug-time-function-bodies.
top_functions() {
  local scratch=$1 command
  command=$(grep -E '(^|/)swiftc .*-module-name SDLRPC ' "$scratch/sdlrpc-debug.log" | head -n 1 | sed 's/ -parseable-output//')
  [ -n "$command" ] || { echo "  (no compile command of SDLRPC in the log)"; return; }
  bash -c "$command -Xfrontend -debug-time-function-bodies" 2>&1 | grep -E '^[0-9.]+ms' | sort -rn >"$scratch/function-bodies.txt" || true
  sed -n '1,10p' "$scratch/function-bodies.txt" \
    | sed -E -e 's#^([0-9.]+ms)\t[^\t]*/([^/]+\.swift):([0-9]+):[0-9]+\t(.*)@.*#  \1  \2:\3  \4#' -e 's#^([0-9.]+ms)\t<invalid loc>\t#  \1  (derived)  #'
}

trees=()
labels=()
if [ -n "$baseline" ]; then
  baseline_tree="$root/.build-bench-baseline/tree"
  if [ ! -d "$baseline_tree" ]; then
    mkdir -p "$root/.build-bench-baseline"
    git worktree add --detach "$baseline_tree" "$baseline" >/dev/null 2>&1
  fi
  git -C "$baseline_tree" checkout -q --detach "$baseline"
  ln -sf "$root/spec/MOBILE_API.xml" "$baseline_tree/spec/MOBILE_API.xml"
  trees+=("$baseline_tree" "$root/.build-bench-baseline/build")
  labels+=("baseline $(git -C "$baseline_tree" rev-parse --short HEAD)")
fi
trees+=("$root" "$root/.build-bench")
changes=""
if [ -n "$(git status --porcelain --untracked-files=no)" ]; then changes="+changes"; fi
labels+=("this tree $(git rev-parse --short HEAD)$changes")
for ((pair = 0; pair < ${#labels[@]}; pair++)); do prepare "${trees[pair * 2]}" "${trees[pair * 2 + 1]}"; done
measured=$(mktemp)
trap 'rm -f "$measured"' EXIT
measure debug "${trees[@]}" >"$measured"
mapfile -t debug_lines <"$measured"
measure release "${trees[@]}" >"$measured"
mapfile -t release_lines <"$measured"
echo "clean build of SDLRPC (generate + compile), wall-clock/CPU seconds per run:"
for ((pair = 0; pair < ${#labels[@]}; pair++)); do
  echo "  ${labels[pair]}:   ${debug_lines[pair]}   ${release_lines[pair]}"
done
echo "  generated files: $(find .build-bench/plugins/outputs -path '*GeneratedSources/*.swift' | wc -l), $(cat .build-bench/plugins/outputs/*/SDLRPC/destination/SDLRPCGenerator/GeneratedSources/*.swift | wc -c) bytes"
echo
if [ -n "$baseline" ]; then
  echo "the ten most expensive function bodies to type-check, baseline:"
  top_functions "$root/.build-bench-baseline/build"
fi
echo "the ten most expensive function bodies to type-check, this tree:"
top_functions "$root/.build-bench"
echo
swift build --scratch-path .build-bench --target SDLRPC >/dev/null   # SwiftPM replans once after a clean build
for run in 1 2 3; do
  start=$(date +%s.%N)
  swift build --scratch-path .build-bench --target SDLRPC >/dev/null
  end=$(date +%s.%N)
  printf 'no-op swift build, run %d: %.2f s\n' "$run" "$(awk "BEGIN { print $end - $start }")"
done
