// Share and present, for every view: Share gives the link to this exact frame and an
// iframe snippet for course notes (copied to the clipboard, or selected in a text field
// where the clipboard is not allowed); Full screen (key F) puts the page on the whole
// screen in large type, Escape leaves. Share and Export (export/panel.js) open one at a
// time, under the header (two open were taller than a phone's screen): each says so with
// the event PANEL_OPENED (shell/header.js), and the other closes. Escape closes Share, focus
// back on its button.
import { t } from '../text/index.js';
import { setStatus } from '../shell/status.js';
import { currentHash } from '../shell/url.js';
import { el } from '../shell/kit.js';
import { PANEL_OPENED, focusHeaderControl } from '../shell/header.js';

// An element of the page's shell (index.html), which always holds it.
const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

// A text field of the shell's share panel.
const field = (/** @type {string} */ id) => /** @type {HTMLInputElement | HTMLTextAreaElement} */ ($(id));

// The frame the snippet proposes: 640 x 420, taller for a slide of a lesson whose words need it.
const FRAME = { width: 640, height: 420 };
// In a 640-pixel frame, what a lesson's frame holds under the slide's words: the narration
// (47 px), the player (36), the link to the full page (18), the board's margin (24,
// board.js) and a board of 170 px at the least, with 5 px to spare.
const UNDER_WORDS = 300;

// The height of a frame 640 pixels wide that shows this slide of a lesson whole (its answer
// shown, and "Your turn" where its frame asks) over a board of 170 px or more: 420 where that
// is enough, else taller, to the next 20 px. The words are laid out in an unseen copy as the
// frame lays them out (style.css, .embed-measure).
export function frameHeight() {
  const lesson = $('lesson');
  if (!document.body.classList.contains('in-lesson') || !lesson || lesson.hidden) return FRAME.height;
  // The frame's width less the body's padding (0.4rem a side).
  const box = el('div', { className: 'embed-measure', aria: { hidden: 'true' }, style: { width: `${FRAME.width - 12.8}px` } });
  const copy = /** @type {HTMLElement} */ (lesson.cloneNode(true));
  const turn = document.querySelector('#view > .side > .your-turn:not([hidden])');
  box.append(copy);
  if (turn) box.append(turn.cloneNode(true));
  for (const e of box.querySelectorAll('[id]')) e.removeAttribute('id');
  for (const e of /** @type {NodeListOf<HTMLElement>} */ (copy.querySelectorAll('.slide-answer'))) e.hidden = false;
  copy.removeAttribute('id');
  copy.hidden = false;
  document.body.append(box);
  const need = box.offsetHeight + UNDER_WORDS;
  box.remove();
  return Math.max(FRAME.height, Math.ceil(need / 20) * 20);
}

// The link to this frame, and the snippet that embeds it.
export function shareLinks() {
  const link = (location.href.split('#')[0] + currentHash()).replace(/[&?]embed=1/, '');
  const sep = link.includes('?') ? '&' : '?';
  const title = document.querySelector('nav a[aria-current=page]')?.textContent || t('page.name');
  const snippet = `<iframe src="${link}${sep}embed=1" width="${FRAME.width}" height="${frameHeight()}" title="${title.replace(/"/g, '&quot;')}"></iframe>`;
  return { link, snippet };
}

/**
 * @param {HTMLInputElement | HTMLTextAreaElement} field
 */
async function copy(field) {
  field.select();
  try {
    await navigator.clipboard.writeText(field.value);
    setStatus(t('share.copied'));
  } catch {
    setStatus(t('share.copy_by_hand'));
  }
}

function openShare() {
  const panel = $('share-panel');
  const { link, snippet } = shareLinks();
  const linkBox = /** @type {HTMLInputElement} */ ($('share-link'));
  linkBox.value = link;
  /** @type {HTMLTextAreaElement} */ ($('share-snippet')).value = snippet;
  // In a lesson: the link above is this slide of the lesson; the frame its view shows now
  // is offered apart, to open or embed on its own.
  const frame = document.body.classList.contains('in-lesson') ? $('lesson').dataset.frame : '';
  for (const e of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('.share-frame'))) e.hidden = !frame;
  if (frame) /** @type {HTMLInputElement} */ ($('share-frame')).value = location.href.split('#')[0] + frame;
  panel.hidden = false;
  $('share-open').setAttribute('aria-expanded', 'true');
  document.dispatchEvent(new CustomEvent(PANEL_OPENED, { detail: panel.id }));
  linkBox.focus();
  linkBox.select();
  panel.scrollIntoView({ block: 'nearest' });
}

export function present() {
  if (document.fullscreenElement) return document.exitFullscreen();
  const el = document.documentElement;
  if (!el.requestFullscreen) return setStatus(t('present.unavailable'));
  return el.requestFullscreen().catch(() => setStatus(t('present.unavailable')));
}

// Close Share; focus back on its button where it was in the panel (or on the button).
function closeShare() {
  const panel = $('share-panel');
  const within = panel.contains(document.activeElement) || document.activeElement === $('share-open');
  panel.hidden = true;
  $('share-open').setAttribute('aria-expanded', 'false');
  if (within) focusHeaderControl($('share-open'));
}

export function initShare() {
  // Share again after a change of frame (the panel stays open) gives that frame's links.
  $('share-open').addEventListener('click', openShare);
  $('share-close').addEventListener('click', closeShare);
  document.addEventListener(PANEL_OPENED, (e) => {
    if (/** @type {CustomEvent} */ (e).detail !== 'share-panel' && !$('share-panel').hidden) closeShare();
  });
  $('share-copy-link').addEventListener('click', () => copy(field('share-link')));
  $('share-copy-snippet').addEventListener('click', () => copy(field('share-snippet')));
  $('share-copy-frame').addEventListener('click', () => copy(field('share-frame')));
  // The frame shown, as the next slide of the teacher's lesson kept in this browser.
  $('share-add-lesson').addEventListener('click', async () => {
    const { addFrameToDraft } = await import('../lessons/lesson.js');
    const name = document.querySelector('nav a[aria-current=page]')?.textContent || t('page.name');
    setStatus(await addFrameToDraft(currentHash(), name));
  });
  $('present').addEventListener('click', present);
  document.addEventListener('fullscreenchange', () => {
    document.documentElement.classList.toggle('presenting', !!document.fullscreenElement);
    $('present').setAttribute('aria-pressed', document.fullscreenElement ? 'true' : 'false');
    // The boards size themselves to the screen and the type: lay them out again.
    window.dispatchEvent(new Event('resize'));
  });
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    // Escape closes Share from its own fields too (it opens with the link's field focused).
    if (e.key === 'Escape' && !$('share-panel').hidden) {
      closeShare();
      return;
    }
    if (e.target instanceof HTMLElement && e.target.closest('input, select, textarea')) return;
    if (e.key === 'f' || e.key === 'F') { e.preventDefault(); present(); }
  });
}
