#!/usr/bin/env bash
# Instructions the fast sudoku solver takes as wasm, counted by valgrind: repeatable to a
# few parts in a thousand whatever else the machine does, so two builds can be compared
# where timings drift by 15%. V8 compiles straight to optimised code (--no-liftoff) on one
# thread; the count of one run is subtracted from that of three, leaving two runs' worth
# without start-up and compilation.
#   benches/sudoku-instructions.sh [DIST] [set] [N]     (default dist/, the hardest set, 1000)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
dist="$(cd "${1:-$here/../dist}" && pwd)"
set_name="${2:-forum-hardest-1905-11plus}"
n="${3:-1000}"
count() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null \
    node --no-liftoff --single-threaded "$here/sudoku-run.mjs" "$dist" "$set_name" "$n" "$1" 2>&1 |
    sed -n 's/.*refs: *//p' | tr -d ,
}
one=$(count 1)
three=$(count 3)
echo "$set_name, $n puzzles, limit 2: $(( (three - one) / 2000000 )) million instructions per run ($dist)"
