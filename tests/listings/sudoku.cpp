// The harness of www/code/sudoku.js: what the listing assumes (N, State with its empty
// count, Cell with its candidates, emptyCells in reading order, place and undo, fewest,
// solutions and limit), for the 9x9 puzzle argv[1] (81 characters, . or 0 empty), the cell
// rule argv[2] (mrv: fewest candidates; first) and the limit argv[3] (0: all). The
// listing's lines replace the LISTING line unchanged; it prints the solutions found, the
// digits placed (nodes) and taken back, as searchlight sudoku --json does.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

const int N = 9;

struct State {
  int cells[N * N];
  int empty;
};

struct Cell {
  int index = -1;
  std::vector<int> candidates;
  int count = 0;
};

bool fewest;
int limit;
long nodes = 0, backtracks = 0;
std::vector<std::string> grids;
const State* current;

// The solutions counted: each one counted keeps the grid it was counted at.
struct Count {
  int n = 0;
  Count& operator++() {
    ++n;
    std::string grid;
    for (int d : current->cells) grid += char('0' + d);
    grids.push_back(grid);
    return *this;
  }
  bool operator==(int k) const { return n == k; }
} solutions;

std::vector<Cell> emptyCells(const State& s) {
  std::vector<Cell> out;
  for (int i = 0; i < N * N; ++i) {
    if (s.cells[i]) continue;
    Cell c{i, {}, 0};
    int r = i / N, k = i % N;
    for (int d = 1; d <= N; ++d) {
      bool free = true;
      for (int j = 0; j < N && free; ++j) {
        int br = r / 3 * 3 + j / 3, bk = k / 3 * 3 + j % 3;
        free = s.cells[r * N + j] != d && s.cells[j * N + k] != d && s.cells[br * N + bk] != d;
      }
      if (free) c.candidates.push_back(d);
    }
    c.count = int(c.candidates.size());
    out.push_back(c);
  }
  return out;
}

void place(State& s, const Cell& c, int d) {
  s.cells[c.index] = d;
  --s.empty;
  ++nodes;
}

void undo(State& s, const Cell& c, int d) {
  (void)d;
  s.cells[c.index] = 0;
  ++s.empty;
  ++backtracks;
}

Cell nextStep(const State& s);

// LISTING

int main(int argc, char** argv) {
  if (argc != 4) return 2;
  State s{{}, 0};
  for (int i = 0; i < N * N; ++i) {
    char ch = argv[1][i];
    s.cells[i] = ch >= '1' && ch <= '9' ? ch - '0' : 0;
    s.empty += s.cells[i] == 0;
  }
  fewest = std::string(argv[2]) == "mrv";
  limit = std::atoi(argv[3]);
  current = &s;
  solve(s);
  std::printf("{\"solutions\":%d,\"nodes\":%ld,\"backtracks\":%ld,\"grids\":[", solutions.n, nodes,
              backtracks);
  for (size_t i = 0; i < grids.size(); ++i) std::printf("%s\"%s\"", i ? "," : "", grids[i].c_str());
  std::printf("]}\n");
}
