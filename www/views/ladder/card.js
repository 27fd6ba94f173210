// The picture on this view's card on the front page (www/front/picture.js draws it): the
// word ladder from FOOL to SAGE, the letter changed on each rung in the accent.
/** @type {import('../../front/picture.js').Picture} */
export default {
  cells: [
    'fool',
    'pool',
    'poll',
    'pole',
    'pale',
    'sale',
    'sage',
  ],
  accent: [[1, 0], [2, 3], [3, 3], [4, 1], [5, 0], [6, 2]],
};
