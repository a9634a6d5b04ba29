#!/usr/bin/env bash
# Peak memory of `sdl-validate` on NDJSON corpora of different sizes (release build): it should
# not grow with the corpus, because NDJSON is read, validated and printed line by line.
#   Benchmarks/validate-memory.sh [MESSAGES...]   (default: 100000 400000)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
scripts/setup-spec >/dev/null
swift build -c release --product sdl-bench >/dev/null
swift build -c release --product sdl-validate >/dev/null
bin=$(swift build -c release --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '%10s %10s %12s %14s %10s\n' messages MiB seconds "peak RSS KiB" exit
for count in "${@:-100000 400000}"; do
  for n in $count; do
    "$bin/sdl-bench" validate --messages "$n" --write-corpus "$work/corpus.ndjson"
    size=$(du -m "$work/corpus.ndjson" | cut -f1)
    set +e
    /usr/bin/time -f '%e %M' -o "$work/time" "$bin/sdl-validate" --format json "$work/corpus.ndjson" >/dev/null
    status=$?
    set -e
    read -r seconds rss < <(tail -1 "$work/time")
    printf '%10s %10s %12s %14s %10s\n' "$n" "$size" "$seconds" "$rss" "$status"
  done
done
