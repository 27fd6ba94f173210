// A student's rule kept and carried, for any view with a rule field: the rule in the URL
// (the declared option `rule`, which Share, embed, lessons and challenges read), the rule
// last typed in the field (the draft, localStorage, by view), and rules kept under a name
// (localStorage, by view). A link's rule never replaces a rule typed in this browser without
// asking, unless that rule is kept under a name (so nothing is lost). Storage refused or
// junk in it never stops the page: nothing is kept, and the page says so where it matters.
import { t, sentence } from '../text/index.js';
import { el } from '../shell/kit.js';

// The most rules kept a view, and the most characters of a name: the page's own bounds.
export const MAX_RULES_KEPT = 50;
export const MAX_RULE_NAME = 40;

// The option `rule` as a view's `static options` extends Rust's declaration: a link's rule
// that does not read is said, and the view goes on without it.
export const RULE_OPTION = { name: 'rule', fallback: () => t('rule.fallback') };

const draftKey = (/** @type {string} */ route) => `searchlight.rule.draft.${route}`;
const keptKey = (/** @type {string} */ route) => `searchlight.rule.kept.${route}`;

/** @typedef {{ name: string, rule: string }} KeptRule */

// The rule last typed in `route`'s field, or null (none, or storage refused).
/** @param {string} route @returns {string | null} */
export function readDraft(route) {
  try {
    const text = localStorage.getItem(draftKey(route));
    return typeof text === 'string' ? text : null;
  } catch {
    return null;
  }
}

/** @param {string} route @param {string} text */
function saveDraft(route, text) {
  try {
    localStorage.setItem(draftKey(route), text);
  } catch {
    // Storage off or full: the rule stays in the field and the URL for this visit.
  }
}

