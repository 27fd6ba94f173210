// The colours the boards share (a view's own are in its folder, views/ROUTE/colours.js), in
// one place for the canvas that draws them and the legend that explains them, so a swatch
// is the colour it names.

// Squares of a chess-like board.
export const SQUARES = { light: '#eeeed2', dark: '#b9a27a' };

// Squares under breadth-first search's layers (BFS's board, the front page's): pale, so a
// layer's colour reads over them; a white (undiscovered) square is the light one.
export const LAYER_SQUARES = { light: '#f4f4ee', dark: '#dcd8cc' };

// A legend swatch of a line in `colour` across its middle.
export const lineSwatch = (/** @type {string} */ colour, from = 40, to = 60) =>
  `background:linear-gradient(transparent ${from}%,${colour} ${from}%,${colour} ${to}%,transparent ${to}%)`;
