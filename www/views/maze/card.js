// The picture on this view's card on the front page (www/front/picture.js draws it): a maze,
// the route through it in the accent.
/** @type {import('../../front/picture.js').Picture} */
export default {
  cells: [
    '#######',
    '***#  #',
    '# *# ##',
    '# *** #',
    '# ##*##',
    '#   ***',
    '#######',
  ],
};
