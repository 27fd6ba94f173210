// The header's menu: on a phone upright (style.css) the header is one row, the page's name
// and a Menu button; the rest of the header (the views' nav, Lessons, the language, Share,
// Export) is in #header-menu, which the button opens under the row. Elsewhere the menu's
// parts are in the header itself and the button is not shown. A disclosure: the button says
// its state with aria-expanded; Escape, a tap outside, a link or a button chosen in it, a new
// address, or Share or Export opening (PANEL_OPENED) close it, and focus that was in it goes
// back to the button.
import { part } from './kit.js';

// Sent on the document by what opens under the header (Share, Export, this menu) as it opens
// (detail: its id): one is open at a time, the others close.
export const PANEL_OPENED = 'searchlight-panel-opened';

const button = () => part(document, '#menu-open');
const menu = () => part(document, '#header-menu');
const isOpen = () => button().getAttribute('aria-expanded') === 'true';

/** @param {boolean} open */
function setMenu(open) {
  if (open === isOpen()) return;
  const within = menu().contains(document.activeElement);
  button().setAttribute('aria-expanded', String(open));
  menu().classList.toggle('open', open);
  if (open) document.dispatchEvent(new CustomEvent(PANEL_OPENED, { detail: menu().id }));
  else if (within) button().focus();
}

// Focus on `control`, a control of the header (Share's or Export's button, as its panel
// closes), or where it is in the menu folded away, on the menu's button.
/** @param {HTMLElement} control */
export function focusHeaderControl(control) {
  (control.getClientRects().length ? control : button()).focus();
}

export function initMenu() {
  button().addEventListener('click', () => setMenu(!isOpen()));
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && isOpen()) {
      setMenu(false);
      button().focus();
    }
  });
  document.addEventListener('click', (e) => {
    if (!isOpen() || !(e.target instanceof Element)) return;
    if (button().contains(e.target)) return;
    // A link followed or a button pressed in the menu has done what it was chosen for;
    // a tap elsewhere on the page closes the menu as a tap outside a menu does.
    if (!menu().contains(e.target) || e.target.closest('a, button')) setMenu(false);
  });
  window.addEventListener('hashchange', () => setMenu(false));
  document.addEventListener(PANEL_OPENED, (e) => {
    if (/** @type {CustomEvent} */ (e).detail !== menu().id) setMenu(false);
  });
}