// The rules kept for `route`, as stored: anything that is not a list of {name, rule} with
// a name of 1 to MAX_RULE_NAME characters and a rule of at most `maxRule` is left out, a name
// kept twice counts once (its first), and at most MAX_RULES_KEPT are read.
/** @param {string} route @param {number} maxRule @returns {KeptRule[]} */
export function readKept(route, maxRule) {
  /** @type {unknown} */
  let stored;
  try {
    stored = JSON.parse(localStorage.getItem(keptKey(route)) || '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  /** @type {KeptRule[]} */
  const out = [];
  for (const item of stored) {
    if (!item || typeof item !== 'object') continue;
    const { name, rule } = /** @type {{ name?: unknown, rule?: unknown }} */ (item);
    if (typeof name !== 'string' || typeof rule !== 'string') continue;
    const n = name.trim();
    if (!n || n.length > MAX_RULE_NAME || rule.length > maxRule || out.some((k) => k.name === n)) continue;
    out.push({ name: n, rule });
    if (out.length === MAX_RULES_KEPT) break;
  }
  return out;
}

// Store `list` as `route`'s kept rules: '' when stored, else the catalogue key of why not.
/** @param {string} route @param {KeptRule[]} list */
function saveKept(route, list) {
  try {
    localStorage.setItem(keptKey(route), JSON.stringify(list));
    return '';
  } catch {
    return 'rule.kept.storage';
  }
}

/**
 * The rule field `input` of `view` kept and carried: returns the parts to show under the
 * field (`el`), `linked()` for the view to call once its link is read, and `sync()` for each
 * rebuild (a challenge's start, say, leaves `rule` out: the field's rule goes back in).
 * @param {import('../shell/view.js').View} view
 * @param {HTMLInputElement} input
 */
export function keptRules(view, input) {
  const route = view.viewClass.route;
  const maxRule = view.wasm.limits().rule_chars;
  input.maxLength = maxRule;
  // Until the link is read (linked()), nothing is decided: sync() leaves the options alone.
  let decided = false;
  /** @type {string | null} the link's rule while the person is asked about it */
  let pending = null;
  // A pane of a comparison keeps and asks nothing: the comparison's link is the state.
  const keeps = () => !view.pane;

  // The field's rule as the option holds it: its text trimmed when it reads, else none.
  const readable = () => {
    const text = input.value.trim();
    if (!text) return '';
    try {
      return String(view.option('rule').parse?.(text, view.opts, view) ?? '');
    } catch {
      return '';
    }
  };
  // The option (and so the URL) follows the field.
  const follow = () => {
    const rule = readable();
    if (rule === (view.opts.rule ?? '')) return;
    view.opts = { ...view.opts, rule };
    view.challengePanel?.stale();
    view.saveUrl();
  };

  const question = el('p', { id: `rule-link-${route}` });
  const useLink = el('button', { type: 'button', dataset: { act: 'rule-use-link' } }, t('rule.link.use'));
  const keepMine = el('button', { type: 'button', dataset: { act: 'rule-keep-mine' } }, t('rule.link.keep'));
  const ask = el('div', { className: 'rule-link', role: 'group', hidden: true, dataset: { role: 'rule-link' }, aria: { labelledby: `rule-link-${route}` } },
    question, el('div', { className: 'count-row' }, useLink, keepMine));
  const settle = () => {
    pending = null;
    ask.hidden = true;
  };
  useLink.addEventListener('click', () => {
    if (pending === null) return;
    input.value = pending;
    saveDraft(route, pending);
    settle();
    follow();
    input.focus();
  });
  keepMine.addEventListener('click', () => {
    settle();
    follow();
    input.focus();
  });

  const name = /** @type {HTMLInputElement} */ (el('input', { name: 'rule-name', size: 16, maxLength: MAX_RULE_NAME, spellcheck: false, autocomplete: 'off', aria: { label: t('rule.kept.name_label', { max: MAX_RULE_NAME }) } }));
  const keep = el('button', { type: 'button', dataset: { act: 'rule-keep' } }, t('rule.kept.keep'));
  const said = el('p', { dataset: { role: 'rule-kept-said' }, aria: { live: 'polite' } });
  const list = el('ul', { className: 'rule-kept', dataset: { role: 'rule-kept' }, aria: { label: t('rule.kept.list') } });
  const draw = () => {
    const kept = readKept(route, maxRule);
    list.replaceChildren(...kept.map((k) => el('li', { dataset: { name: k.name } },
      el('button', { type: 'button', dataset: { act: 'rule-use' }, aria: { label: t('rule.kept.use_label', { name: k.name, rule: k.rule }) } }, k.name),
      ' ', el('code', {}, k.rule), ' ',
      el('button', { type: 'button', dataset: { act: 'rule-delete' }, aria: { label: t('rule.kept.delete_label', { name: k.name }) } }, t('rule.kept.delete')))));
    list.hidden = kept.length === 0;
  };
  const tell = (/** @type {Sayable} */ text) => {
    said.textContent = sentence(text);
  };
  keep.addEventListener('click', () => {
    const n = name.value.trim();
    const rule = input.value.trim();
    if (!n) return tell(t('rule.kept.no_name'));
    if (!rule) return tell(t('rule.kept.no_rule'));
    const kept = readKept(route, maxRule);
    const at = kept.findIndex((k) => k.name === n);
    if (at < 0 && kept.length >= MAX_RULES_KEPT) return tell(t('rule.kept.full', { max: MAX_RULES_KEPT }));
    if (at >= 0) kept[at] = { name: n, rule };
    else kept.push({ name: n, rule });
    const why = saveKept(route, kept);
    if (why) return tell(t(why));
    draw();
    tell(t(at >= 0 ? 'rule.kept.replaced' : 'rule.kept.kept', { name: n }));
  });
  list.addEventListener('click', (e) => {
    const button = e.target instanceof HTMLElement ? e.target.closest('button') : null;
    const li = button?.closest('li');
    if (!button || !li) return;
    const n = li.dataset.name ?? '';
    const kept = readKept(route, maxRule);
    const k = kept.find((x) => x.name === n);
    if (!k) return draw();
    if (button.dataset.act === 'rule-use') {
      input.value = k.rule;
      typed();
      input.focus();
      tell(t('rule.kept.used', { name: n }));
    } else {
      const why = saveKept(route, kept.filter((x) => x !== k));
      if (why) return tell(t(why));
      draw();
      // Focus stays in the list, on the next rule's button, else on the name.
      const next = /** @type {HTMLElement | null} */ (list.querySelector('[data-act=rule-use]'));
      (next ?? name).focus();
      tell(t('rule.kept.deleted', { name: n }));
    }
  });
  const row = el('div', { className: 'count-row', dataset: { role: 'rule-keep-row' } },
    el('label', {}, `${t('rule.kept.name')} `, name), keep);

  // Typing: the draft, the option and the URL follow; a question about a link's rule is
  // answered ("keep mine": the person is working on theirs).
  const typed = () => {
    if (keeps()) saveDraft(route, input.value);
    if (pending !== null) settle();
    follow();
  };
  input.addEventListener('input', typed);

  return {
    el: el('div', { className: 'rule-kept-box' }, ask, row, said, list),
    // The link is read: its rule (view.opts.rule, checked, '' when none or refused) goes in
    // the field, unless a rule typed here differs from it and is not kept under a name:
    // then the field keeps the typed rule and the person is asked. Without a link's rule,
    // the rule typed last comes back (on the full page; an embed or a lesson's slide shows
    // its link's state only).
    linked() {
      decided = true;
      draw();
      if (!keeps()) {
        input.value = String(view.opts.rule ?? '');
        return;
      }
      const link = String(view.opts.rule ?? '');
      const full = !view.embed && !document.body.classList.contains('in-lesson');
      const draft = full ? readDraft(route) : null;
      const mine = draft !== null && draft.trim() !== '' && draft.trim() !== link
        && !readKept(route, maxRule).some((k) => k.rule.trim() === draft.trim());
      if (link && mine) {
        input.value = /** @type {string} */ (draft);
        pending = link;
        question.textContent = t('rule.link.ask', { link, mine: /** @type {string} */ (draft).trim() });
        ask.hidden = false;
        view.setStatus(t('rule.link.asked'));
      } else if (link) {
        input.value = link;
      } else {
        input.value = draft ?? '';
        follow();
      }
    },
    // A rebuild whose options lost the rule (a challenge's start from its list) takes the
    // field's back, so the URL and the checks still read the rule shown.
    sync() {
      if (!decided || pending !== null || !keeps()) return;
      if (!view.opts.rule && input.value.trim()) {
        const rule = readable();
        if (rule) view.opts = { ...view.opts, rule };
      }
    },
  };
}
