//! A route checked knowing nothing of the mouse: a walk through open passages from the
//! start to the coin.

use super::*;

/// Why a route is not a walk from the start to the coin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RouteError {
    Empty,
    NotFromStart,
    NotToCoin,
    /// Step `index` (from 1) goes through a wall or to a square that is not beside it.
    Blocked {
        index: usize,
    },
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RouteError::Empty => write!(f, "the route is empty"),
            RouteError::NotFromStart => write!(f, "the route does not begin at the start"),
            RouteError::NotToCoin => write!(f, "the route does not end at the coin"),
            RouteError::Blocked { index } => {
                write!(f, "move {index} goes through a wall or jumps")
            }
        }
    }
}

impl std::error::Error for RouteError {}

/// Check, knowing nothing of the mouse, that `route` walks from the start to the coin
/// through openings only.
pub fn verify_route(maze: &Maze, route: &[Square]) -> Result<(), RouteError> {
    let (first, last) = match (route.first(), route.last()) {
        (Some(&f), Some(&l)) => (f, l),
        _ => return Err(RouteError::Empty),
    };
    if first != maze.start() {
        return Err(RouteError::NotFromStart);
    }
    if last != maze.coin() {
        return Err(RouteError::NotToCoin);
    }
    for (i, w) in route.windows(2).enumerate() {
        let ok = (w[1] as usize) < maze.len()
            && Dir::ALL.iter().any(|&d| maze.open(w[0], d) == Some(w[1]));
        if !ok {
            return Err(RouteError::Blocked { index: i + 1 });
        }
    }
    Ok(())
}
