// The picture on this view's card on the front page (www/front/picture.js draws it): a
// knight's first eight moves on a 5x5 board, numbered, the knight on the last.
/** @type {import('../../front/picture.js').Picture} */
export default {
  checker: true,
  cells: [
    '1...3',
    '..2..',
    '.♞.4.',
    '..6..',
    '7...5',
  ],
};
