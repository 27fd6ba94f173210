// The knight's board colours, for the canvas that draws them and the legend that explains
// them, so a swatch is the colour it names.

export const KNIGHT = {
  path: 'rgba(40, 140, 90, 0.35)', // a square on the current path
  start: '#0a7d38', // the start square's ring
  backedFrom: '#d00', // the square just backed out of
  backed: (/** @type {number} */ times) => `rgba(200, 30, 30, ${Math.min(0.2 + 0.1 * times, 0.6)})`, // redder: more often
  candidate: '#6a1b9a', // a square the last move could have gone to, with its onward moves
  graph: 'rgba(30, 70, 200, 0.35)', // a legal move of the knight graph
};
