// A practice question's instance on its view's own board: the view mounted as a pane of a
// comparison is (its board, its counters and its status line; no player, no options, no
// address of its own), its options the question's (with `step`, the step asked about).
import { viewEntry } from '../shell/views.js';
import { t } from '../text/index.js';

/**
 * The view of question `q` in `host`, its narration in `status`; a pick on its board goes to
 * `picks` (null: the board is only shown). `notices` gets what the view says of the options.
 * @param {Wasm} wasm
 * @param {PracticeQuestion} q
 * @param {HTMLElement} host
 * @param {HTMLElement} status
 * @param {((name: string) => void) | null} picks
 * @param {Sayable[]} notices
 * @returns {Promise<AnyView | null>}
 */
export async function mountBoard(wasm, q, host, status, picks, notices) {
  const entry = viewEntry(q.view);
  if (!entry) return null;
  const module = await entry.load();
  const View = Object.values(module).find((v) => v.route === q.view);
  const none = () => {};
  const pane = { ctl: { notice: (/** @type {Sayable[]} */ list) => notices.push(...list), change: none, saveUrl: none, paneRebuilt: none }, value: '', opts: {}, name: t('practice.board'), status };
  const view = new View(host, wasm, pane);
  view.picks = picks;
  view.load(new URLSearchParams(q.options));
  return view;
}
