// test_browser.mjs WEB_OUT - every stage's page in headless chromium
// (make test-browser).
//
// For each out/web/stageNN.html, opened from disk (file://):
//  * the chapter's keys, pressed on the real keyboard, change the state
//    as the chapter says (window.stage.state(), read from the C side):
//    Right selects the next object, V (stage 5 on) and P (stage 6 on)
//    switch motion and correction, D held moves the selected object right
//    by 0.3 per update and not in y, Z held turns it counter-clockwise by
//    1 degree per update, T/R/B and C (stage 2 on) flip their toggles;
//  * the page's trace row after 300 updates of the chapter's run equals
//    row 300 of the trace the WebAssembly build writes under node
//    (itself byte-identical to the native program's, make web-test);
//  * the canvas is not blank (it has several colours); a screenshot goes
//    to WEB_OUT/shots/stageNN.png;
//  * Pause holds the update count, Step adds one, speed 4x and 0.25x
//    give 240 and 15 updates per second of wall clock;
//  * a bad pasted scene shows the native program's message and the page
//    goes on running and answering keys; so do a bad scene file opened,
//    a bad seed and a bad key script;
//  * a link (#seed=..&scene=..&script=..) starts that state, also in the
//    compact layout (?embed=1);
//  * nothing is thrown and nothing is logged as an error in the console;
//  * index.html#stage=NN&... opens stage NN's page with that state.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launch, page_url } from './browser.mjs';

