// The picture on this view's card on the front page (www/front/picture.js draws it): the
// 8-puzzle, its tiles out of order and the blank square.
/** @type {import('../../front/picture.js').Picture} */
export default {
  tiles: true,
  cells: [
    '1 3',
    '425',
    '786',
  ],
};
