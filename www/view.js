// What every view shares: the page root and the wasm module, a redraw when the window is
// resized, the player and the model let go when the view is left, mounting from the URL's
// parameters, and adopting a checked change of options.
import { clearNotices } from './app.js';

export class View {
  // The shell's entry point: build the view in `root` and show the state `params` name.
  static mount(root, wasm, params) {
    const view = new this(root, wasm);
    view.load(params);
    return view;
  }

  constructor(root, wasm) {
    this.root = root;
    this.wasm = wasm;
    this.model = null;
    this.resize = () => { if (this.model) this.render(); };
    window.addEventListener('resize', this.resize);
  }

  // Options that passed their checks: clear old notices and start the search afresh.
  adopt(next) {
    clearNotices();
    this.opts = next;
    this.rebuild(0);
  }

  destroy() {
    window.removeEventListener('resize', this.resize);
    if (this.player) this.player.destroy();
    if (this.model) this.model.free();
    this.model = null;
  }
}