const web_out = resolve(process.argv[2] || 'out/web');
const shots = join(web_out, 'shots');
mkdirSync(shots, { recursive: true });
const stages = readdirSync(web_out).filter((f) => /^stage\d\d\.html$/.test(f)).map((f) => f.slice(5, 7)).sort();
if (stages.length === 0) {
    console.error(`test_browser: no stageNN.html in ${web_out} (make web)`);
    process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let passed = 0, failed = 0;
function check(ok, what) {
    if (ok) passed++;
    else failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    return ok;
}

// The WebAssembly build's own trace of a run, under node.
function node_trace(nn, args, cwd) {
    const tmp = mkdtempSync(join(tmpdir(), 'rigid-trace-'));
    try {
        execFileSync('node', [join(web_out, 'run.mjs'), nn, ...args, '--trace', join(tmp, 't.csv')],
                     { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
        return readFileSync(join(tmp, 't.csv'), 'utf8').split('\n');
    } finally {
        rmSync(tmp, { recursive: true, force: true });
    }
}

// The one line the native program prints on stderr for bad input (the
// WebAssembly build's, which make web-test holds to the native one).
function native_error(nn, args, cwd) {
    try {
        execFileSync('node', [join(web_out, 'run.mjs'), nn, ...args], { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
        return null;
    } catch (e) {
        return String(e.stderr).trim();
    }
}

// ... and for a scene file of that text and name.
function native_scene_error(nn, text, name = 'pasted.scene') {
    const tmp = mkdtempSync(join(tmpdir(), 'rigid-scene-'));
    try {
        writeFileSync(join(tmp, name), text);
        return native_error(nn, ['--scene', name], tmp);
    } finally {
        rmSync(tmp, { recursive: true, force: true });
    }
}

const state = (page) => page.evaluate(() => window.stage.state());

async function press(page, key) {
    await page.keyboard.down(key);
    await sleep(40);
    await page.keyboard.up(key);
    await sleep(80);
}

async function hold(page, key, ms) {
    const before = await state(page);
    await page.keyboard.down(key);
    await sleep(ms);
    await page.keyboard.up(key);
    await sleep(60);
    const after = await state(page);
    return [before, after, after.frame - before.frame];
}

async function distinct_colours(page) {
    return page.evaluate(() => {
        const c = document.getElementById('view');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        const seen = new Set();
        for (let i = 0; i < d.length; i += 4) seen.add((d[i] << 16) | (d[i + 1] << 8) | d[i + 2]);
        return seen.size;
    });
}

async function open(browser, nn, suffix, problems) {
    const page = await browser.newPage();
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`thrown: ${e.message}`));
    await page.setViewport({ width: 1200, height: 820 });
    await page.goto(page_url(web_out, `stage${nn}.html`, suffix));
    await page.waitForFunction(() => window.stage && window.stage.state().frame > 2);
    return page;
}

async function test_stage(browser, nn) {
    const n = Number(nn);
    const problems = [];
    const page = await open(browser, nn, '', problems);
    const s0 = await state(page);
    const tag = `stage${nn}`;
    check(s0.selected === 0 && s0.objects >= 2, `${tag}: loads from file://, the hero is selected (${s0.objects} objects)`);

    await press(page, 'ArrowRight');
    let s = await state(page);
    check(s.selected === 1, `${tag}: Right selects the next object (selected ${s.selected})`);

    // From stage 5 the world moves: switch motion (V) and correction (P)
    // off, as a reader does to place a shape by hand.
    if (n >= 5) {
        await press(page, 'KeyV');
        s = await state(page);
        check(s.motion === !s0.motion, `${tag}: V switches motion (${s0.motion} -> ${s.motion})`);
    }
    if (n >= 6) {
        await press(page, 'KeyP');
        s = await state(page);
        check(s.correction === !s0.correction, `${tag}: P switches correction (${s0.correction} -> ${s.correction})`);
    }
    // Each toggle was checked above; now both off, whatever the stage
    // started with (stage 6's built-in scene starts with them off).
    if (n >= 5 && s.motion) await press(page, 'KeyV');
    if (n >= 6 && s.correction) await press(page, 'KeyP');
    s = await state(page);
    if (n >= 5) check(s.motion === false && (n < 6 || s.correction === false), `${tag}: motion and correction are off`);

    const [b, a, frames] = await hold(page, 'KeyD', 500);
    const dx = a.x - b.x;
    check(dx > 0.3 * 5 && dx <= 0.3 * frames + 1e-9 && Math.abs(a.y - b.y) < 1e-9 && a.selected === 1,
          `${tag}: D held moves the selected object right, 0.3 per update (dx ${dx.toFixed(3)} over at most ${frames} updates, dy ${(a.y - b.y).toExponential(1)})`);

    const [rb, ra, rframes] = await hold(page, 'KeyZ', 400);
    const dturn = (ra.rotation - rb.rotation) * 180 / Math.PI;
    check(dturn > 4.5 && dturn <= rframes + 1e-6,
          `${tag}: Z held turns it counter-clockwise, 1 degree per update (${dturn.toFixed(2)} deg over at most ${rframes} updates)`);

    const toggles = [['KeyT', 'texture'], ['KeyR', 'shape'], ['KeyB', 'bound']];
    if (n >= 2) toggles.push(['KeyC', 'infos']);
    for (const [key, field] of toggles) {
        const before = (await state(page))[field];
        await press(page, key);
        const after = (await state(page))[field];
        check(typeof before === 'boolean' && after === !before, `${tag}: ${key.slice(3)} toggles ${field} (${before} -> ${after})`);
    }
    // R twice: the shapes are drawn again for the picture
    await press(page, 'KeyR');
    await sleep(150);
    const colours = await distinct_colours(page);
    check(colours >= 4, `${tag}: the canvas is drawn (${colours} distinct colours)`);
    await page.screenshot({ path: join(shots, `stage${nn}.png`) });

    // Pause stops the updates, Step makes exactly one, speed scales the
    // updates per second of wall clock (60 at 1x).
    await page.click('#pause');
    const p0 = (await state(page)).frame;
    await sleep(300);
    const p1 = (await state(page)).frame;
    await page.click('#step');
    const p2 = (await state(page)).frame;
    check(p1 === p0 && p2 === p1 + 1, `${tag}: Pause holds the update count (${p0} -> ${p1}), Step adds one (${p2})`);
    const rate = async (speed) => {
        await page.select('#speed', String(speed));
        await page.evaluate(() => window.stage.pause(false));
        const f0 = (await state(page)).frame, t0 = Date.now();
        await sleep(1000);
        const f1 = (await state(page)).frame;
        await page.evaluate(() => window.stage.pause(true));
        return (f1 - f0) / ((Date.now() - t0) / 1000);
    };
    const fast = await rate(4), slow = await rate(0.25);
    await page.select('#speed', '1');
    check(fast > 180 && fast < 260 && slow > 8 && slow < 22,
          `${tag}: speed 4x gives ${fast.toFixed(0)} updates/s, 0.25x gives ${slow.toFixed(0)} (240 and 15 expected)`);
    await page.evaluate(() => window.stage.pause(false));

    // The page's numbers are the trace's: 300 updates of the chapter's run.
    const row = await page.evaluate(() => {
        location.hash = '#seed=1&scene=builtin&script=observation';
        return null;
    });
    void row;
    await sleep(100);
    const page_row = await page.evaluate(() => {
        window.stage.reset();
        window.stage.pause(true);
        window.stage.step(300);
        return window.stage.state().row;
    });
    const trace = node_trace(nn, ['--frames', '300'], process.cwd());
    check(page_row === trace[301], `${tag}: row 300 of the chapter's run equals the trace's\n       page  ${page_row}\n       trace ${trace[301]}`);
    await page.evaluate(() => {
        location.hash = '#seed=1&scene=builtin&script=none';
        window.stage.pause(false);
    });
    await sleep(100);

    // A bad scene, pasted: the native message, and the page goes on.
    const bad = 'gravity 0 -20\ncircle 50 60 2.5 mass=-1\n';
    await page.evaluate((text) => {
        document.querySelector('details').open = true;
        document.getElementById('scene-text').value = text;
        document.getElementById('scene-load').click();
    }, bad);
    await sleep(100);
    s = await state(page);
    const expected = native_scene_error(nn, bad);
    check(expected && s.scene_error === expected, `${tag}: a bad pasted scene shows "${s.scene_error}" (native: "${expected}")`);
    await page.focus('#view');
    const f1 = s.frame;
    await press(page, 'ArrowRight');
    await sleep(100);
    const s2 = await state(page);
    check(s2.frame > f1 && s2.selected === (s.selected + 1) % s.objects,
          `${tag}: after the bad scene the page still runs and answers keys (update ${f1} -> ${s2.frame}, selected ${s.selected} -> ${s2.selected})`);

    // A bad scene file opened, a bad seed and a bad key script: each
    // message as the native program words it.
    const tmp = mkdtempSync(join(tmpdir(), 'rigid-open-'));
    const opened = 'circle 50 60 2.5\nrect 1 2 3 4 rot=ten\n';
    writeFileSync(join(tmp, 'opened.scene'), opened);
    await (await page.$('#scene-file')).uploadFile(join(tmp, 'opened.scene'));
    await page.waitForFunction(() => window.stage.state().scene_error !== '');
    s = await state(page);
    const expected_open = native_scene_error(nn, opened, 'opened.scene');
    check(expected_open && s.scene_error === expected_open, `${tag}: a bad scene file opened shows "${s.scene_error}"`);
    rmSync(tmp, { recursive: true, force: true });
    const errors = async () => page.evaluate(() => ['seed-error', 'script-error'].map((id) => {
        const el = document.getElementById(id);
        return el.hidden ? '' : el.textContent;
    }));
    await page.evaluate(() => {
        const seed = document.getElementById('seed');
        seed.value = '12x';
        seed.dispatchEvent(new Event('change'));
    });
    const seed_message = (await errors())[0];
    const expected_seed = native_error(nn, ['--seed', '12x'], process.cwd());
    check(expected_seed && seed_message === expected_seed, `${tag}: a bad seed shows "${seed_message}"`);
    await page.evaluate(() => {
        const seed = document.getElementById('seed');
        seed.value = '1';
        seed.dispatchEvent(new Event('change'));
        document.getElementById('script-text').value = '10 D 5\n20 Enter\n';
        document.getElementById('script-load').click();
    });
    const script_message = (await errors())[1];
    const kt = mkdtempSync(join(tmpdir(), 'rigid-keys-'));
    writeFileSync(join(kt, 'pasted.keys'), '10 D 5\n20 Enter\n');
    const expected_script = native_error(nn, ['--script', 'pasted.keys'], kt);
    rmSync(kt, { recursive: true, force: true });
    check(expected_script && script_message === expected_script, `${tag}: a bad key script shows "${script_message}"`);

    // A link to a state, opened in the compact layout an iframe uses.
    const link = await open(browser, nn, '?embed=1#seed=7&scene=bounce&script=none', problems);
    const ls = await state(link);
    const embed = await link.evaluate(() => document.body.classList.contains('embed')
        && getComputedStyle(document.querySelector('header')).display === 'none');
    check(ls.objects === 1 && embed, `${tag}: ?embed=1#scene=bounce opens the experiment compactly (${ls.objects} object, embed ${embed})`);
    await link.close();

    check(problems.length === 0, `${tag}: nothing thrown or logged as an error${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

const browser = await launch();
try {
    for (const nn of stages) await test_stage(browser, nn);
    // A link names its stage: the index sends it to that stage's page.
    const last = stages[stages.length - 1], problems = [];
    const page = await browser.newPage();
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(page_url(web_out, 'index.html', `#stage=${last}&seed=3&scene=pair&script=none`));
    await page.waitForFunction(() => window.stage && window.stage.state().frame > 2);
    const s = await state(page);
    const url = page.url();
    check(url.includes(`stage${last}.html#stage=${last}&seed=3&scene=pair`) && s.scene_error === '' && problems.length === 0,
          `index.html#stage=${last}&...&scene=pair opens stage${last}.html with that scene (${s.objects} objects)`);
    await page.close();
} finally {
    await browser.close();
}
console.log(`test-browser: screenshots in ${shots}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
