// A practice set on paper and in a spreadsheet: the student's result as CSV (a row a
// question: its number, view, kind, the question, the answer given, the right answer(s),
// whether it was right, the seconds it took), and the set as a worksheet with its answer
// key, printed as Export prints a view's (the print stylesheet prints #worksheet alone):
// each question with a picture of its board, the key on a page of its own.
import { t, sentence } from '../text/index.js';
import { el } from '../shell/kit.js';
import { csv, boardPicture } from '../panels/export/data.js';
import { mountBoard } from './board.js';
import { answerWord } from './answers.js';

// The CSV's columns, in order (their headings are the catalogue's practice.csv.NAME).
const COLUMNS = ['number', 'view', 'kind', 'question', 'answer', 'right', 'correct', 'seconds'];

/**
 * The result as CSV: a heading row, then a row a question (an unanswered one with its
 * answer and time left empty).
 * @param {PracticeQuestion[]} questions
 * @param {({ verdict: Verdict, secs: number } | null)[]} results
 */
export function csvText(questions, results) {
  const rows = questions.map((q, i) => {
    const r = results[i] ?? null;
    return [i + 1, q.view, q.kind, sentence(q.ask), r ? answerWord(r.verdict.given) : '', q.accepts.map(answerWord).join(t('practice.or')),
      r ? t(r.verdict.right ? 'practice.csv.yes' : 'practice.csv.no') : t('practice.csv.no'), r ? r.secs : ''];
  });
  return csv({ columns: COLUMNS.map((c) => t(`practice.csv.${c}`)), rows, known: [], steps: 0, complete: true });
}

/**
 * The worksheet of `questions` (each board drawn off screen, in turn), then the print
 * dialog; the sheet goes once printed.
 * @param {Wasm} wasm
 * @param {PracticeQuestion[]} questions
 * @param {string} title
 */
export async function printSheet(wasm, questions, title) {
  const host = el('div', { className: 'practice-offscreen pane', aria: { hidden: 'true' } });
  document.body.append(host);
  /** @type {HTMLElement[]} */
  const items = [];
  try {
    for (const q of questions) {
      const box = el('div');
      host.replaceChildren(box);
      const view = await mountBoard(wasm, q, box, el('p'), null, []);
      const picture = view ? boardPicture(view) : '';
      view?.destroy();
      items.push(el('li', { className: 'sheet-question' }, el('p', {}, sentence(q.ask)), picture, el('p', { className: 'sheet-name' }, t('practice.sheet.blank'))));
    }
  } finally {
    host.remove();
  }
  const key = el('ol', {}, ...questions.map((q) => el('li', {}, `${q.accepts.map(answerWord).join(t('practice.or'))} — ${sentence(q.why)}`)));
  const sheet = el('section', { id: 'worksheet', className: 'worksheet', aria: { label: title } },
    el('h1', {}, title),
    el('p', { className: 'sheet-name' }, t('sheet.name')),
    el('ol', { className: 'sheet-questions' }, ...items),
    el('section', { className: 'sheet-key' }, el('h2', {}, t('practice.sheet.key')), key));
  const old = document.getElementById('worksheet');
  if (old) old.replaceWith(sheet);
  else document.body.append(sheet);
  window.addEventListener('afterprint', () => sheet.remove(), { once: true });
  window.print();
  return sheet;
}

