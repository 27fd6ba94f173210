//! What the graph searches (BFS, the DFS forest) share: a graph given by its neighbour
//! lists, the textbook's vertex colours, and the marker for "no vertex". Apart from the
//! engines so that neither has to reach into the other for them.

/// A graph the searches can walk: vertices `0..vertex_count()`, neighbours in a fixed order.
pub trait Graph {
    /// Number of vertices.
    fn vertex_count(&self) -> usize;
    /// Push the neighbours of `v` onto `out`, in the order the search should meet them.
    fn neighbours(&self, v: u32, out: &mut Vec<u32>);
}

/// A shared graph is walked as the graph itself: a model that keeps its graph to start its
/// search again shares it with the search instead of holding a second copy.
impl<G: Graph + ?Sized> Graph for std::rc::Rc<G> {
    fn vertex_count(&self) -> usize {
        G::vertex_count(self)
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        G::neighbours(self, v, out)
    }
}

/// No vertex: no predecessor or parent (a source, a root, or one undiscovered), or no
/// distance (unreachable).
pub const NONE: u32 = u32::MAX;

/// A vertex's colour in the textbook's sense.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    /// Not yet discovered.
    White,
    /// Discovered, and not yet finished: in the BFS queue or being expanded, or on the DFS
    /// path.
    Gray,
    /// Finished: every neighbour examined.
    Black,
}

/// The plainest graph: `lists[v]` holds the neighbours of `v`.
impl Graph for Vec<Vec<u32>> {
    fn vertex_count(&self) -> usize {
        self.len()
    }
    fn neighbours(&self, v: u32, out: &mut Vec<u32>) {
        out.extend_from_slice(&self[v as usize]);
    }
}
