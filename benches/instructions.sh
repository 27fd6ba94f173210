#!/usr/bin/env bash
# Instructions each CLI workload executes (valgrind's cachegrind), for comparing two builds on
# a loaded machine where timings are noise: benches/instructions.sh target/release/searchlight
# Needs valgrind (apt-get install valgrind); the set is data/sudoku/top1465.txt.
set -euo pipefail
B=${1:?usage: benches/instructions.sh PATH-TO-searchlight}
DATA="$(cd "$(dirname "$0")/.." && pwd)/data/sudoku/top1465.txt"
run() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$B" "$@" 2>&1 >/dev/null \
    | awk -v w="$*" '/I[[:space:]]+refs/ { print $NF "\t" w }'
}
run knight --board 1000x1000 --start a1 --strategy warnsdorff --json
run knight --board 5x5 --start a1 --count --json
run queens --n 10 --all --json
run queens --n 13 --count --json
run sudoku --bench "$DATA" --limit 2
run maze --size 400x400 --seed 1 --json
run tree queens --n 8 --exact --json
