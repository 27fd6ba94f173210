// The queens' board colours, for the canvas that draws them and the legend that explains
// them, so a swatch is the colour it names.

export const QUEENS = {
  row: 'rgba(255, 214, 0, 0.35)', // the row being filled
  attacked: 'rgba(200, 40, 40, 0.35)', // attacked by a placed queen (marking)
  takenBack: '#d35400', // the square of the queen just taken back
  column: 'rgba(192, 57, 43, 0.75)', // checking: blocked by a queen in the same column
  diagonal: 'rgba(33, 98, 196, 0.75)', // checking: blocked by a queen on the same diagonal
};
