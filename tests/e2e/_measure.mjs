import { serveDist, launch } from './harness.mjs';
const s = await serveDist(); const b = await launch();
const views = { knight: ['#/knight?board=8x8&start=a1','canvas'], bfs: ['#/bfs?board=8x8&start=c3','canvas'], ladder:['#/ladder?step=30','[data-role=layers]'], dfs:['#/dfs','canvas[data-role=graph]'], queens:['#/queens?n=8','canvas'], sudoku:['#/sudoku','canvas[data-role=grid]'] };
for (const [W,H] of [[1366,768],[1920,1080]]) for (const z of [1,1.5,2]) for (const [name,[hash,sel]] of Object.entries(views)) {
  const ctx = await b.newContext({ viewport: { width: Math.round(W/z), height: Math.round(H/z) }, deviceScaleFactor: z });
  const p = await ctx.newPage(); await p.goto(s.url+hash); await p.waitForSelector('body[data-ready=true]',{state:'attached'}); await p.waitForTimeout(300);
  const box = await p.locator(sel).first().boundingBox();
  const right = await p.evaluate(() => Math.max(...[...document.querySelectorAll('#view *')].map(e => e.getBoundingClientRect().right)));
  console.log(W,H,z,name, Math.round(box.width*z), Math.round(box.height*z), 'rightmost', Math.round(right*z));
  if (process.env.SHOT) await p.screenshot({path:`/tmp/f11/${name}-${W}-${z}.png`});
  await ctx.close();
}
await b.close(); await s.close();
