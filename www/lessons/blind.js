export default {
  en: `# blind

## One
#/knight
Text.
`,
  zh: `# blind

## 一
#/knight
文字。
`,
};
