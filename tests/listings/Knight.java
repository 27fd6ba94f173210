// The harness of www/code/knight_java.js, as tests/listings/knight.py is of knight.js: what
// the listing assumes (Square, complete, pruning and hopeless, ordered in the strategy's
// order), for an open tour on the board args[0] from args[1] with the strategy args[2]
// (dfs or warnsdorff) and pruning args[3] (on or off). The listing's lines replace the
// LISTING line unchanged; it prints the tour, the squares entered (nodes) and taken back.
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

public class Knight {
  record Square(int file, int rank) {
    String name() {
      return (char) ('a' + file) + String.valueOf(rank + 1);
    }
  }

  static final int[][] MOVES = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
  final int rows, cols;
  final String strategy;
  final boolean pruning;
  int entered, takenBack;

  Knight(int rows, int cols, String strategy, boolean pruning) {
    this.rows = rows;
    this.cols = cols;
    this.strategy = strategy;
    this.pruning = pruning;
  }

  /** The path, counting the squares entered and taken back. */
  class Path extends ArrayList<Square> {
    private static final long serialVersionUID = 1L;

    @Override
    public boolean add(Square v) {
      entered++;
      return super.add(v);
    }

    @Override
    public Square remove(int i) {
      takenBack++;
      return super.remove(i);
    }
  }

  List<Square> moves(Square u) {
    List<Square> out = new ArrayList<>();
    for (int[] m : MOVES) {
      int f = u.file() + m[0], r = u.rank() + m[1];
      if (f >= 0 && f < cols && r >= 0 && r < rows) out.add(new Square(f, r));
    }
    return out;
  }

  boolean complete(List<Square> path) {
    return path.size() == rows * cols;
  }

  int onward(Square v, List<Square> path) {
    return (int) moves(v).stream().filter(w -> !path.contains(w)).count();
  }

  List<Square> ordered(Square u, List<Square> path) {
    List<Square> free = new ArrayList<>(moves(u).stream().filter(v -> !path.contains(v)).toList());
    if (strategy.equals("warnsdorff")) {
      Comparator<Square> fewest = Comparator.comparingInt(v -> onward(v, path));
      // List.sort is stable: the fixed order breaks the last ties.
      free.sort(fewest.thenComparingInt(v -> -spread(v)));
    }
    return free;
  }

  int spread(Square v) {
    int x = 2 * v.file() - (cols - 1), y = 2 * v.rank() - (rows - 1);
    return x * x + y * y;
  }

  /** As knight.py's hopeless: what is left cannot be one path from the knight's square. */
  boolean hopeless(List<Square> path) {
    List<Square> near = moves(path.get(path.size() - 1)).stream().filter(v -> !path.contains(v)).toList();
    int left = rows * cols - path.size(), ones = 0;
    boolean nearZero = false;
    for (int r = 0; r < rows; r++) {
      for (int f = 0; f < cols; f++) {
        Square v = new Square(f, r);
        if (path.contains(v)) continue;
        int degree = onward(v, path);
        if (near.contains(v)) {
          nearZero |= degree == 0;
        } else if (degree == 0) {
          return true;
        } else if (degree == 1) {
          ones++;
        }
      }
    }
    return (nearZero && left > 1) || ones >= 2;
  }

  // LISTING

  public static void main(String[] args) {
    String[] size = args[0].split("x");
    Knight k = new Knight(Integer.parseInt(size[0]), Integer.parseInt(size[1]), args[2], args[3].equals("on"));
    Square start = new Square(args[1].charAt(0) - 'a', Integer.parseInt(args[1].substring(1)) - 1);
    Path path = k.new Path();
    path.add(start);
    k.entered = 0;
    boolean found = k.tour(path);
    StringBuilder tour = new StringBuilder();
    for (Square v : path) tour.append(tour.length() == 0 ? "" : ",").append('"').append(v.name()).append('"');
    System.out.println("{\"found\":" + found + ",\"tour\":[" + tour + "],\"nodes\":" + k.entered
        + ",\"backtracks\":" + k.takenBack + "}");
  }
}
