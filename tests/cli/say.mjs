// The page's own wording of messages, for the CLI's agreement test (the `text` module's
// tests in src/bin/searchlight/): reads a JSON array of {lang, message} on standard input
// and writes, for each, [say(message), sentence(message)] as the page's text module says
// them, as one JSON array.
import { loadLanguage, setLanguage, say, sentence } from '../../www/text/index.js';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const out = [];
for (const { lang, message } of JSON.parse(input)) {
  if (!(await loadLanguage(lang)) || !setLanguage(lang)) throw new Error(`no language ${lang}`);
  out.push([say(message), sentence(message)]);
}
process.stdout.write(JSON.stringify(out));
