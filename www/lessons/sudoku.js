export default {
  en: `# sudoku

## One
#/knight
Text.
`,
  zh: `# sudoku

## 一
#/knight
文字。
`,
};
