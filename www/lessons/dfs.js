export default {
  en: `# dfs

## One
#/knight
Text.
`,
  zh: `# dfs

## 一
#/knight
文字。
`,
};
