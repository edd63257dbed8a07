#!/usr/bin/env bash
# Counts the instructions one scenario spends, function by function, with
# valgrind's callgrind, on a release build stripped of debug information
# (as the book's measurements were taken). Instruction counts repeat
# exactly from run to run, unlike times.
#
#   Benchmarks/profile.sh SCENARIO [IMPLEMENTATION] [COUNT]
#   Benchmarks/profile.sh propertySet book 100000
set -euo pipefail
cd "$(dirname "$0")"

if [ $# -lt 1 ]; then
  echo "usage: $0 SCENARIO [IMPLEMENTATION] [COUNT]" >&2
  echo "  SCENARIO: pipe, chain, combineLatest, flattenMerge, flattenLatest, producer, producerChain, start, startChain, observe, attach, bytes, live, liveChain, propertySet, propertyMapChain, replay, replay100, replayBytes" >&2
  echo "  IMPLEMENTATION: raw, opencombine, book (the newest step; default), reactiveswift" >&2
  echo "  COUNT: operations to run (default 100000)" >&2
  exit 2
fi
scenario=$1
implementation=${2:-book}
count=${3:-100000}

if ! command -v valgrind >/dev/null 2>&1; then
  echo "valgrind is not installed (Debian: apt-get install valgrind)" >&2
  exit 1
fi

swift build -c release
binary=$(swift build -c release --show-bin-path)/Benchmarks
work=$(mktemp -d)
cp "$binary" "$work/Benchmarks"
strip --strip-debug "$work/Benchmarks"
out="$work/callgrind.out"
valgrind --tool=callgrind --callgrind-out-file="$out" \
  "$work/Benchmarks" --only "$scenario" --implementation "$implementation" \
  --count "$count" --repetitions 1 >/dev/null
callgrind_annotate "$out" | head -40
echo
echo "Instructions per operation: divide the total above by $count times 2"
echo "(one warm-up round and one measured round). Full output: $out"
