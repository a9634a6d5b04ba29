#!/usr/bin/env bash
# A soak of the emulator (release build): APPS apps connected at once for SECONDS, each sending a mix
# of valid, invalid and oversized RPCs, uploading files and reconnecting; the emulator's memory is
# sampled. Passes when every request got exactly one answer, memory stayed flat and a new app is
# served afterwards.
#   Benchmarks/soak.sh [APPS] [SECONDS]     (default: 50 180)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
apps=${1:-50}
seconds=${2:-180}
scripts/setup-spec >/dev/null
swift build -c release --product sdl-headunit >/dev/null
swift build -c release --product sdl-bench >/dev/null
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
"$bin/sdl-headunit" --listen-port 0 > "$work/headunit.out" 2> "$work/headunit.err" < /dev/null &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
for _ in $(seq 1 100); do
  grep -q '"listening"' "$work/headunit.out" 2>/dev/null && break
  sleep 0.1
done
port=$(grep -o '"port":[0-9]*' "$work/headunit.out" | head -1 | cut -d: -f2)
[ -n "$port" ] || { echo "soak: the emulator did not start" >&2; cat "$work/headunit.err" >&2; exit 1; }
"$bin/sdl-bench" soak --port "$port" --pid "$pid" --apps "$apps" --seconds "$seconds"
kill -0 "$pid" 2>/dev/null || { echo "soak: the emulator died" >&2; cat "$work/headunit.err" >&2; exit 1; }
