#!/usr/bin/env bash
# Measures, in a scratch build folder (.build-bench, git-ignored):
#   1. the clean build of the generated target SDLRPC (generator run + compile), after its
#      dependencies (the generator itself, the runtime) are built, in debug and in release;
#   2. a no-op `swift build` of the same target (three runs).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
scripts/setup-spec >/dev/null
scratch=.build-bench
rm -rf "$scratch"
swift build --scratch-path "$scratch" --product sdl-codegen >/dev/null
swift build --scratch-path "$scratch" --target SDLRPCRuntime >/dev/null
start=$(date +%s.%N)
swift build --scratch-path "$scratch" --target SDLRPC >/dev/null
end=$(date +%s.%N)
printf 'clean build of SDLRPC, debug (generate + compile %s files): %.1f s\n' \
  "$(find "$scratch" -path '*GeneratedSources/*.swift' | sort -u | wc -l)" "$(awk "BEGIN { print $end - $start }")"
swift build -c release --scratch-path "$scratch" --product sdl-codegen >/dev/null
swift build -c release --scratch-path "$scratch" --target SDLRPCRuntime >/dev/null
start=$(date +%s.%N)
swift build -c release --scratch-path "$scratch" --target SDLRPC >/dev/null
end=$(date +%s.%N)
printf 'clean build of SDLRPC, release: %.1f s\n' "$(awk "BEGIN { print $end - $start }")"
swift build --scratch-path "$scratch" --target SDLRPC >/dev/null   # SwiftPM replans once after a clean build
for run in 1 2 3; do
  start=$(date +%s.%N)
  swift build --scratch-path "$scratch" --target SDLRPC >/dev/null
  end=$(date +%s.%N)
  printf 'no-op swift build, run %d: %.2f s\n' "$run" "$(awk "BEGIN { print $end - $start }")"
done
