// The picture on this view's card on the front page (www/front/picture.js draws it): the
// layers of a breadth-first search of knight's moves from the centre of a 5x5 board, each
// square its distance.
/** @type {import('../../front/picture.js').Picture} */
export default {
  checker: true,
  layers: true,
  cells: [
    '.121.',
    '12.21',
    '2.0.2',
    '12.21',
    '.121.',
  ],
};
