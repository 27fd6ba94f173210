// The picture on this view's card on the front page (www/front/picture.js draws it): a small
// Sokoban room, the boxes (■), the keeper (●) and the goals in the accent.
/** @type {import('../../front/picture.js').Picture} */
export default {
  cells: [
    '#######',
    '#  *  #',
    '# ■## #',
    '#  ■ *#',
    '#●    #',
    '#######',
  ],
};
