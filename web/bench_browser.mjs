// bench_browser.mjs WEB_OUT PILE.scene - speed of the live pages in
// headless chromium (make web-bench; a benchmark, never a test).
//
// Stage 08's built-in scene and a pile of bodies (bench/pile.awk): the
// mean time of one update (the C library's world_step, through the page's
// own update function, drawing left out), and whether the page keeps 60
// updates per second in real time: it runs 5 s of wall clock at 1x and
// counts the updates it made (300 expected; drawing included).
import { readFileSync } from 'node:fs';
import { launch, page_url } from './browser.mjs';

const [web_out = 'out/web', pile_path] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function measure(page, label) {
    const ms = await page.evaluate(() => {
        window.stage.reset();
        window.stage.pause(true);
        window.stage.time_updates(60); // warm up
        window.stage.reset();
        window.stage.pause(true);
        return window.stage.time_updates(600);
    });
    await page.evaluate(() => { window.stage.reset(); window.stage.pause(false); });
    const f0 = (await page.evaluate(() => window.stage.state().frame));
    const t0 = Date.now();
    await sleep(5000);
    const f1 = (await page.evaluate(() => window.stage.state().frame));
    const seconds = (Date.now() - t0) / 1000;
    const rate = (f1 - f0) / seconds;
    console.log(`${label}: ${ms.toFixed(3)} ms per update (mean of 600); ` +
                `real time: ${rate.toFixed(1)} updates/s over ${seconds.toFixed(1)} s ` +
                `(${rate >= 59 ? 'keeps' : 'does not keep'} 60 per second)`);
}

const browser = await launch();
try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1200, height: 820 });
    await page.goto(page_url(web_out, 'stage08.html', '#seed=1&scene=builtin&script=none'));
    await page.waitForFunction(() => window.stage && window.stage.state().frame > 0);
    await measure(page, 'stage08 built-in scene');
    if (pile_path) {
        const text = readFileSync(pile_path, 'utf8');
        await page.evaluate((t) => {
            document.getElementById('scene-text').value = t;
            document.getElementById('scene-load').click();
        }, text);
        const s = await page.evaluate(() => window.stage.state());
        if (s.scene_error) throw new Error(s.scene_error);
        await measure(page, `stage08 pile of ${s.objects} bodies`);
    }
} finally {
    await browser.close();
}
