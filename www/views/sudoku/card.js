// The picture on this view's card on the front page (www/front/picture.js draws it): a 4x4
// sudoku (2x2 boxes) with four cells still empty.
/** @type {import('../../front/picture.js').Picture} */
export default {
  boxes: [2, 2],
  cells: [
    '12.4',
    '3.12',
    '.143',
    '432.',
  ],
};
