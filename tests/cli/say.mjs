// The page's own wording of messages, for the CLI's agreement test (the `text` module's
// tests in src/bin/searchlight/): reads a JSON array of {lang, message} on standard input
// and writes, for each, [say(message), sentence(message)] as the page's text module says
// them (with the practice page's words added), as one JSON array.
import { loadLanguage, setLanguage, say, sentence, addText } from '../../www/text/index.js';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = [];
for (const { lang, message } of JSON.parse(input)) {
  if (!(await loadLanguage(lang)) || !setLanguage(lang)) throw new Error(`no language ${lang}`);
  // The practice page's words, which the CLI's catalogue holds too (`practice --check`),
  // added as the practice page adds them.
  addText(lang, (await import(`../../www/practice/text/${lang}.js`)).default);
  // And the CLI's own part, its help, which the page never loads.
  addText(lang, (await import(`../../src/bin/searchlight/text/${lang}.js`)).default);
  out.push([say(message), sentence(message)]);
}
process.stdout.write(JSON.stringify(out));
