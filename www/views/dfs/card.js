// The picture on this view's card on the front page (www/front/picture.js draws it): a
// depth-first search of a small tree, the vertices it has finished in the accent.
/** @type {import('../../front/picture.js').Picture} */
export default {
  nodes: true,
  cells: [
    '  a  ',
    ' b c ',
    'd e f',
  ],
  edges: [[0, 2, 1, 1], [0, 2, 1, 3], [1, 1, 2, 0], [1, 1, 2, 2], [1, 3, 2, 4]],
  accent: [[2, 0], [2, 2], [1, 1]],
};
