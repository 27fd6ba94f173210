// Times tdoku's fastest solver (TdokuSolverDpllTriadSimd, configuration 0, as its own
// benchmark names "tdoku") on a puzzle list, counting up to 2 solutions each, as
// benches/sudoku-tdoku.mjs asks: R rounds, one line each: puzzles, solved, guesses, ms, and
// the process's CPU ms (which a loaded machine's other work does not inflate, as it does the
// wall-clock ms).
// Built by that script against a checkout of https://github.com/t-dillon/tdoku (BSD-2):
//   g++ -std=c++14 -O3 -march=native benches/tdoku-driver.cc TDOKU/src/solver_dpll_triad_simd.cc TDOKU/src/util.cc
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>
#include "tdoku.h"
int main(int argc, char **argv) {
  if (argc < 2) { fprintf(stderr, "usage: driver FILE [N] [R]\n"); return 2; }
  size_t n = argc > 2 ? atol(argv[2]) : 1000000000;
  int reps = argc > 3 ? atoi(argv[3]) : 1;
  std::ifstream in(argv[1]);
  std::vector<std::string> lines;
  std::string l;
  while (std::getline(in, l) && lines.size() < n) {
    if (l.size() >= 81 && l[0] != '#') lines.push_back(l.substr(0, 81));
  }
  char sol[82];
  for (int r = 0; r < reps; r++) {
    size_t solved = 0, guesses = 0;
    auto t = std::chrono::steady_clock::now();
    std::clock_t c = std::clock();
    for (auto &p : lines) {
      size_t g;
      solved += TdokuSolverDpllTriadSimd(p.c_str(), 2, 0, sol, &g) > 0;
      guesses += g;
    }
    double cpu = 1000.0 * double(std::clock() - c) / CLOCKS_PER_SEC;
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t).count();
    printf("%zu %zu %zu %.3f %.3f\n", lines.size(), solved, guesses, ms, cpu);
  }
}
