export default {
  en: `# knight

## One
#/knight
Text.
`,
  zh: `# knight

## 一
#/knight
文字。
`,
};
