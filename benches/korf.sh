#!/usr/bin/env bash
# Korf's 100 random 15-puzzle instances (data/korf100.txt) solved by the CLI, every length
# checked against the published one. Usage: benches/korf.sh [HEURISTIC] [VISITED] [CHEAPEST]
# (default pdb parent 100: IDA* with the 5-5-5 additive pattern databases, never the move
# straight back, on all 100; CHEAPEST takes that many of the instances Korf's IDA* generated
# fewest nodes for; pdb663 and pdb78 read their cache file, built by the first run).
# Prints the database's build or read time, the total wall and CPU time, the peak memory, the
# nodes and nodes a second of search; with Manhattan distance and parent, whether each
# instance's node count is Korf's.
set -euo pipefail
cd "$(dirname "$0")/.."
heuristic="${1:-pdb}"
visited="${2:-parent}"
cheapest="${3:-100}"
cargo build --release --quiet --bin searchlight
goal="0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"
out="$(mktemp)"
list="$(mktemp)"
trap 'rm -f "$out" "$list"' EXIT
grep -v '^#' data/korf100.txt | sort -n -k3 | head -n "$cheapest" | sort -n -k1 > "$list"
start=$(date +%s.%N)
cut -d' ' -f4- "$list" |
  /usr/bin/time -f '%U %S %M' -o "$out.time" target/release/searchlight puzzle --file - --goal "$goal" \
    --algo idastar --heuristic "$heuristic" --visited "$visited" --limit 1000000000000 --quiet --json > "$out"
end=$(date +%s.%N)
node -e '
const fs = require("fs");
const [file, korf, t0, t1, cpu, heuristic, visited] = process.argv.slice(1);
const wall = Number(t1) - Number(t0);
const got = fs.readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));
const want = fs.readFileSync(korf, "utf8").split("\n").filter((l) => l && !l.startsWith("#")).map((l) => l.split(" ").map(Number));
let wrong = 0, generated = 0, ms = 0, korfs = 0;
got.forEach((g, i) => { if (g.length !== want[i][1]) { wrong++; console.log(`#${want[i][0]}: ${g.length}, published ${want[i][1]}`); } generated += g.generated; ms += g.ms; korfs += g.generated + 1 === want[i][2]; });
const [user, sys, kb] = fs.readFileSync(cpu, "utf8").trim().split(" ").map(Number);
console.log(`Korf 100, IDA* + ${heuristic}: ${got.length} solved, ${wrong} lengths differ from the published; ${generated.toLocaleString("en-US")} nodes generated (${(generated / got.length).toLocaleString("en-US", { maximumFractionDigits: 0 })} a position); ${Number(wall).toFixed(1)} s wall for the whole run, ${(user + sys).toFixed(1)} s CPU, ${Math.round(kb / 1024)} MiB at the peak, ${(ms / 1000).toFixed(1)} s of search summed over positions, ${(generated / ms / 1000).toLocaleString("en-US", { maximumFractionDigits: 1 })} M nodes a second of search (${(generated / (user + sys) / 1e6).toLocaleString("en-US", { maximumFractionDigits: 1 })} M a second of CPU)`);
if (heuristic === "manhattan" && visited === "parent") console.log(`${korfs} of ${got.length} node counts equal to the published ones (Korf 1985)`);
process.exit(wrong ? 1 : 0);
' "$out" "$list" "$start" "$end" "$out.time" "$heuristic" "$visited"
rm -f "$out.time"
