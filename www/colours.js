// The boards' colours, in one place for the canvas that draws them and the legend that
// explains them, so a swatch is the colour it names.

// Squares of a chess-like board.
export const SQUARES = { light: '#eeeed2', dark: '#b9a27a' };

export const KNIGHT = {
  path: 'rgba(40, 140, 90, 0.35)', // a square on the current path
  start: '#0a7d38', // the start square's ring
  backedFrom: '#d00', // the square just backed out of
  backed: (/** @type {number} */ times) => `rgba(200, 30, 30, ${Math.min(0.2 + 0.1 * times, 0.6)})`, // redder: more often
  candidate: '#6a1b9a', // a square the last move could have gone to, with its onward moves
  graph: 'rgba(30, 70, 200, 0.35)', // a legal move of the knight graph
};

export const QUEENS = {
  row: 'rgba(255, 214, 0, 0.35)', // the row being filled
  attacked: 'rgba(200, 40, 40, 0.35)', // attacked by a placed queen (marking)
  takenBack: '#d35400', // the square of the queen just taken back
  column: 'rgba(192, 57, 43, 0.75)', // checking: blocked by a queen in the same column
  diagonal: 'rgba(33, 98, 196, 0.75)', // checking: blocked by a queen on the same diagonal
};

// A legend swatch of a line in `colour` across its middle.
export const lineSwatch = (/** @type {string} */ colour, from = 40, to = 60) =>
  `background:linear-gradient(transparent ${from}%,${colour} ${from}%,${colour} ${to}%,transparent ${to}%)`;
