// The picture on this view's card on the front page (www/front/picture.js draws it): five
// queens on a 5x5 board, none attacking another.
/** @type {import('../../front/picture.js').Picture} */
export default {
  checker: true,
  cells: [
    '♛....',
    '..♛..',
    '....♛',
    '.♛...',
    '...♛.',
  ],
};
