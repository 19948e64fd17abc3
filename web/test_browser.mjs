// test_browser.mjs OUT BUILD - every stage's and variant's page in headless
// chromium (make test-browser, part of make check-all).  OUT is the output
// directory (OUT/web, OUT/book, OUT/site), BUILD holds the native programs.
//
// For each out/web/stageNN.html and variant_NAME.html, opened from disk
// (file://):
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
//  * the sleeping variant's page with the benchmark's pile of 1,000 shapes
//    pasted: its trace of 600 updates is the native program's byte for
//    byte; on the landed pile it makes at least 30 updates per second at
//    1x (60 is full speed; a wide bound for a loaded machine, the measured
//    rate and time per update are printed).
// And, from the issue of a first-time student (web/README.md lists them):
//  * keys: after a chooser or a button is used the canvas has the keys;
//    stage keys pressed on a focused chooser never change it; Esc and a
//    click on the canvas give the keys back; arrows and space never scroll;
//  * every row of the page's key table is true on its page: its keys are
//    the ones the stage's controls.c reads, each row pressed does what it
//    says (state read from C), and no row points to a later stage;
//  * the first line says what to do first (stage 5: motion is off, V or
//    a button starts it); experiments of a later chapter are marked with
//    the stage that runs them; an empty own scene says so;
//  * keys pressed through the browser, saved with Save keys and replayed
//    by the native program with --script, give the page's trace byte for
//    byte; the Link reopens the same update, state, speed and pause, and a
//    link made in a chapter's frame opens the full page;
//  * the chart shows the stage's own quantities, collision infos show at
//    any depth (magenta pixels per contact);
//  * the frame in a chapter of the book (out/book) at the book's width
//    shows the chart and every key row without scrolling, and so does a
//    stage page at 1024x768;
//  * out/site served by a static server on 127.0.0.1 (no other host, no
//    absolute path, no failed request) loads the book, its frames and
//    every page.
// And the variants' pages:
//  * each at 1024x768, and in a chapter's frame (860x680 and the book
//    column's 738x680, ?embed=1), shows the chart and every key row
//    without scrolling (screenshots WEB_OUT/shots/variant_NAME_1024x768.png,
//    _frame.png, _frame_738.png);
//  * each opens with its line of web/first_lines.txt, links its chapter and the
//    book, and titles itself as engine/presets.h does; the energies'
//    log scale is on for the track (chapters 10 and 11) and off before;
//  * #scene=pile_100, pile_200, pile_1000, brick_pile and pyramid open
//    those scenes on stage 8's page and the variants' (the shapes each
//    has), and saved keys say how to make the file natively;
//  * sleeping with #scene=pile_1000&script=none, stepped until most of
//    the pile sleeps: the legend's colour is in the canvas's pixels, the
//    legend is shown, and everything drawn lies inside the drawn view
//    (screenshot variant_sleeping_asleep.png);
//  * index.html lists the presets under their chapters, in
//    engine/presets.h's order, with its titles.
//
// And the variants' own words and keys (their program.c):
//  * materials, aabb_layers and soft_step read their own words in a pasted
//    scene: no error, and the page's trace of 120 updates is the native
//    program's byte for byte; a wrong one shows the native message;
//  * soft_step's page shows a scene's sub_steps and contact_hertz in the
//    picture's corner; J / K and I / O pressed on the keyboard halve and
//    double them there; the keys saved and replayed natively on that
//    scene give the page's trace byte for byte, and the Link reopens the
//    same settings; a scene without settings, or the built-in one, starts
//    from the defaults again (screenshot variant_soft_step_keys.png); a
//    scene asking a faster contact spring than its sub-steps give shows,
//    under the corner's line, what the contacts get, as the native
//    program tells it once on stderr (variant_soft_step_notice.png).
//  * joints reads its joint lines in a pasted scene as the native program
//    does, and a joint naming a body the scene lacks shows the native
//    message; its scene chooser offers the nine demos of
//    book/scenes/joints/, which soft_step's does not;
//  * the hand on joints' page: the real mouse pressed on a demo's box
//    grabs it, dragged lifts it towards the pointer, released lets it
//    fall; the keys saved (press, drag and release lines) and replayed
//    natively give the page's trace byte for byte, and the Link reopens
//    the same update with the same trace; a finger (touch) drags it too
//    (screenshots variant_joints_demo.png, variant_joints_drag.png);
//  * every preset's page replays a script of the digit keys from a link
//    with the native program's trace byte for byte, and the keyboard's
//    digits on warm_starting's and joints' pages switch an idea off and
//    on, saved and replayed natively byte for byte.
//
// And a second reading (group reading, issue 44):
//  * every page's scene chooser shows what each book scene is, from the
//    scene's first comment line (and every scene has one; screenshot
//    NAME_scene_chooser.png, the list drawn as a list box);
//  * the Chapter's run button only where the program's default run is
//    its own: a preset whose default trace is its trace with stage 8's
//    key script has none (nor the first line's button for it), and its
//    keys chooser says "stage 8's run" (variant_joints_no_chapter_run.png);
//  * at 1024x768 a bad scene or key script loaded from the box shows its
//    native message beside the button that loaded it, in view after the
//    real click (NAME_scene_error.png);
//  * at 1024x768 every page, on its built-in scene and on the scenes that
//    lengthen its first line, has all of it in view with no scrolling:
//    title, buttons, first line, picture, chart, every key row, the
//    ideas' keys, the trace's numbers and the box's summary
//    (NAME_builtin_whole_1024x768.png);
//  * the pile of 1,000 starts with its collision infos hidden on stage
//    8's and sleeping's pages (pile_200 keeps them), C shows them, and
//    the saved keys replay natively byte for byte (NAME_pile_1000_no_infos.png);
//  * a preset's page shows a scene's own first line on that scene
//    (web/first_lines.txt's NAME@SCENE: the joints page names the
//    bridge only on its built-in scene) and the preset's line elsewhere;
//  * three presses of K on soft_step's page, two of them 10 ms apart at
//    0.25x, double sub_steps three times and are saved as three lines.
//
// node web/test_browser.mjs OUT BUILD GROUPS runs only the comma-separated
// groups named (stages, keys, focus, recording, infos, pile, layouts,
// book, site, index, variants, generated, sleeping, words, soft_step, hand,
// ideas, reading), and -GROUPS every group but those named;
// node web/test_browser.mjs OUT BUILD GROUPS IDS only the pages named
// (comma-separated: 08, variant_soft_step).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { launch, page_url } from './browser.mjs';
import { lineage, read_presets } from './presets.mjs';

const out_dir = resolve(process.argv[2] || 'out');
const build_dir = resolve(process.argv[3] || 'build');
const web_out = join(out_dir, 'web');
const shots = join(web_out, 'shots');
mkdirSync(shots, { recursive: true });
const pages_named = process.argv[5] ? new Set(process.argv[5].split(',')) : null;
const stages = readdirSync(web_out).filter((f) => /^stage\d\d\.html$/.test(f)).map((f) => f.slice(5, 7)).sort()
    .filter((id) => !pages_named || pages_named.has(id));
const variants = readdirSync(web_out).filter((f) => /^variant_[a-z0-9_]+\.html$/.test(f)).map((f) => f.slice(0, -5)).sort()
    .filter((id) => !pages_named || pages_named.has(id));
if (stages.length === 0 && !pages_named) {
    console.error(`test_browser: no stageNN.html in ${web_out} (make web)`);
    process.exit(2);
}
const file_of = (id) => (/^\d\d$/.test(id) ? `stage${id}.html` : `${id}.html`);
const program_of = (id) => (/^\d\d$/.test(id) ? `stage${id}` : id);
const number_of = (id) => (/^\d\d$/.test(id) ? Number(id) : 8);
// A stage's sources, or the engine's (every preset's).
const source_dir = (id) => (/^\d\d$/.test(id)
    ? join('stages', readdirSync('stages').find((d) => d.startsWith(id + '_')))
    : 'engine');

// The groups; GROUPS names some, or with a leading - all but those.
const GROUPS = ['stages', 'keys', 'focus', 'recording', 'infos', 'pile', 'layouts', 'book', 'site', 'index',
                'variants', 'generated', 'sleeping', 'words', 'soft_step', 'hand', 'ideas', 'reading'];
const only = (() => {
    const arg = process.argv[4];
    if (!arg) return null;
    const named = arg.replace(/^-/, '').split(',');
    const unknown = named.filter((g) => !GROUPS.includes(g));
    if (unknown.length) {
        console.error(`test_browser: no group ${unknown.join(', ')} (the groups: ${GROUPS.join(', ')})`);
        process.exit(2);
    }
    return new Set(arg.startsWith('-') ? GROUPS.filter((g) => !named.includes(g)) : named);
})();
const runs = (group) => !only || only.has(group);

// engine/presets.h's presets: NAME -> {chapter, parent, title, idea}.
const preset_table = read_presets('.');
// A preset's ideas from stage 8 on, as the digit keys count them (joints:
// 1 contact_manifold ... 7 joints).
const ideas_of = (id) => lineage(preset_table, id.slice(8)).reverse();
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

async function open(browser, nn, suffix, problems, viewport = { width: 1200, height: 820 }) {
    const page = await browser.newPage();
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`thrown: ${e.message}`));
    await page.setViewport(viewport);
    await page.goto(page_url(web_out, file_of(nn), suffix));
    await page.waitForFunction(() => window.stage && window.stage.state().frame > 2);
    return page;
}

async function test_stage(browser, nn) {
    const n = number_of(nn);
    const problems = [];
    const page = await open(browser, nn, '', problems);
    const s0 = await state(page);
    const tag = program_of(nn);
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
    await page.screenshot({ path: join(shots, `${program_of(nn)}.png`) });

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
    // The pasted scene's message is still shown: wait for the file's
    // (read asynchronously), not for any message.
    const shown_before = (await state(page)).scene_error;
    await (await page.$('#scene-file')).uploadFile(join(tmp, 'opened.scene'));
    await page.waitForFunction((before) => window.stage.state().scene_error !== before, { timeout: 5000 }, shown_before).catch(() => {});
    s = await state(page);
    const expected_open = native_scene_error(nn, opened, 'opened.scene');
    check(expected_open && s.scene_error === expected_open, `${tag}: a bad scene file opened shows "${s.scene_error}"`);
    rmSync(tmp, { recursive: true, force: true });
    const errors = async () => page.evaluate(() => {
        const el = document.getElementById('seed-error');
        return [el.hidden ? '' : el.textContent, window.stage.state().script_error];
    });
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

// ---- the issue of a first-time student ------------------------------------

const KEY_CODES = {
    Left: 'ArrowLeft', Right: 'ArrowRight', Up: 'ArrowUp', Down: 'ArrowDown',
};
const code_of = (name) => KEY_CODES[name] || (/^\d$/.test(name) ? `Digit${name}` : `Key${name}`);

// "Left / Right" -> [Left, Right]; "Up / Down with M" -> [Up, Down, M];
// "1–7" -> [1, 2, ..., 7].
function row_keys(key) {
    const range = /^(\d)–(\d)$/.exec(key);
    if (range) return Array.from({ length: range[2] - range[1] + 1 }, (_, i) => String(Number(range[1]) + i));
    return key.split(/\s*(?:\/|with)\s*/).map((k) => k.trim()).filter(Boolean);
}

// The keys a C file reads: KEY_LEFT -> Left, KEY_G -> G, KEY_1 -> 1.
function keys_read(file) {
    const names = new Set();
    for (const m of readFileSync(file, 'utf8').matchAll(/\bKEY_([A-Z]+|[1-9])\b/g))
        names.add(m[1].length === 1 ? m[1] : m[1][0] + m[1].slice(1).toLowerCase());
    return names;
}

// The keys a page must list: those its stage's controls.c reads (the
// engine's, on a preset's page), and on a preset's page those of
// engine/program.c that act there: the digits of its line's ideas (1 to
// the number of ideas) and, where its solver is the soft step (soft), the
// letters (J, K, I, O).
function controls_keys(id, soft) {
    const keys = keys_read(join(source_dir(id), 'controls.c'));
    if (id.startsWith('variant_'))
        for (const k of keys_read(join('engine', 'program.c')))
            if (/^\d$/.test(k) ? Number(k) <= ideas_of(id).length : soft) keys.add(k);
    return keys;
}

// The ideas a status line names switched off ("... off: warm_starting").
const ideas_off = (status) => (/(?:^|\s)off: (.*)$/.exec(status)?.[1] || '').split(' ').filter(Boolean);

async function key_rows(page) {
    return page.evaluate(() => [...document.querySelectorAll('#keys tr, #ideas tr')].map((tr) => ({
        key: tr.dataset.key, kind: tr.dataset.kind, text: tr.title,
    })));
}

// What each row of the key table must do, read from the C state: the
// change of one field after the key (or Up/Down with the letter) is held.
const ROW_EFFECTS = {
    Left: { field: 'selected', sign: -1 }, Right: { field: 'selected', sign: +1 },
    W: { field: 'y', sign: +1 }, S: { field: 'y', sign: -1 },
    A: { field: 'x', sign: -1 }, D: { field: 'x', sign: +1 },
    Z: { field: 'rotation', sign: +1 }, X: { field: 'rotation', sign: -1 },
    Y: { field: 'size', sign: +1 }, U: { field: 'size', sign: -1 },
    G: { field: 'objects', sign: +1 },
    T: { field: 'texture', toggle: true }, R: { field: 'shape', toggle: true },
    B: { field: 'bound', toggle: true }, C: { field: 'infos', toggle: true },
    V: { field: 'motion', toggle: true }, P: { field: 'correction', toggle: true },
    H: { field: 'vx', changes: true },
    M: { field: 'mass' }, N: { field: 'restitution' }, F: { field: 'friction' },
    J: { setting: 'sub_steps', sign: -1 }, K: { setting: 'sub_steps', sign: +1 },
    I: { setting: 'contact_hertz', sign: -1 }, O: { setting: 'contact_hertz', sign: +1 },
};

// A setting the page's status line shows ("sub_steps 4  contact_hertz
// 30"), as a number; NaN when it does not show it.
const setting = (s, name) => {
    const m = new RegExp(`(?:^|\\s)${name} (\\S+)`).exec(s.status);
    return m ? Number(m[1]) : NaN;
};

async function test_key_table(browser, id) {
    const tag = program_of(id), n = number_of(id), problems = [];
    const page = await open(browser, id, '#scene=builtin&script=none', problems);
    /* the pointer's row (joints' hand) is the hand group's to test */
    const rows = (await key_rows(page)).filter((r) => r.kind !== 'pointer');
    const listed = new Set(rows.flatMap((r) => row_keys(r.key)));
    /* program.c's status line says sub_steps where the solver is the soft step */
    const soft = /^sub_steps /.test((await state(page)).status);
    const read = controls_keys(id, soft);
    const missing = [...read].filter((k) => !listed.has(k)), extra = [...listed].filter((k) => !read.has(k));
    check(missing.length === 0 && extra.length === 0,
          `${tag}: the key table lists exactly the keys ${source_dir(id)}/controls.c (and program.c, for this preset${soft ? ', in the soft step' : ''}) reads (${[...listed].join(' ')})${missing.length ? '; missing ' + missing : ''}${extra.length ? '; not read ' + extra : ''}`);
    const later = rows.filter((r) => { const m = /from stage (\d+)/.exec(r.text); return (m && Number(m[1]) > n) || /\bsee\b[^;]*\b(below|above)\b/.test(r.text); });
    check(later.length === 0, `${tag}: no key row points to a later stage or elsewhere on the page${later.length ? ': ' + later.map((r) => r.text).join(' | ') : ''}`);

    // Hold still: motion and correction off where the stage has them;
    // select a shape that can move (from stage 5 a static one has mass 0).
    const hold_still = async () => {
        let s = await state(page);
        if (s.motion) await press(page, 'KeyV');
        if (s.correction) await press(page, 'KeyP');
        s = await state(page);
        for (let i = 0; i < s.objects && n >= 5 && !((await state(page)).mass > 0); i++) await press(page, 'ArrowRight');
    };
    await hold_still();
    const bad = [];
    for (const row of rows) {
        const keys = row_keys(row.key);
        const letter = / with /.test(row.key) ? keys[2] : null;
        for (const k of letter ? ['Up', 'Down'] : keys) {
            // A digit: its idea switched off (the status line names it),
            // then on again.  Then the run starts again: on again, an idea
            // whose setting a later idea of the line also sets (the
            // solver) leaves that one off (engine/presets.c).
            if (/^\d$/.test(k)) {
                const idea = ideas_of(id)[Number(k) - 1];
                const before = (await state(page)).status;
                await press(page, code_of(k));
                const off = (await state(page)).status;
                await press(page, code_of(k));
                const on = (await state(page)).status;
                if (ideas_off(before).includes(idea) || !ideas_off(off).includes(idea) || ideas_off(on).includes(idea))
                    bad.push(`${k}: ${idea} "${before}" -> "${off}" -> "${on}"`);
                await page.evaluate(() => window.stage.reset());
                await hold_still();
                continue;
            }
            const effect = ROW_EFFECTS[letter || k];
            if (!effect) { bad.push(`${k}: no expectation`); continue; }
            if (k === 'V' || k === 'P') {
                const before = (await state(page))[effect.field];
                await press(page, code_of(k));
                const after = (await state(page))[effect.field];
                await press(page, code_of(k));   /* and back, so the world holds still */
                if (!(typeof before === 'boolean' && after === !before)) bad.push(`${k}: ${effect.field} ${before} -> ${after}`);
                continue;
            }
            const before = await state(page);
            if (letter) {
                await page.keyboard.down(code_of(letter));
                await page.keyboard.down(code_of(k));
                await sleep(250);
                await page.keyboard.up(code_of(k));
                await page.keyboard.up(code_of(letter));
                await sleep(80);
            } else if (row.kind === 'held') {
                await hold(page, code_of(k), 250);
            } else {
                await press(page, code_of(k));
            }
            const after = await state(page);
            const value = (st) => (effect.setting ? setting(st, effect.setting) : st[effect.field]);
            const b = value(before), a = value(after);
            let ok;
            if (effect.toggle) ok = typeof b === 'boolean' && a === !b;
            else if (effect.changes) ok = a !== b || after.vy !== before.vy;
            else if (effect.field === 'selected') ok = a === (b + effect.sign + before.objects) % before.objects;
            else {
                const sign = letter ? (k === 'Up' ? +1 : -1) : effect.sign;
                ok = Math.sign(a - b) === sign;
            }
            if (!ok) bad.push(`${letter ? k + '+' + letter : k}: ${effect.field || effect.setting} ${b} -> ${a}`);
        }
    }
    check(bad.length === 0, `${tag}: every key row does what it says on this page (${rows.length} rows)${bad.length ? ': ' + bad.join('; ') : ''}`);
    check(problems.length === 0, `${tag}: key rows: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

async function active(page) {
    return page.evaluate(() => document.activeElement && (document.activeElement.id || document.activeElement.tagName));
}

// Keys stay with the stage: the choosers and buttons hand them back.
async function test_focus(browser, id) {
    const tag = program_of(id), problems = [];
    const page = await open(browser, id, '#scene=builtin&script=none', problems, { width: 1024, height: 500 });
    // As a reader does: the chooser gets the focus (a click), then a choice.
    await page.focus('#scene');
    await page.select('#scene', 'book:pair');
    await sleep(80);
    const after_scene = await active(page);
    let s0 = await state(page);
    await press(page, 'KeyB');
    let s1 = await state(page);
    const scene_value = await page.$eval('#scene', (e) => e.value);
    check(after_scene === 'view' && s1.bound === !s0.bound && scene_value === 'book:pair',
          `${tag}: after choosing a scene the canvas has the keys: B toggles the bounds, the scene stays (${after_scene}, ${scene_value})`);
    await page.focus('#speed');
    await page.select('#speed', '2');
    await page.select('#speed', '1');
    const after_speed = await active(page);
    s0 = await state(page);
    await press(page, 'ArrowRight');
    s1 = await state(page);
    const speed_value = await page.$eval('#speed', (e) => e.value);
    check(after_speed === 'view' && speed_value === '1' && s1.selected === (s0.selected + 1) % s0.objects,
          `${tag}: after choosing a speed the canvas has the keys (${after_speed}): Right selects the next object and the speed stays 1x (${speed_value})`);
    // A chooser focused by hand (Tab, a click) still gives stage keys to the stage.
    await page.focus('#script');
    s0 = await state(page);
    await press(page, 'ArrowDown');
    await press(page, 'KeyD');
    const script_value = await page.$eval('#script', (e) => e.value);
    check(script_value === 'none' && (await active(page)) === 'view',
          `${tag}: a stage key on a focused chooser goes to the stage, not the chooser (keys chooser: ${script_value})`);
    await page.click('#step');
    check((await active(page)) === 'view', `${tag}: a button (Step) hands the keys back`);
    await page.evaluate(() => { document.getElementById('own').open = true; });
    await page.focus('#scene-text');
    await page.keyboard.type('circle');
    await page.keyboard.press('Escape');
    const typed = await page.$eval('#scene-text', (e) => e.value);
    check(typed.includes('circle') && (await active(page)) === 'view', `${tag}: typing in a box keeps the keys; Esc gives them back`);
    await page.focus('#scene-text');
    await page.click('#view');
    check((await active(page)) === 'view', `${tag}: a click on the canvas gives the keys back`);
    await page.evaluate(() => window.scrollTo(0, 40));
    const y0 = await page.evaluate(() => window.scrollY);
    await press(page, 'ArrowDown');
    await press(page, 'ArrowUp');
    await press(page, 'Space');
    const y1 = await page.evaluate(() => window.scrollY);
    check(y0 === 40 && y1 === y0, `${tag}: arrows and space do not scroll the page (scrollY ${y0} -> ${y1})`);
    check(problems.length === 0, `${tag}: focus: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// The first line, the experiments of later chapters, the empty scene,
// the chart's quantities, Replay this key script.
async function test_guidance(browser, id) {
    const tag = program_of(id), n = number_of(id), problems = [];
    const page = await open(browser, id, '', problems);
    const hint = await page.$eval('#hint', (e) => e.textContent);
    const s = await state(page);
    if (n === 5 || n === 6) {
        check(/Motion is off/.test(hint) && /press V/.test(hint) && s.motion === false,
              `${tag}: opens with motion off and says so: "${hint}"`);
        await page.screenshot({ path: join(shots, `${tag}_first_open.png`) });
        await page.click('#hint button');
        await page.waitForFunction(() => window.stage.state().frame > 40);
        const r = await state(page);
        const trace = node_trace(id, ['--frames', String(r.frame)], process.cwd());
        check(!r.paused && (await page.$eval('#script', (e) => e.value)) === 'observation' && r.row === trace[r.frame + 1],
              `${tag}: the first line's button runs the chapter's keys (update ${r.frame} is the default run's)`);
    } else {
        check(hint.length > 30, `${tag}: opens with a first line: "${hint}"`);
    }
    const scene_stages = await page.evaluate(() => window.WEB_STAGE.scene_stages);
    const later = Object.entries(scene_stages).filter(([, k]) => k > n);
    const labels = await page.$$eval('#scene option', (os) => os.map((o) => [o.value, o.textContent]));
    const unmarked = later.filter(([name, k]) => !labels.some(([v, t]) => v === 'book:' + name && t.includes(`needs stage ${k}`)));
    check(unmarked.length === 0, `${tag}: the ${later.length} experiments of later chapters are marked with their stage${unmarked.length ? '; unmarked: ' + unmarked.map(([x]) => x) : ''}`);
    if (later.length > 0) {
        const [name, k] = later[later.length - 1];
        await page.select('#scene', 'book:' + name);
        await sleep(80);
        const h = await page.$eval('#hint', (e) => e.textContent);
        const href = await page.$eval('#hint a', (a) => a.getAttribute('href')).catch(() => '');
        check(h.includes(`chapter ${k}`) && href.startsWith(`stage0${k}.html`) && href.includes(`scene=${name}`),
              `${tag}: choosing ${name}.scene says which stage runs it: "${h}" (${href})`);
    }
    await page.evaluate(() => { document.getElementById('scene-text').value = ''; });
    await page.select('#scene', 'own');
    await sleep(80);
    const empty = await page.$eval('#hint', (e) => e.textContent);
    const open_box = await page.$eval('#own', (e) => e.open);
    check((await state(page)).objects === 0 && /Your scene is empty/.test(empty) && open_box,
          `${tag}: an empty own scene says so and opens the box: "${empty.slice(0, 60)}..."`);
    // The chart draws the quantities the stage has.
    const series = await page.evaluate(() => window.stage.chart_series());
    const want = n >= 5 ? ['ke linear', 'pe', 'total', 'deepest', 'summed'] : n >= 2 ? ['contacts', 'deepest', 'summed'] : ['bodies'];
    check(want.every((w) => series.includes(w)) && (n >= 5 || !series.some((x) => /^(ke |pe$|total$)/.test(x))) && (n >= 8) === series.includes('ke angular'),
          `${tag}: the chart draws ${series.join(', ')}`);
    // Replay this key script runs, also from a pause.
    await page.click('#pause');
    await page.evaluate(() => { document.getElementById('script-text').value = '5 Right\n'; });
    await page.click('#script-load');
    const p = await state(page);
    check(p.paused === false, `${tag}: "Replay this key script" runs the script (paused ${p.paused})`);
    check(problems.length === 0, `${tag}: guidance: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// Pauses the page, presses "Save keys" and waits for the download: the
// update it paused at, the path in dl and its text ('' if it never came).
// Chromium writes a download under another name and renames it when it
// is whole, so the file's existence means it is complete; on a loaded
// machine that can take several seconds, hence the 30 s allowed.
async function save_keys(page, dl, name) {
    await page.click('#pause');
    const frame = (await state(page)).frame;
    await page.click('#save-keys');
    const file = join(dl, `${name}-update${frame}.keys`);
    for (let i = 0; i < 300 && !existsSync(file); i++) await sleep(100);
    return { frame, file, saved: existsSync(file) ? readFileSync(file, 'utf8') : '' };
}

// Keys pressed through the browser, saved, replayed natively: the same
// trace byte for byte.  Then the Link reopens that moment.
async function test_recording(browser, id, base) {
    const tag = program_of(id), n = number_of(id), problems = [];
    const page = await open(browser, id, `#scene=builtin&script=${base}`, problems);
    const dl = mkdtempSync(join(tmpdir(), 'rigid-save-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dl });
    await page.focus('#view');
    await press(page, 'ArrowRight');
    await hold(page, 'KeyD', 300);
    await press(page, 'KeyC');
    await hold(page, 'KeyZ', 200);
    await press(page, 'KeyB');
    if (n >= 5) { await press(page, 'KeyV'); await press(page, 'KeyH'); }
    await page.keyboard.down('KeyM');
    await hold(page, 'ArrowUp', 150);
    await page.keyboard.up('KeyM');
    await sleep(200);
    await page.click('#speed').catch(() => {});
    await page.select('#speed', '0.25');
    const { frame, file, saved } = await save_keys(page, dl, /^\d\d$/.test(id) ? 'stage' + id : id);
    const page_trace = await page.evaluate(() => window.stage.trace());
    let native = '';
    try {
        execFileSync(join(build_dir, program_of(id)), ['--script', file, '--frames', String(frame), '--trace', join(dl, 't.csv')],
                     { stdio: ['ignore', 'ignore', 'pipe'] });
        native = readFileSync(join(dl, 't.csv'), 'utf8');
    } catch (e) {
        native = `native run failed: ${e.stderr || e.message}`;
    }
    const events = saved.split('\n').filter((l) => /^\d/.test(l)).length;
    check(saved !== '' && native === page_trace && page_trace.split('\n').length === frame + 3,
          `${tag}: keys pressed in the browser (${base}), saved (${saved === '' ? 'no download in 30 s' : events + ' events'}) and replayed by ${program_of(id)} --script: the trace of ${frame} updates is the page's byte for byte`);
    // The link: same update, state, speed and pause; trace again equal.
    await page.click('#link');
    const url = await page.$eval('#link-text', (e) => e.value);
    const before = await state(page);
    const again = await browser.newPage();
    again.on('pageerror', (e) => problems.push(`thrown: ${e.message}`));
    await again.setViewport({ width: 1200, height: 820 });
    await again.goto(url);
    await again.waitForFunction(() => window.stage && window.stage.state().frame > 0);
    const after = await state(again);
    const same = ['frame', 'selected', 'x', 'y', 'rotation', 'texture', 'shape', 'bound', 'infos', 'motion', 'correction', 'objects', 'mass', 'speed', 'paused']
        .filter((k) => before[k] !== after[k]);
    const trace_again = await again.evaluate(() => window.stage.trace());
    check(same.length === 0 && trace_again === page_trace && after.speed === 0.25 && after.paused,
          `${tag}: the Link reopens update ${after.frame} with the same state, speed ${after.speed}, paused${same.length ? '; differs: ' + same.map((k) => `${k} ${before[k]} -> ${after[k]}`).join(', ') : ''}`);
    await again.close();
    rmSync(dl, { recursive: true, force: true });
    check(problems.length === 0, `${tag}: recording: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// Collision infos show at any depth: magenta pixels for every contact.
async function test_infos_visible(browser, id) {
    const tag = program_of(id), problems = [];
    const page = await open(browser, id, '#scene=builtin&script=none', problems);
    await page.evaluate(() => { window.stage.pause(true); window.stage.step(150); });
    let s = await state(page);
    if (!s.infos) { await page.evaluate(() => window.stage.pause(false)); await press(page, 'KeyC'); await page.evaluate(() => window.stage.pause(true)); }
    await page.evaluate(() => window.stage.step(1));
    s = await state(page);
    const contacts = Number(s.row.split(',')[3]);
    const magenta = await page.evaluate(() => {
        const c = document.getElementById('view');
        const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let k = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i] > 200 && d[i + 1] < 90 && d[i + 2] > 200) k++;
        return k;
    });
    check(contacts > 0 && magenta >= 20 * contacts, `${tag}: collision infos show at any depth: ${magenta} magenta pixels for ${contacts} contacts`);
    await page.screenshot({ path: join(shots, `${tag}_infos.png`) });
    await page.close();
}

// The speed goal in the browser: sleeping and soft_step keep 60
// updates per second with the benchmark's pile of 1,000 shapes
// (bench/pile.awk), pasted as the page's own scene.  What is asserted
// about physics is exact: the page's trace of the first 600 updates (the
// fall; the pile lands at about update 380) is the native program's byte
// for byte.  Then, on the landed pile, two timings, which hold only with
// a wide bound on a loaded machine: the mean time of 120 updates
// (time_updates: the C update through the page, no drawing), and the
// updates the page makes at speed 1x in 5 s of wall clock, drawing
// included (60 per second is full speed; at least 30 is asserted, and
// the README gives the measured figure).
const PILE_SHAPES = 1000, PILE_CHECKED = 600, PILE_TIMED = 120, PILE_WALL_MS = 5000, PILE_MIN_RATE = 30;
async function test_pile_speed(browser, id) {
    const tag = program_of(id), problems = [];
    const tmp = mkdtempSync(join(tmpdir(), 'rigid-pile-'));
    try {
        const scene = execFileSync('awk', ['-v', `n=${PILE_SHAPES}`, '-f', join('bench', 'pile.awk')], { encoding: 'utf8' });
        writeFileSync(join(tmp, 'pile.scene'), scene);
        writeFileSync(join(tmp, 'none.keys'), '');
        execFileSync(join(build_dir, program_of(id)), ['--scene', 'pile.scene', '--script', 'none.keys',
                     '--frames', String(PILE_CHECKED), '--trace', 't.csv'], { cwd: tmp, stdio: ['ignore', 'ignore', 'pipe'] });
        const native = readFileSync(join(tmp, 't.csv'), 'utf8');
        const page = await open(browser, id, '#seed=1&scene=builtin&script=none', problems);
        await page.evaluate((text) => {
            window.stage.pause(true);
            document.querySelector('details').open = true;
            document.getElementById('scene-text').value = text;
            document.getElementById('scene-load').click();
        }, scene);
        const s = await state(page);
        const page_trace = await page.evaluate((n) => {
            window.stage.pause(true);
            window.stage.reset();
            window.stage.step(n);
            return window.stage.trace();
        }, PILE_CHECKED);
        check(s.scene_error === '' && s.objects === PILE_SHAPES && page_trace === native,
              `${tag}: the pile of ${s.objects} shapes pasted: the page's trace of ${PILE_CHECKED} updates is ${program_of(id)}'s byte for byte${s.scene_error ? ' (' + s.scene_error + ')' : ''}`);
        const ms = await page.evaluate((n) => window.stage.time_updates(n), PILE_TIMED);
        // Run, and count from half a second later: the first frames after
        // the timing above (which held the page) make up for it, up to
        // 0.25 s of updates at once, and would flatter the rate.
        await page.evaluate(() => window.stage.pause(false));
        await sleep(500);
        const [f0, t0] = await page.evaluate(() => [window.stage.state().frame, performance.now()]);
        await sleep(PILE_WALL_MS);
        const [f1, t1] = await page.evaluate(() => {
            const at = [window.stage.state().frame, performance.now()];
            window.stage.pause(true);
            return at;
        });
        const seconds = (t1 - t0) / 1000, rate = (f1 - f0) / seconds;
        console.log(`     ${tag}: pile of ${PILE_SHAPES}, updates ${PILE_CHECKED + 1}-${PILE_CHECKED + PILE_TIMED}: ${ms.toFixed(2)} ms per update (no drawing); ` +
                    `at 1x: ${rate.toFixed(1)} updates/s of wall clock over ${seconds.toFixed(1)} s, updates ${f0 + 1}-${f1}, drawing included (60 is full speed)`);
        check(rate >= PILE_MIN_RATE && ms < 1000 / PILE_MIN_RATE,
              `${tag}: the landed pile of ${PILE_SHAPES} runs at ${rate.toFixed(1)} updates/s at 1x, ${ms.toFixed(2)} ms an update (wide bound for a loaded machine: >= ${PILE_MIN_RATE}/s and < ${(1000 / PILE_MIN_RATE).toFixed(1)} ms)`);
        await page.screenshot({ path: join(shots, `${tag}_pile_${PILE_SHAPES}.png`) });
        check(problems.length === 0, `${tag}: pile of ${PILE_SHAPES}: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
        await page.close();
    } finally {
        rmSync(tmp, { recursive: true, force: true });
    }
}

// A page at 1024x768: the chart and every key row beside the canvas,
// in view without scrolling.
async function fits(page, frame_doc = page) {
    return frame_doc.evaluate(() => {
        const vw = window.innerWidth, vh = window.innerHeight;
        const inside = (el) => { const r = el.getBoundingClientRect(); return r.width > 0 && r.left >= -1 && r.top >= -1 && r.right <= vw + 1 && r.bottom <= vh + 1; };
        const canvas = document.getElementById('view').getBoundingClientRect();
        const chart = document.getElementById('chart');
        const rows = [...document.querySelectorAll('#keys tr, #ideas tr')];
        return {
            chart: inside(chart) && chart.getBoundingClientRect().width >= 240,
            rows: rows.filter(inside).length, total: rows.length,
            beside: chart.getBoundingClientRect().left >= canvas.right - 1,
            vw, vh,
        };
    });
}

async function test_layouts(browser) {
    for (const id of ['01', '05', '08']) {
        const problems = [];
        const page = await open(browser, id, '', problems, { width: 1024, height: 768 });
        const f = await fits(page);
        check(f.chart && f.rows === f.total && f.beside,
              `${program_of(id)} at 1024x768: the chart and all ${f.total} key rows beside the canvas without scrolling (${f.rows} in view)`);
        await sleep(1200);
        await page.screenshot({ path: join(shots, `${program_of(id)}_1024x768.png`) });
        await page.close();
    }
}

// Every variant's page at 1024x768 and as a chapter's frame shows it
// (860x680, ?embed=1): the chart and every key row in view.
async function test_variant_layouts(browser) {
    for (const id of variants) {
        // The frame is 860x680 as a chapter writes it; the book's column
        // makes it 738 wide.
        for (const [w, h, suffix, shot] of [[1024, 768, '', '1024x768'], [860, 680, '?embed=1', 'frame'], [738, 680, '?embed=1', 'frame_738']]) {
            const problems = [];
            const page = await open(browser, id, suffix, problems, { width: w, height: h });
            const f = await fits(page);
            const bottom = await page.evaluate(() => Math.max(...[...document.querySelectorAll('#keys tr, #ideas tr')].map((tr) => Math.round(tr.getBoundingClientRect().bottom))));
            check(f.chart && f.rows === f.total && f.beside,
                  `${id} at ${w}x${h}${suffix}: the chart and all ${f.total} key rows beside the canvas without scrolling (${f.rows} in view, the last row ends at ${bottom} px)`);
            await sleep(300);
            await page.screenshot({ path: join(shots, `${id}_${shot}.png`) });
            check(problems.length === 0, `${id} at ${w}x${h}: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
            await page.close();
        }
    }
}

// A variant's page as a student meets it: its first line, its title, the
// chapter's run, the links back, the chart's scale.
async function test_variant_page(browser, id) {
    const name = id.slice(8), problems = [];
    const page = await open(browser, id, '#scene=builtin&script=none', problems);
    const p = await page.evaluate(() => ({
        hint: document.getElementById('hint').textContent,
        h1: document.getElementById('title').textContent,
        title: document.title,
        log: document.getElementById('log-scale').checked,
        log_shown: !document.getElementById('log-label').hidden,
        links: [...document.querySelectorAll('header nav a')].map((a) => a.getAttribute('href')),
    }));
    const lines = first_scenes_of(id), first = lines.builtin || lines[''], v = preset_table.get(name);
    check(first && p.hint.startsWith(first) && !p.hint.includes(first.slice(0, 20), 1),
          `${id}: opens with its one line of web/first_lines.txt for the built-in scene: "${p.hint}"`);
    check(p.h1.endsWith(': ' + v.title) && p.title.includes(v.title),
          `${id}: titled "${p.h1}" with engine/presets.h's title "${v.title}"`);
    // The Chapter's run button: the reading group's test_own_run (shown
    // only where the program's default run is its own, not stage 8's).
    const chapter_md = readdirSync('book').find((f) => f.startsWith(String(v.chapter).padStart(2, '0') + '-') && f.endsWith('.md'));
    const chapter_html = `../book/${chapter_md.replace(/\.md$/, '.html')}`;
    // They resolve from out/web/ next to out/book/ and from the site's
    // web/ next to its book/, where those are built.
    const dirs = [web_out, join(out_dir, 'site', 'web')].filter((d) => existsSync(join(d, '..', 'book')));
    const missing = dirs.flatMap((d) => [chapter_html, '../book/index.html'].map((h) => join(d, h)).filter((f) => !existsSync(f)));
    check(p.links.includes('index.html') && p.links.includes(chapter_html) && p.links.includes('../book/index.html') && missing.length === 0,
          `${id}: links all stages, its chapter (${chapter_html}) and the book${dirs.length ? ', which exist next to ' + dirs.join(' and ') : ''}${missing.length ? '; missing ' + missing.join(', ') : ''}`);
    const track = v.chapter >= 10;
    const in_js = await page.evaluate(() => window.stage.log_scale());
    check(p.log_shown && p.log === track && in_js === track,
          `${id}: the energies' log scale is ${track ? 'on' : 'off'} by default (chapter ${v.chapter}; checkbox ${p.log})`);
    check(problems.length === 0, `${id}: page: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// The scenes the page makes, by the names links and the book's frames use.
// Each with the shapes it moves (state's objects; the static floor and
// walls are not counted) and the start of the command that makes it.
const GENERATED = { pile_100: [100, 'awk -v n=100 -f bench/pile.awk'], pile_200: [200, 'awk -v n=200 -f bench/pile.awk'],
                    pile_1000: [1000, 'awk -v n=1000 -f bench/pile.awk'], brick_pile: [201, 'awk -f plots/brick_pile.awk'],
                    pyramid: [55, "awk 'BEGIN { print \"rect 50 4 100 3.75 static friction=0.6\""] };
async function test_generated(browser, id) {
    const problems = [], bad = [];
    const page = await open(browser, id, '#scene=builtin&script=none', problems);
    for (const [name, [objects, recipe]] of Object.entries(GENERATED)) {
        await page.evaluate((n) => { location.hash = `#scene=${n}&script=none&paused=1`; }, name);
        await page.waitForFunction((n) => document.getElementById('scene').value === 'gen:' + n, { timeout: 5000 }, name).catch(() => {});
        const r = await page.evaluate(() => ({
            scene: document.getElementById('scene').value, s: window.stage.state(),
            fragment: window.stage.fragment(), keys: window.stage.recorded_script(),
        }));
        if (r.scene !== 'gen:' + name || r.s.objects !== objects || r.s.scene_error !== '' || !r.fragment.includes(`scene=${name}&`)
            || !r.keys.includes(`--scene ${name}.scene`) || !r.keys.includes(recipe))
            bad.push(`${name}: chooser ${r.scene}, ${r.s.objects} objects (${objects} expected)${r.s.scene_error}, fragment ${r.fragment.slice(0, 40)}, keys ${JSON.stringify(r.keys.slice(0, 300))}`);
    }
    check(bad.length === 0, `${id}: #scene=${Object.keys(GENERATED).join(', ')} open the page's scenes, and saved keys say how to make each file${bad.length ? ': ' + bad.join('; ') : ''}`);
    check(problems.length === 0, `${id}: generated scenes: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// Sleeping bodies, seen: the pile of 1,000 stepped until most of it
// sleeps shows the legend's colour in the canvas, the legend, and all of
// the pile inside the camera the page draws with.
async function test_sleeping(browser) {
    const id = 'variant_sleeping', problems = [];
    const page = await open(browser, id, '?embed=1#scene=pile_1000&script=none', problems, { width: 860, height: 680 });
    const r = await page.evaluate(() => {
        window.stage.pause(true);
        let asleep = 0, frame = 0;
        while (frame < 3000) {
            frame = window.stage.step(100);
            asleep = Number(window.stage.state().row.split(',')[12]);
            if (asleep >= 500) break;
        }
        return { frame, asleep, legend: window.stage.legend(), drawn: window.stage.drawn(), header: window.stage.trace().split('\n')[0] };
    });
    check(r.header.endsWith(',sleeping') && r.asleep >= 500, `${id}: #scene=pile_1000 stepped to update ${r.frame}: ${r.asleep} of 1000 shapes asleep (the trace's column "sleeping": ${r.header.slice(-20)})`);
    const asleep_entry = r.legend.find(([, label]) => label === 'asleep');
    const colour = asleep_entry ? asleep_entry[0] : -1;
    const shown = await page.evaluate(() => {
        const ul = document.getElementById('legend');
        const box = ul.getBoundingClientRect();
        return { hidden: ul.hidden || box.width === 0, text: ul.textContent, swatch: ul.querySelector('.swatch') ? getComputedStyle(ul.querySelector('.swatch')).backgroundColor : '' };
    });
    const rgb = `rgb(${(colour >> 16) & 255}, ${(colour >> 8) & 255}, ${colour & 255})`;
    check(colour >= 0 && !shown.hidden && shown.text.includes('asleep') && shown.swatch === rgb,
          `${id}: the legend is shown over the picture: "${shown.text}", its swatch ${shown.swatch} (the C side's ${rgb})`);
    // The contacts drawn over the bodies hidden (a pile this big starts
    // with them hidden; C hides them otherwise); the pixels of the
    // legend's colour are the asleep bodies' (the legend is HTML, not
    // canvas).
    await page.evaluate(() => window.stage.pause(false));
    if ((await state(page)).infos) await press(page, 'KeyC');
    await page.evaluate(() => { window.stage.pause(true); window.stage.step(1); });
    const pixels = await page.evaluate((c) => {
        const cv = document.getElementById('view');
        const d = cv.getContext('2d').getImageData(0, 0, cv.width, cv.height).data;
        let k = 0;
        for (let i = 0; i < d.length; i += 4)
            if (Math.abs(d[i] - ((c >> 16) & 255)) <= 2 && Math.abs(d[i + 1] - ((c >> 8) & 255)) <= 2 && Math.abs(d[i + 2] - (c & 255)) <= 2) k++;
        return k;
    }, colour);
    check(pixels >= 2000, `${id}: the asleep colour is drawn: ${pixels} pixels of it in the canvas`);
    const [cx, cy, width, aspect] = r.drawn.view, [x0, y0, x1, y1] = r.drawn.extent;
    const vx0 = cx - width / 2, vx1 = cx + width / 2, vy0 = cy - width * aspect / 2, vy1 = cy + width * aspect / 2;
    check(x0 >= vx0 && x1 <= vx1 && y0 >= vy0 && y1 <= vy1,
          `${id}: everything drawn (x ${x0.toFixed(1)}..${x1.toFixed(1)}, y ${y0.toFixed(1)}..${y1.toFixed(1)}) lies inside the drawn view (x ${vx0.toFixed(1)}..${vx1.toFixed(1)}, y ${vy0.toFixed(1)}..${vy1.toFixed(1)})`);
    await page.screenshot({ path: join(shots, `${id}_asleep.png`) });
    check(problems.length === 0, `${id}: asleep pile: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// The stage in its chapter's frame, at the book's width.
async function test_book_frames(browser, base_url) {
    const book = join(out_dir, 'book');
    const chapters = readdirSync(book).filter((f) => /^0[1-8]-.*\.html$/.test(f)).sort();
    check(chapters.length >= 8, `the book has ${chapters.length} chapter pages with a live stage`);
    if (!base_url) {
        // Every live link of the book leads to a page make web wrote;
        // chapter 9 links each variant's page.
        const links = [], broken = [];
        for (const f of readdirSync(book).filter((x) => x.endsWith('.html'))) {
            for (const m of readFileSync(join(book, f), 'utf8').matchAll(/href="\.\.\/web\/([a-z0-9_]+\.html)/g)) {
                links.push(m[1]);
                if (!existsSync(join(web_out, m[1]))) broken.push(`${f}: ${m[1]}`);
            }
        }
        const variant_links = variants.filter((v) => links.includes(`${v}.html`));
        check(broken.length === 0 && variant_links.length === variants.length,
              `the book's ${links.length} live links lead to pages of out/web, ${variant_links.length} of them to the ${variants.length} variants${broken.length ? '; broken: ' + broken.slice(0, 5).join(', ') : ''}`);
    }
    for (const ch of chapters) {
        const problems = [];
        const page = await browser.newPage();
        page.on('pageerror', (e) => problems.push(e.message));
        await page.setViewport({ width: 1280, height: 900 });
        await page.goto(base_url ? `${base_url}/book/${ch}` : page_url(book, ch));
        const handle = await page.$('.live iframe');
        if (!check(handle !== null, `${ch}: has the stage's frame`)) { await page.close(); continue; }
        await handle.evaluate((e) => e.scrollIntoView({ block: 'start' }));
        const frame = await handle.contentFrame();
        await frame.waitForFunction(() => window.stage && window.stage.state().frame > 2);
        const width = await handle.evaluate((e) => Math.round(e.getBoundingClientRect().width));
        const f = await fits(page, frame);
        const words = (await page.$eval('.live p', (p) => p.textContent)).replace(/\s+/g, ' ');
        const rows = f.rows === f.total;
        check(f.chart && rows && /beside it/.test(words),
              `${ch}: in its ${width}x${f.vh} frame the chart and all ${f.total} key rows are in view without scrolling, as the chapter says ("${words.slice(0, 50)}...")`);
        if (ch.startsWith('05') || ch.startsWith('08')) {
            await frame.evaluate(() => document.getElementById('view').focus());
            await sleep(800);
            await handle.screenshot({ path: join(shots, `book_frame_${ch.slice(0, 2)}.png`) });
            // A link made in the frame opens the full page.
            await frame.click('#link');
            const url = await frame.$eval('#link-text', (e) => e.value);
            check(!url.includes('embed'), `${ch}: a link made in the frame opens the full page (${url.replace(/#.*/, '#...').replace(/^.*\//, '')})`);
        }
        check(problems.length === 0, `${ch}: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
        await page.close();
    }
}

// out/site from a static server on 127.0.0.1: nothing but files.
function serve(root) {
    const types = { '.html': 'text/html', '.css': 'text/css', '.mjs': 'text/javascript', '.js': 'text/javascript',
                    '.svg': 'image/svg+xml', '.png': 'image/png', '.gif': 'image/gif', '.wasm': 'application/wasm' };
    const server = createServer((req, res) => {
        const path = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
        let file = resolve(root, '.' + path);
        if (file !== root && !file.startsWith(root + sep)) { res.writeHead(403); res.end(); return; }
        if (path.endsWith('/')) file = join(file, 'index.html');
        try {
            const body = readFileSync(file);
            res.writeHead(200, { 'content-type': types[extname(file)] || 'application/octet-stream' });
            res.end(body);
        } catch {
            res.writeHead(404);
            res.end();
        }
    });
    return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok(server)));
}

function absolute_paths(root) {
    const found = [];
    const walk = (dir) => {
        for (const e of readdirSync(dir, { withFileTypes: true })) {
            const p = join(dir, e.name);
            if (e.isDirectory()) walk(p);
            else if (e.name.endsWith('.html')) {
                const text = readFileSync(p, 'utf8');
                for (const m of text.matchAll(/\b(?:href|src)="([^"]*)"/g))
                    if (/^(\/|file:|[a-z]+:\/\/(?:localhost|127\.))/.test(m[1])) found.push(`${p.slice(root.length + 1)}: ${m[1]}`);
            }
        }
    };
    walk(root);
    return found;
}

async function test_site(browser) {
    const site = join(out_dir, 'site');
    if (!check(existsSync(join(site, 'index.html')), `out/site is laid out (make site)`)) return;
    const abs = absolute_paths(site);
    check(abs.length === 0, `out/site: no absolute path or local host in any link${abs.length ? ': ' + abs.slice(0, 5).join('; ') : ''}`);
    const server = await serve(site);
    const base = `http://127.0.0.1:${server.address().port}`;
    try {
        const page = await browser.newPage();
        const failed = [], foreign = [];
        // Chromium asks for /favicon.ico by itself; a lazy frame left
        // loading when the next chapter opens is aborted, not failed.
        page.on('requestfailed', (r) => { if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.failure()?.errorText} ${r.url()}`); });
        page.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) failed.push(`${r.status()} ${r.url()}`); });
        page.on('request', (r) => { if (!r.url().startsWith(base) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) foreign.push(r.url()); });
        await page.goto(`${base}/`);
        const links = await page.$$eval('a', (as) => as.map((a) => a.getAttribute('href')));
        await page.goto(`${base}/web/index.html`);
        // The index links a track step's parent beside the step itself: each page counted once;
        // its links to the book's chapters (../book/) are not live pages.
        const pages = await page.$$eval('a', (as) => as.map((a) => a.getAttribute('href')).filter((h) => /^[^/]*\.html$/.test(h)).filter((h, i, all) => all.indexOf(h) === i));
        let loaded = 0;
        for (const p of pages) {
            await page.goto(`${base}/web/${p}`);
            await page.waitForFunction(() => window.stage && window.stage.state().frame > 2, { timeout: 10000 }).then(() => loaded++).catch(() => {});
        }
        await page.goto(`${base}/book/index.html`);
        const chapters = await page.$$eval('a', (as) => as.map((a) => a.getAttribute('href')).filter((h) => /^\d\d-.*\.html$/.test(h)));
        for (const ch of chapters) await page.goto(`${base}/book/${ch}`, { waitUntil: 'load' });
        check(links.includes('book/index.html') && links.includes('web/index.html') && loaded === pages.length && pages.length === stages.length + variants.length,
              `out/site served from ${base}: the front page links the book and the stages; all ${loaded} pages run; ${chapters.length} chapters load`);
        check(failed.length === 0 && foreign.length === 0,
              `out/site served: no failed request and none to another host${failed.length ? '; failed: ' + failed.slice(0, 5).join(' ') : ''}${foreign.length ? '; foreign: ' + foreign.slice(0, 5).join(' ') : ''}`);
        await page.close();
        await test_book_frames(browser, base);
    } finally {
        server.close();
    }
}

// ---- the variants' own words and keys (their program.c) --------------------

// Pastes a scene into the page (as a reader does, "Run this scene"),
// paused; returns the message shown ('' when it was read).
async function paste_scene(page, text) {
    await page.evaluate((t) => {
        window.stage.pause(true);
        document.querySelector('details').open = true;
        document.getElementById('scene-text').value = t;
        document.getElementById('scene-load').click();
    }, text);
    await sleep(100);
    return (await state(page)).scene_error;
}

// The native program's trace of a run on a scene of that text.
function native_trace(id, scene_text, args) {
    const tmp = mkdtempSync(join(tmpdir(), 'rigid-words-'));
    try {
        writeFileSync(join(tmp, 'pasted.scene'), scene_text);
        execFileSync(join(build_dir, program_of(id)), ['--scene', 'pasted.scene', ...args, '--trace', 't.csv'],
                     { cwd: tmp, stdio: ['ignore', 'ignore', 'pipe'] });
        return readFileSync(join(tmp, 't.csv'), 'utf8');
    } catch (e) {
        return `native run failed: ${e.stderr || e.message}`;
    } finally {
        rmSync(tmp, { recursive: true, force: true });
    }
}

// What the native program tells on stderr of a run on a scene of that
// text, each line less its "PROGRAM: pasted.scene: " (stage_api.h's
// notice, told once).
function native_notices(id, scene_text) {
    const tmp = mkdtempSync(join(tmpdir(), 'rigid-notice-'));
    try {
        writeFileSync(join(tmp, 'pasted.scene'), scene_text);
        const run = spawnSync(join(build_dir, program_of(id)), ['--scene', 'pasted.scene', '--frames', '1'],
                              { cwd: tmp, encoding: 'utf8' });
        const prefix = `${program_of(id)}: pasted.scene: `;
        return run.stderr.split('\n').filter((l) => l !== '').map((l) => l.startsWith(prefix) ? l.slice(prefix.length) : l);
    } finally {
        rmSync(tmp, { recursive: true, force: true });
    }
}

// Each variant's own scene words, used right and used wrong.
const SCENE_WORDS = {
    variant_materials: ['material cork density=0.25 friction=0.6 restitution=0.5\ncircle 40 60 2 material=steel\n'
                        + 'rect 60 60 6 2 material=cork friction=0.1\nrect 50 4 100 3.75 static material=clay\n',
                        'circle 40 60 2 material=cork\n'],
    variant_aabb_layers: ['circle 50 30 2 layer=2 mask=2\ncircle 50 60 2 layer=4 mask=0x4\nrect 50 4 100 3.75 static\n',
                          'circle 50 30 2 layer=two\n'],
    variant_soft_step: ['sub_steps 2\ncontact_hertz 60\npush_out_speed 3\n' + readFileSync('book/scenes/tower.scene', 'utf8'),
                        'circle 50 60 2.5\nsub_steps 65\n'],
    variant_joints: ['sub_steps 8\n' + readFileSync('book/scenes/joints/9_multi_pendulum.scene', 'utf8'),
                     'joint revolute ground pole 50 50\ncircle 50 60 2 name=bob\n'],
};

async function test_scene_words(browser, id) {
    const [good, bad] = SCENE_WORDS[id], problems = [];
    const page = await open(browser, id, '#scene=builtin&script=none', problems);
    const shown = await paste_scene(page, good);
    const page_trace = await page.evaluate(() => { window.stage.step(120); return window.stage.trace(); });
    const native = native_trace(id, good, ['--script', '/dev/null', '--frames', '120']);
    check(shown === '' && page_trace === native,
          `${id}: a pasted scene with its own words is read ("${shown}"), and its trace of 120 updates is the native program's byte for byte`);
    const message = await paste_scene(page, bad), expected = native_scene_error(id, bad);
    check(expected && message === expected, `${id}: its word used wrong shows "${message}" (native: "${expected}")`);
    check(problems.length === 0, `${id}: scene words: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// soft_step's keys, pressed on the real keyboard on a scene that sets
// both settings: the corner shows them, the saved keys replay natively.
async function test_soft_step_keys(browser) {
    const id = 'variant_soft_step', problems = [];
    const scene = 'sub_steps 8\ncontact_hertz 15\n' + readFileSync('book/scenes/tower.scene', 'utf8');
    const b64 = Buffer.from(scene).toString('base64url');
    const page = await open(browser, id, `#scene=text:${b64}&script=none`, problems);
    const dl = mkdtempSync(join(tmpdir(), 'rigid-soft-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dl });
    const corner = async () => page.evaluate(() => {
        const p = document.getElementById('status'), v = document.getElementById('view');
        const r = p.getBoundingClientRect(), c = v.getBoundingClientRect();
        return { text: p.hidden ? null : p.textContent, inside: r.left >= c.left && r.top >= c.top && r.right <= c.right && r.bottom <= c.bottom };
    });
    const first = await corner();
    check(first.text === 'sub_steps 8  contact_hertz 15' && first.inside,
          `${id}: the scene's settings show over the picture's top-left corner: "${first.text}"`);
    await page.focus('#view');
    // K doubles sub_steps, O the hertz, J and I halve them.
    const steps = [['KeyK', 16, 15], ['KeyO', 16, 30], ['KeyJ', 8, 30], ['KeyJ', 4, 30], ['KeyI', 4, 15], ['KeyI', 4, 7.5], ['KeyK', 8, 7.5]];
    const seen = [];
    for (const [key, n, f] of steps) {
        await press(page, key);
        const s = await state(page), shown = (await corner()).text;
        seen.push(`${key.slice(3)}: ${shown}`);
        if (setting(s, 'sub_steps') !== n || setting(s, 'contact_hertz') !== f || shown !== `sub_steps ${n}  contact_hertz ${f}`)
            seen.push(`(expected sub_steps ${n}, contact_hertz ${f})`);
    }
    check(!seen.some((x) => x.startsWith('(')), `${id}: J K I O pressed change what the corner shows: ${seen.join('; ')}`);
    await sleep(300);
    await page.screenshot({ path: join(shots, `${id}_keys.png`) });
    const { frame, file, saved } = await save_keys(page, dl, id);
    const page_trace = await page.evaluate(() => window.stage.trace());
    const native = native_trace(id, scene, ['--script', file, '--frames', String(frame)]);
    const pressed = saved.split('\n').filter((l) => /^\d+ [JKIO]( \d+)?$/.test(l)).length;
    check(pressed === steps.length && native === page_trace,
          `${id}: the ${pressed} presses of J K I O saved and replayed by ${program_of(id)} --scene --script: the trace of ${frame} updates is the page's byte for byte`);
    // The Link reopens that moment: the same settings in the corner.
    await page.click('#link');
    const url = await page.$eval('#link-text', (e) => e.value);
    const again = await browser.newPage();
    again.on('pageerror', (e) => problems.push(`thrown: ${e.message}`));
    await again.goto(url);
    await again.waitForFunction(() => window.stage && window.stage.state().frame > 0);
    const linked = await state(again);
    check(linked.status === 'sub_steps 8  contact_hertz 7.5' && linked.frame === frame,
          `${id}: the Link reopens update ${linked.frame} with "${linked.status}"`);
    await again.close();
    // A scene that sets nothing, and the built-in scene, start from the
    // defaults: what the last scene said does not stay.
    await paste_scene(page, 'circle 50 60 2.5\nrect 50 4 100 3.75 static\n');
    const plain = (await state(page)).status;
    await page.evaluate(() => { location.hash = '#scene=builtin&script=none&paused=1'; });
    await page.waitForFunction(() => document.getElementById('scene').value === 'builtin', { timeout: 5000 }).catch(() => {});
    const builtin = (await state(page)).status;
    check(plain === 'sub_steps 4  contact_hertz 30' && builtin === plain,
          `${id}: a scene without settings shows "${plain}", the built-in scene "${builtin}"`);
    // A scene asking more of the contacts' spring than its sub-steps give
    // (60 Hz in 4): the corner says under the status what they get, the
    // line the native program tells once; in 8 sub-steps 60 Hz is given
    // and nothing is said.
    const tower = readFileSync('book/scenes/tower.scene', 'utf8');
    const fast = 'contact_hertz 60\n' + tower, enough = 'sub_steps 8\ncontact_hertz 60\n' + tower;
    await paste_scene(page, fast);
    const told = (await corner()).text, native_told = native_notices(id, fast);
    await page.screenshot({ path: join(shots, `${id}_notice.png`) });
    await paste_scene(page, enough);
    const given = (await corner()).text, native_given = native_notices(id, enough);
    check(native_told.length === 1 && told === `sub_steps 4  contact_hertz 60\n${native_told[0]}`
          && native_given.length === 0 && given === 'sub_steps 8  contact_hertz 60',
          `${id}: 60 Hz in 4 sub-steps shows "${told}" (natively: ${JSON.stringify(native_told)}); in 8 "${given}" (${JSON.stringify(native_given)})`);
    // The C API under the page keeps a loaded scene when a later one is
    // refused: a reset then starts it with its own settings, not with
    // what the refused read left in the words' context.
    const kept = await page.evaluate(async (good, bad) => {
        const bytes = Uint8Array.from(atob(window.WEB_STAGE.wasm), (c) => c.charCodeAt(0));
        const { instance } = await WebAssembly.instantiate(bytes, { wasi_snapshot_preview1: new Proxy({}, { get: () => () => 0 }) });
        const x = instance.exports;
        x._initialize();
        const put = (text) => {
            const b = new TextEncoder().encode(text), p = x.web_alloc(b.length + 1);
            new Uint8Array(x.memory.buffer).set([...b, 0], p);
            return p;
        };
        const get = (p) => { const m = new Uint8Array(x.memory.buffer); let e = p; while (m[e]) e++; return new TextDecoder().decode(m.subarray(p, e)); };
        const loaded = [x.web_load_scene(put(good), put('good.scene')), x.web_load_scene(put(bad), put('bad.scene'))];
        x.web_reset(0, put('1'));
        return { loaded, status: get(x.web_status()) };
    }, scene, 'circle 50 60 2.5\nsub_steps 2\nsub_steps 65\n');
    check(kept.loaded.join() === '1,0' && kept.status === 'sub_steps 8  contact_hertz 15',
          `${id}: a scene refused after a good one leaves the good one's settings to the next reset (loaded ${kept.loaded}, "${kept.status}")`);
    rmSync(dl, { recursive: true, force: true });
    check(problems.length === 0, `${id}: keys: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// A digit key on a preset's page, pressed on the real keyboard: the k-th
// idea of its line switches off (the status line over the picture names
// it) and, pressed again, on; the keys saved and replayed natively with
// --script give the page's trace byte for byte, which differs from the
// run without keys, so the switch changed the run the trace records.
async function test_idea_key(browser, id, k, scene) {
    const idea = ideas_of(id)[k - 1], problems = [];
    const page = await open(browser, id, `#scene=${scene}&script=none`, problems);
    await page.waitForFunction(() => window.stage.state().frame >= 30);
    const dl = mkdtempSync(join(tmpdir(), 'rigid-idea-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dl });
    const corner = async () => page.evaluate(() => {
        const p = document.getElementById('status');
        return p.hidden ? '' : p.textContent;
    });
    await page.focus('#view');
    const before = await corner();
    await press(page, `Digit${k}`);
    const off = await corner(), off_state = (await state(page)).status;
    await sleep(500);
    await press(page, `Digit${k}`);
    const on = await corner();
    check(!ideas_off(before).includes(idea) && ideas_off(off).includes(idea) && off === off_state && !ideas_off(on).includes(idea),
          `${id}: key ${k} switches ${idea} off, as the status line over the picture says ("${before}" -> "${off}"), and on again ("${on}")`);
    await sleep(300);
    const { frame, file, saved } = await save_keys(page, dl, id);
    const page_trace = await page.evaluate(() => window.stage.trace());
    const native = (script) => {
        const scene_args = scene === 'builtin' ? [] : ['--scene', `book/scenes/${scene}.scene`];
        try {
            execFileSync(join(build_dir, id), [...scene_args, '--script', script, '--frames', String(frame), '--trace', join(dl, 't.csv')],
                         { stdio: ['ignore', 'ignore', 'pipe'] });
            return readFileSync(join(dl, 't.csv'), 'utf8');
        } catch (e) {
            return `native run failed: ${e.stderr || e.message}`;
        }
    };
    const presses = saved.split('\n').filter((l) => new RegExp(`^\\d+ ${k}( \\d+)?$`).test(l)).length;
    check(presses === 2 && native(file) === page_trace && page_trace !== native('/dev/null') && page_trace.split('\n').length === frame + 3,
          `${id}: the ${presses} presses of ${k} saved and replayed by ${id} --script: the trace of ${frame} updates is the page's byte for byte, and not the run's without keys`);
    rmSync(dl, { recursive: true, force: true });
    check(problems.length === 0, `${id}: key ${k}: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// Every preset's page replays a key script of digit keys (each idea of
// its line off and on again, one held over updates, two on one update, 8
// and 9 past the line's last idea) from a link, on the built-in scene, on
// the pile of 100 the page makes and, for a preset with scene words of its
// own, on its scene of SCENE_WORDS (materials and layers change nothing
// where no body names one): the trace is the native program's with the
// same --script byte for byte.  The switches reach the page's program:
// replayed to update 75, after the keys of updates 30 and 60, the status
// line names the line's first two ideas among those off (a preset of one
// idea, its one: key 2 is none of its keys; with sequential_impulses off
// the solver is stage 8's, so soft_step, which sets the solver too, is off
// as well).
const IDEAS_SCRIPT = '30 1\n60 2\n90 1\n120 3 20\n160 4\n161 5\n200 6\n230 7\n260 2\n262 3\n264 4\n266 5 3\n270 6\n272 7\n280 8\n281 9\n';
const IDEAS_FRAMES = 300;
async function test_idea_replay(browser, id) {
    const problems = [], tmp = mkdtempSync(join(tmpdir(), 'rigid-ideas-'));
    const script = join(tmp, 'ideas.keys');
    writeFileSync(script, IDEAS_SCRIPT);
    writeFileSync(join(tmp, 'pile_100.scene'), execFileSync('awk', ['-v', 'n=100', '-f', 'bench/pile.awk'], { encoding: 'utf8' }));
    const native = (scene, keys) => {
        const scene_args = scene === 'builtin' ? [] : ['--scene', join(tmp, `${scene}.scene`)];
        try {
            execFileSync(join(build_dir, id), [...scene_args, '--script', keys, '--frames', String(IDEAS_FRAMES), '--trace', join(tmp, 't.csv')],
                         { stdio: ['ignore', 'ignore', 'pipe'] });
            return readFileSync(join(tmp, 't.csv'), 'utf8');
        } catch (e) {
            return `native run failed: ${e.stderr || e.message}`;
        }
    };
    const scenes = { builtin: 'builtin', pile_100: 'pile_100' };
    if (id in SCENE_WORDS) {
        writeFileSync(join(tmp, 'own.scene'), SCENE_WORDS[id][0]);
        scenes.own = 'text:' + Buffer.from(SCENE_WORDS[id][0]).toString('base64url');
    }
    const b64 = Buffer.from(IDEAS_SCRIPT).toString('base64url');
    for (const [scene, choice] of Object.entries(scenes)) {
        const page = await open(browser, id, `#seed=1&scene=${choice}&script=text:${b64}&at=${IDEAS_FRAMES}&paused=1`, problems);
        await page.waitForFunction((n) => window.stage.state().frame >= n && window.stage.state().paused, {}, IDEAS_FRAMES);
        const page_trace = await page.evaluate(() => window.stage.trace());
        const keyed = native(scene, script);
        check(page_trace === keyed && page_trace.split('\n').length === IDEAS_FRAMES + 3,
              `${id}: the digit keys' script replayed on the page on ${scene}: the trace of ${IDEAS_FRAMES} updates is ${id} --script's byte for byte${page_trace === keyed ? '' : ` (page ${page_trace.length} bytes, native ${keyed.length}: ${keyed.slice(0, 200)})`}`);
        await page.close();
    }
    const early = await open(browser, id, `#seed=1&scene=builtin&script=text:${b64}&at=75&paused=1`, problems);
    await early.waitForFunction(() => window.stage.state().frame >= 75 && window.stage.state().paused);
    const status = (await state(early)).status, want = ideas_of(id).slice(0, 2);
    check(want.every((idea) => ideas_off(status).includes(idea)),
          `${id}: the script replayed to update 75 has switched ${want.join(' and ')} off: "${status}"`);
    await early.close();
    rmSync(tmp, { recursive: true, force: true });
    check(problems.length === 0, `${id}: ideas replayed: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
}

// The canvas point (page pixels) of the world point (x, y), by the
// camera the page drew with.
async function screen_point(page, x, y) {
    return page.evaluate((x, y) => {
        const c = document.getElementById('view'), r = c.getBoundingClientRect();
        const [cx, cy, width, aspect] = window.stage.drawn().view, height = width * aspect;
        return [r.left + c.clientLeft + ((x - (cx - width / 2)) / width) * c.clientWidth,
                r.top + c.clientTop + (1 - (y - (cy - height / 2)) / height) * c.clientHeight];
    }, x, y);
}

// The hand: the mouse drags demo 1's box, the saved keys replay natively,
// the Link reopens it, and a finger drags too.
async function test_hand(browser, id) {
    const problems = [];
    const soft = await open(browser, 'variant_soft_step', '#scene=builtin&script=none', problems);
    const soft_demos = await soft.$$eval('#scene option', (os) => os.filter((o) => o.value.startsWith('book:joints/')).length);
    await soft.close();
    const page = await open(browser, id, '#scene=joints/7_bridge&script=none', problems);
    const demos = await page.$$eval('#scene option', (os) => os.filter((o) => o.value.startsWith('book:joints/')).map((o) => o.value.slice(12)));
    const files = readdirSync('book/scenes/joints').filter((f) => f.endsWith('.scene')).map((f) => f.slice(0, -6)).sort();
    check(demos.join() === files.join() && soft_demos === 0,
          `${id}: the scene chooser offers the ${demos.length} demos of book/scenes/joints/ (soft_step's offers ${soft_demos})`);
    await page.waitForFunction(() => window.stage.state().frame >= 120);
    await page.screenshot({ path: join(shots, `${id}_demo.png`) });
    const bridge = await page.evaluate(() => window.stage.legend().map((l) => l[1]));
    check(bridge.includes('joint'), `${id}: the bridge's joints are drawn (legend: ${bridge.join(', ')})`);
    // Demo 1: the box lands; pressed at its centre, dragged up and right.
    const dl = mkdtempSync(join(tmpdir(), 'rigid-hand-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dl });
    await page.evaluate(() => { location.hash = '#scene=joints/1_box&script=none'; });
    await page.waitForFunction(() => document.getElementById('scene').value === 'book:joints/1_box');
    await page.waitForFunction(() => window.stage.state().frame >= 90);
    const landed = await page.evaluate(() => window.stage.body(0));
    const [px, py] = await screen_point(page, landed.x, landed.y);
    await page.mouse.move(px, py);
    await page.mouse.down();
    const [tx, ty] = await screen_point(page, landed.x + 20, landed.y + 25);
    await page.mouse.move(tx, ty, { steps: 12 });
    await sleep(1200);
    await page.screenshot({ path: join(shots, `${id}_drag.png`) });
    const held = await page.evaluate(() => window.stage.body(0));
    const pulled = await page.evaluate(() => window.stage.legend().map((l) => l[1]));
    await page.mouse.up();
    await sleep(500);
    const fell = await page.evaluate(() => window.stage.body(0));
    check(held.y > landed.y + 15 && held.x > landed.x + 10 && fell.y < held.y - 2,
          `${id}: the mouse pressed on the box at (${landed.x.toFixed(2)}, ${landed.y.toFixed(2)}) and dragged lifts it to (${held.x.toFixed(2)}, ${held.y.toFixed(2)}); released, it falls to y = ${fell.y.toFixed(2)}`);
    const { frame, file, saved } = await save_keys(page, dl, id);
    const lines = saved.split('\n');
    const count = (re) => lines.filter((l) => re.test(l)).length;
    const page_trace = await page.evaluate(() => window.stage.trace());
    let native = '';
    try {
        execFileSync(join(build_dir, id), ['--scene', 'book/scenes/joints/1_box.scene', '--script', file, '--frames', String(frame), '--trace', join(dl, 't.csv')],
                     { stdio: ['ignore', 'ignore', 'pipe'] });
        native = readFileSync(join(dl, 't.csv'), 'utf8');
    } catch (e) {
        native = `native run failed: ${e.stderr || e.message}`;
    }
    const presses = count(/^\d+ press -?\d+\.\d\d -?\d+\.\d\d$/), drags = count(/^\d+ drag -?\d+\.\d\d -?\d+\.\d\d$/), releases = count(/^\d+ release$/);
    check(presses === 1 && drags >= 3 && releases === 1 && native === page_trace && page_trace.split('\n').length === frame + 3,
          `${id}: the drag saved as ${presses} press, ${drags} drag and ${releases} release lines, replayed by ${id} --script: the trace of ${frame} updates is the page's byte for byte`);
    await page.click('#link');
    const url = await page.$eval('#link-text', (e) => e.value);
    const again = await browser.newPage();
    again.on('pageerror', (e) => problems.push(`thrown: ${e.message}`));
    await again.goto(url);
    await again.waitForFunction(() => window.stage && window.stage.state().frame > 0);
    const trace_again = await again.evaluate(() => window.stage.trace());
    check(trace_again === page_trace, `${id}: the Link reopens update ${(await state(again)).frame} of the drag with the same trace`);
    await again.close();
    // A finger: touch events, which the page sees as pointer events of
    // pointerType 'touch'.
    const touch = await browser.newPage();
    touch.on('pageerror', (e) => problems.push(`thrown: ${e.message}`));
    await touch.setViewport({ width: 1200, height: 820, hasTouch: true });
    await touch.goto(page_url(web_out, file_of(id), '#scene=joints/1_box&script=none'));
    await touch.waitForFunction(() => window.stage && window.stage.state().frame >= 90);
    const types = [];
    await touch.exposeFunction('seen_pointer', (t) => types.push(t));
    await touch.evaluate(() => document.getElementById('view').addEventListener('pointerdown', (e) => window.seen_pointer(e.pointerType)));
    const start = await touch.evaluate(() => window.stage.body(0));
    const [fx, fy] = await screen_point(touch, start.x, start.y);
    const [gx, gy] = await screen_point(touch, start.x - 15, start.y + 20);
    await touch.touchscreen.touchStart(fx, fy);
    for (let i = 1; i <= 10; i++) {
        await touch.touchscreen.touchMove(fx + ((gx - fx) * i) / 10, fy + ((gy - fy) * i) / 10);
        await sleep(30);
    }
    await sleep(1200);
    const lifted = await touch.evaluate(() => window.stage.body(0));
    await touch.touchscreen.touchEnd();
    await sleep(200);
    const script = await touch.evaluate(() => window.stage.recorded_script());
    check(types.includes('touch') && lifted.y > start.y + 10 && lifted.x < start.x - 5 && /\d+ press /.test(script) && /\d+ release$/m.test(script),
          `${id}: a finger (pointer ${types.join(', ')}) drags the box to (${lifted.x.toFixed(2)}, ${lifted.y.toFixed(2)}), recorded as press, drag and release lines`);
    await touch.close();
    rmSync(dl, { recursive: true, force: true });
    check(problems.length === 0, `${id}: hand: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}


// ---- a second reading (issue 44): pages that say what a scene is, a run
// of the program's own, messages in view, all of it at 1024x768 ----------

// The first comment line of a scene file, its "NAME.scene - " left out,
// up to the end of its first sentence (null when the file opens with no
// comment).
function scene_first_comment(file) {
    const first = readFileSync(file, 'utf8').split('\n')[0];
    const m = /^#\s?(.*\S)/.exec(first);
    if (!m) return null;
    const line = m[1].replace(/^[A-Za-z0-9_]+\.scene\s+-\s+/, '');
    const end = /[.](\s|$)/.exec(line);
    return end ? line.slice(0, end.index + 1) : line;
}

// The scene chooser says what each scene is: every book scene the page
// offers opens with a comment line, and its option shows the start of
// it (and its tooltip the whole sentence) before the scene is loaded.
async function test_scene_chooser(browser, id) {
    const problems = [];
    const page = await open(browser, id, '#scene=builtin&script=none', problems, { width: 1024, height: 768 });
    const options = await page.$$eval('#scene option', (os) => os.filter((o) => o.value.startsWith('book:'))
        .map((o) => ({ name: o.value.slice(5), text: o.textContent, title: o.title })));
    const bad = [];
    for (const o of options) {
        const first = scene_first_comment(join('book', 'scenes', o.name + '.scene'));
        if (!first) { bad.push(`book/scenes/${o.name}.scene:1: no comment line to show`); continue; }
        const start = first.slice(0, 24);
        if (!o.text.includes(start) || !o.title.includes(first)) bad.push(`${o.name}: "${o.text}" (its first comment: "${first}")`);
    }
    check(options.length > 0 && bad.length === 0,
          `${id}: the scene chooser shows what each of its ${options.length} scenes is, from the scene's first comment line${bad.length ? '; ' + bad.join('; ') : ''}`);
    // The list as a reader opens it (drawn as a list box for the shot:
    // headless chromium draws no open drop-down).
    await page.evaluate(() => { const sel = document.getElementById('scene'); sel.size = Math.min(16, sel.options.length); sel.style.maxWidth = 'none'; sel.style.position = 'relative'; sel.style.zIndex = 5; });
    await page.screenshot({ path: join(shots, `${id}_scene_chooser.png`) });
    check(problems.length === 0, `${id}: scene chooser: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// The Chapter's run only where the program has a run of its own: a
// stage's default key script is its chapter's; a preset's program whose
// default run is stage 8's key script, byte for byte (its trace with
// stage 8's script given is its default trace), has none, and its page
// neither offers the button nor a first-line button for it, and names
// that script "stage 8's run" in the keys chooser.
let stage8_script = null;
async function test_own_run(browser, id) {
    const problems = [];
    if (stage8_script === null) {
        const p8 = await open(browser, '08', '#scene=builtin&script=none', problems);
        stage8_script = await p8.evaluate(() => window.stage.observation_script());
        await p8.close();
    }
    const page = await open(browser, id, '#scene=builtin&script=none', problems);
    const p = await page.evaluate(() => ({
        replay: !document.getElementById('replay').hidden,
        option: document.querySelector('#script option[value="observation"]').textContent,
        script: window.stage.observation_script(),
    }));
    let own = p.script.trim() !== '';
    if (own && id.startsWith('variant_')) {
        const tmp = mkdtempSync(join(tmpdir(), 'rigid-run-'));
        writeFileSync(join(tmp, 'stage08.keys'), stage8_script);
        const inherited = node_trace(id, ['--frames', '600', '--script', 'stage08.keys'], tmp);
        const default_run = node_trace(id, ['--frames', '600'], tmp);
        rmSync(tmp, { recursive: true, force: true });
        own = inherited.join('\n') !== default_run.join('\n');
    }
    check(p.replay === own && (own || p.option === "stage 8's run"),
          `${id}: the Chapter's run button is ${p.replay ? 'shown' : 'hidden'}: the program's default run is ${own ? 'its own' : "stage 8's key script"} (the keys chooser says "${p.option}")`);
    // Motion off (V): the first line offers the chapter's keys only
    // where there is a run of its own.
    await page.focus('#view');
    if ((await state(page)).motion) await press(page, 'KeyV');
    await sleep(100);
    const button = await page.$eval('#hint', (h) => !!h.querySelector('[data-act="chapter"]'));
    /* motion (V) from stage 5 */
    if (number_of(id) >= 5) check(button === own, `${id}: with motion off the first line ${button ? 'offers' : 'does not offer'} the chapter's keys: "${await page.$eval('#hint', (h) => h.textContent)}"`);
    if (id === 'variant_joints') await page.screenshot({ path: join(shots, `${id}_no_chapter_run.png`) });
    check(problems.length === 0, `${id}: own run: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// A bad scene or key script loaded from the box below the picture: its
// message beside the button that loaded it, in view at 1024x768 after
// the real click, in the native program's words; the line under the bar
// stays empty.
async function test_error_in_view(browser, id) {
    const problems = [];
    const page = await open(browser, id, '#scene=builtin&script=none', problems, { width: 1024, height: 768 });
    await page.click('#own summary');
    const bad_scene = 'circle 50 60 2.5\nrect 50 4 100 3.75 statik\n';
    await page.$eval('#scene-text', (t, text) => { t.value = text; }, bad_scene);
    await page.click('#scene-load');
    await sleep(150);
    const seen = async (message_id, button_id) => page.evaluate((m, b) => {
        /* a page without the message beside its button has only the line under the bar */
        const el = document.getElementById(m) || document.getElementById(m.replace('-load', ''));
        const r = el.getBoundingClientRect(), br = document.getElementById(b).getBoundingClientRect();
        return { text: el.hidden ? '' : el.textContent, in_view: r.height > 0 && r.top >= -1 && r.bottom <= innerHeight + 1 && r.left >= -1 && r.right <= innerWidth + 1,
                 below_button: r.top >= br.top - 1 && r.top - br.bottom < 60, top_line: el.id === m && document.getElementById(m.replace('-load', '')).hidden ? '' : 'shown' };
    }, message_id, button_id);
    const sc = await seen('scene-load-error', 'scene-load');
    const want_scene = native_scene_error(id, bad_scene);
    check(sc.text === want_scene && sc.in_view && sc.below_button && sc.top_line === '' && (await state(page)).scene_error === want_scene,
          `${id}: at 1024x768 a bad scene's message shows beside "Run this scene", in view: "${sc.text}" (native "${want_scene}"; in view ${sc.in_view}, beside the button ${sc.below_button}, the line under the bar ${sc.top_line || 'empty'})`);
    await page.screenshot({ path: join(shots, `${id}_scene_error.png`) });
    // A good scene clears the message.
    await page.$eval('#scene-text', (t) => { t.value = 'circle 50 60 2.5\nrect 50 4 100 3.75 static\n'; });
    await page.click('#scene-load');
    await sleep(100);
    const cleared = await seen('scene-load-error', 'scene-load');
    check(cleared.text === '' && (await state(page)).objects === 1, `${id}: a good scene run from the box clears the message`);
    const bad_script = '10 D 5\n20 Enter\n';
    await page.$eval('#script-text', (t, text) => { t.value = text; }, bad_script);
    await page.click('#script-load');
    await sleep(150);
    const sk = await seen('script-load-error', 'script-load');
    const kt = mkdtempSync(join(tmpdir(), 'rigid-keys-'));
    writeFileSync(join(kt, 'pasted.keys'), bad_script);
    const want_script = native_error(id, ['--script', 'pasted.keys'], kt);
    rmSync(kt, { recursive: true, force: true });
    check(sk.text === want_script && sk.in_view && sk.below_button && sk.top_line === '',
          `${id}: a bad key script's message shows beside "Replay this key script", in view: "${sk.text}"`);
    check(problems.length === 0, `${id}: errors in view: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// The whole page in view at 1024x768, with no scrolling: the title and
// every button, the first line, the picture, the chart, every key row,
// the ideas' keys, the trace's numbers and the box's summary; on the
// scene the page opens with, and on its scenes that change the first
// line (a pile, a demo).
async function whole_page(page) {
    return page.evaluate(() => {
        const vw = innerWidth, vh = innerHeight;
        const out = [];
        const els = [...document.querySelectorAll('header h1, .bar > *:not([hidden]), #hint, #view, #chart, #keys tr, #ideas tr, #row, #own summary, #focus')]
            .filter((el) => getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0);
        for (const el of els) {
            const r = el.getBoundingClientRect();
            if (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1) out.push(`${el.id || el.tagName.toLowerCase()} ${Math.round(r.top)}-${Math.round(r.bottom)}`);
        }
        return { outside: out, count: els.length, scroll: document.documentElement.scrollHeight - vh, hscroll: document.documentElement.scrollWidth - vw,
                 canvas: Math.round(document.getElementById('view').getBoundingClientRect().width) };
    });
}
async function test_whole_page(browser, id) {
    const problems = [];
    const scenes = ['builtin'];
    /* a pile's first line is longer (the command that makes it); the
     * pile of 1,000 on the programs that run it at speed */
    if (['08', 'variant_sleeping', 'variant_soft_step', 'variant_joints'].includes(id)) scenes.push('pile_1000');
    if (id === 'variant_joints') scenes.push('joints/8_dominos');
    /* and every scene with a first line of its own (web/first_lines.txt) */
    for (const choice of Object.keys(first_scenes_of(id))) if (/^(book|gen):/.test(choice) && !scenes.includes(choice.replace(/^\w+:/, ''))) scenes.push(choice.replace(/^\w+:/, ''));
    for (const scene of scenes) {
        const page = await open(browser, id, `#scene=${scene}&script=none`, problems, { width: 1024, height: 768 });
        await sleep(400);
        const w = await whole_page(page);
        check(w.outside.length === 0 && w.scroll <= 0 && w.hscroll <= 0 && w.canvas >= 320,
              `${id} (${scene}) at 1024x768: all of the page in view without scrolling, ${w.count} parts, the picture ${w.canvas} px wide${w.outside.length ? '; outside: ' + w.outside.join(', ') : ''}${w.scroll > 0 ? `; ${w.scroll} px to scroll` : ''}`);
        if (scene === 'builtin' || scene.startsWith('joints/7')) await page.screenshot({ path: join(shots, `${id}_${scene.replace('/', '_')}_whole_1024x768.png`) });
        await page.close();
    }
    check(problems.length === 0, `${id}: whole page: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
}

// A preset's first lines, by scene choice, as web/first_lines.txt has
// them (NAME@SCENE): the test reads the file, not the page, so a page
// that lost a line is caught.
function first_scenes_of(id) {
    const name = id.replace(/^variant_/, ''), lines = {};
    if (name === id) return lines;
    for (const line of readFileSync(join('web', 'first_lines.txt'), 'utf8').split('\n')) {
        const m = /^([a-z0-9_]+)(?:@([a-z0-9_/]+))?\s+(\S.*)$/.exec(line);
        if (m && m[1] === name) lines[m[2] === undefined ? '' : m[2] === 'builtin' ? 'builtin' : (m[2] in GENERATED ? 'gen:' : 'book:') + m[2]] = m[3].trim();
    }
    return lines;
}

// The first line follows the scene: on each scene with a line of its
// own the page shows that line, and on a scene without one (the first
// of the chooser's book scenes that has none) the preset's line.
async function test_first_line_per_scene(browser, id) {
    const problems = [], lines = first_scenes_of(id);
    const own = Object.keys(lines).filter((k) => k !== '');
    const page = await open(browser, id, '#script=none', problems);
    const options = await page.$$eval('#scene option', (os) => os.map((o) => o.value));
    /* a scene of the same folder as the first with a line, if any */
    const folder = (v) => v.slice(5).split('/').slice(0, -1).join('/');
    const near = own.find((k) => k.startsWith('book:') && folder(k) !== '');
    const others = options.filter((v) => v.startsWith('book:') && !(v in lines));
    const plain = others.find((v) => near && folder(v) === folder(near)) || others[0];
    for (const choice of own.concat(plain ? [plain] : [])) {
        await page.select('#scene', choice);
        await sleep(150);
        const hint = await page.$eval('#hint', (e) => e.textContent);
        const want = choice in lines ? lines[choice] : lines[''];
        check(hint.includes(want), `${id}: on ${choice} the first line is ${choice in lines ? 'its own' : "the preset's"}: "${hint.slice(0, 70)}..."`);
    }
    check(problems.length === 0, `${id}: first lines by scene: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// Contacts on piles: a scene of more than 300 shapes starts with its
// collision infos hidden on the page (pile_1000; pile_200 keeps them),
// no magenta drawn, the first line says C shows them, and C does; the
// trace is the native program's byte for byte either way, also with the
// C press saved and replayed.
const magenta_pixels = (page) => page.evaluate(() => {
    const c = document.getElementById('view');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let k = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i] > 200 && d[i + 1] < 90 && d[i + 2] > 200) k++;
    return k;
});
async function test_pile_infos(browser, id) {
    const problems = [];
    const small = await open(browser, id, '#scene=pile_200&script=none', problems);
    const s200 = await state(small);
    await small.close();
    const page = await open(browser, id, '#scene=pile_1000&script=none', problems, { width: 1024, height: 768 });
    const dl = mkdtempSync(join(tmpdir(), 'rigid-infos-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dl });
    await page.waitForFunction(() => window.stage.state().frame >= 400, { timeout: 60000 });
    const off = await state(page), pixels_off = await magenta_pixels(page), hint = await page.$eval('#hint', (h) => h.textContent);
    await page.screenshot({ path: join(shots, `${id}_pile_1000_no_infos.png`) });
    check(s200.infos === true && off.infos === false && pixels_off === 0 && Number(off.row.split(',')[3]) > 0 && /C shows them/.test(hint),
          `${id}: the pile of 200 starts with its collision infos shown, the pile of ${off.objects} without (${Number(off.row.split(',')[3])} contacts, ${pixels_off} magenta pixels); the first line says so: "${hint.slice(-60)}"`);
    await page.focus('#view');
    await press(page, 'KeyC');
    await sleep(200);
    const on = await state(page), pixels_on = await magenta_pixels(page);
    check(on.infos === true && pixels_on > 0, `${id}: C shows the pile's collision infos (${pixels_on} magenta pixels)`);
    const { frame, file, saved } = await save_keys(page, dl, program_of(id));
    const page_trace = await page.evaluate(() => window.stage.trace());
    const scene = execFileSync('awk', ['-v', 'n=1000', '-f', join('bench', 'pile.awk')], { encoding: 'utf8' });
    writeFileSync(join(dl, 'pile_1000.scene'), scene);
    let native = '';
    try {
        execFileSync(join(build_dir, program_of(id)), ['--scene', join(dl, 'pile_1000.scene'), '--script', file, '--frames', String(frame), '--trace', join(dl, 't.csv')],
                     { stdio: ['ignore', 'ignore', 'pipe'] });
        native = readFileSync(join(dl, 't.csv'), 'utf8');
    } catch (e) {
        native = `native run failed: ${e.stderr || e.message}`;
    }
    if (native !== page_trace) {
        const a = native.split('\n'), b = page_trace.split('\n'), k = a.findIndex((l, i) => l !== b[i]);
        console.log(`     native and page differ first at line ${k + 1} of ${a.length} / ${b.length}:\n     native ${a[k]}\n     page   ${b[k]}`);
    }
    check(native === page_trace && /collision infos hidden/.test(saved) && /^\d+ C( \d+)?$/m.test(saved),
          `${id}: the C press saved (the file says the page started the pile with its infos hidden) and replayed natively: the trace of ${frame} updates is the page's byte for byte`);
    rmSync(dl, { recursive: true, force: true });
    check(problems.length === 0, `${id}: pile infos: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

// A key press is saved once: presses of K, some two between two updates
// (at 0.25x an update is 67 ms), each act once (soft_step's sub_steps
// double once a press, 4 to 32 by three) and each is one line of the
// saved script, no two alike; replayed natively, byte for byte.
async function test_press_once(browser, id) {
    const problems = [];
    const page = await open(browser, id, '#scene=builtin&script=none&speed=0.25', problems);
    const dl = mkdtempSync(join(tmpdir(), 'rigid-once-'));
    const cdp = await page.createCDPSession();
    await cdp.send('Browser.setDownloadBehavior', { behavior: 'allow', downloadPath: dl });
    await page.focus('#view');
    const before = setting(await state(page), 'sub_steps');
    // two presses 10 ms apart, then one alone
    for (const gap of [10, 400]) {
        await page.keyboard.down('KeyK');
        await sleep(5);
        await page.keyboard.up('KeyK');
        await sleep(gap);
    }
    await page.keyboard.down('KeyK');
    await sleep(5);
    await page.keyboard.up('KeyK');
    await sleep(400);
    const after = setting(await state(page), 'sub_steps');
    const { frame, file, saved } = await save_keys(page, dl, id);
    const lines = saved.split('\n').filter((l) => /^\d+ K( \d+)?$/.test(l));
    const alike = lines.filter((l, i) => lines.indexOf(l) !== i);
    const page_trace = await page.evaluate(() => window.stage.trace());
    const native = (() => {
        try {
            execFileSync(join(build_dir, id), ['--script', file, '--frames', String(frame), '--trace', join(dl, 't.csv')], { stdio: ['ignore', 'ignore', 'pipe'] });
            return readFileSync(join(dl, 't.csv'), 'utf8');
        } catch (e) {
            return `native run failed: ${e.stderr || e.message}`;
        }
    })();
    check(before === 4 && after === 32 && lines.length === 3 && alike.length === 0 && native === page_trace,
          `${id}: three presses of K (two 10 ms apart) double sub_steps ${before} -> ${after} and are saved as ${lines.length} lines (${lines.join(', ')})${alike.length ? ', twice: ' + alike.join(', ') : ''}; replayed natively, byte for byte ${native === page_trace}`);
    rmSync(dl, { recursive: true, force: true });
    check(problems.length === 0, `${id}: presses: nothing thrown${problems.length ? ': ' + problems.join('; ') : ''}`);
    await page.close();
}

const browser = await launch();
try {
    if (runs('stages')) for (const nn of stages.concat(variants)) await test_stage(browser, nn);
    if (runs('keys')) {
        for (const id of stages.concat(variants)) {
            await test_key_table(browser, id);
            await test_guidance(browser, id);
        }
    }
    if (runs('focus')) for (const id of [stages[0], stages[stages.length - 1]].filter(Boolean)) await test_focus(browser, id);
    if (runs('recording')) {
        for (const id of stages.filter((x) => Number(x) >= 2)) await test_recording(browser, id, 'none');
        await test_recording(browser, '05', 'observation');
        for (const id of variants) await test_recording(browser, id, 'none');
    }
    if (runs('infos')) for (const id of stages.filter((x) => Number(x) >= 7).concat(variants.slice(0, 1))) await test_infos_visible(browser, id);
    if (runs('pile') && variants.includes('variant_sleeping')) await test_pile_speed(browser, 'variant_sleeping');
    if (runs('pile') && variants.includes('variant_soft_step')) await test_pile_speed(browser, 'variant_soft_step');
    if (runs('layouts')) {
        await test_layouts(browser);
        await test_variant_layouts(browser);
    }
    if (runs('variants')) for (const id of variants) await test_variant_page(browser, id);
    if (runs('generated')) for (const id of ['08', 'variant_sleeping']) await test_generated(browser, id);
    if (runs('sleeping') && variants.includes('variant_sleeping')) await test_sleeping(browser);
    if (runs('words')) for (const id of variants.filter((v) => v in SCENE_WORDS)) await test_scene_words(browser, id);
    if (runs('soft_step') && variants.includes('variant_soft_step')) await test_soft_step_keys(browser);
    if (runs('hand') && variants.includes('variant_joints')) await test_hand(browser, 'variant_joints');
    if (runs('ideas')) for (const id of variants) await test_idea_replay(browser, id);
    if (runs('reading')) {
        for (const id of stages.concat(variants)) {
            await test_scene_chooser(browser, id);
            await test_own_run(browser, id);
            await test_whole_page(browser, id);
            if (Object.keys(first_scenes_of(id)).length > 1) await test_first_line_per_scene(browser, id);
        }
        for (const id of ['05', '08', 'variant_joints'].filter((x) => stages.includes(x) || variants.includes(x))) await test_error_in_view(browser, id);
        for (const id of ['08', 'variant_sleeping'].filter((x) => stages.includes(x) || variants.includes(x))) await test_pile_infos(browser, id);
        if (variants.includes('variant_soft_step')) await test_press_once(browser, 'variant_soft_step');
    }
    if (runs('ideas') && variants.includes('variant_warm_starting')) await test_idea_key(browser, 'variant_warm_starting', 3, 'builtin');
    if (runs('ideas') && variants.includes('variant_joints')) await test_idea_key(browser, 'variant_joints', 6, 'joints/7_bridge');
    if (runs('book')) await test_book_frames(browser, null);
    if (runs('site')) await test_site(browser);
    if (runs('index')) {
        // The index lists every preset, under its chapter, in
        // engine/presets.h's order, with its title.
        const page = await browser.newPage();
        await page.goto(page_url(web_out, 'index.html'));
        const listed = await page.evaluate(() => [...document.querySelectorAll('h3 + ul > li > a:first-child')].map((a) => [a.closest('ul').previousElementSibling.textContent, a.getAttribute('href'), a.textContent]));
        const want = [...preset_table].filter(([name]) => variants.includes('variant_' + name)).map(([name, v]) => [v.chapter, `variant_${name}.html`, v.title]);
        const wrong = want.filter((w, i) => !listed[i] || !listed[i][0].startsWith(`Chapter ${w[0]}`) || listed[i][1] !== w[1] || listed[i][2] !== w[2]);
        check(listed.length === want.length && wrong.length === 0,
              `index.html lists the ${want.length} presets under their chapters in engine/presets.h's order, with its titles${wrong.length ? '; wrong: ' + wrong.map((w) => w.join(' ')).join(', ') + ' (listed: ' + listed.map((l) => l[2]).join(', ') + ')' : ''}`);
        await page.close();
    }
    // The index lists every variant.
    if (runs('index')) {
        const page = await browser.newPage();
        await page.goto(page_url(web_out, 'index.html'));
        const hrefs = await page.$$eval('a', (as) => as.map((a) => a.getAttribute('href')));
        const absent = variants.filter((v) => !hrefs.includes(`${v}.html`));
        check(variants.length > 0 && absent.length === 0, `index.html lists the ${variants.length} variants${absent.length ? '; missing ' + absent : ''}`);
        await page.close();
    }
    // A link names its stage: the index sends it to that stage's page.
    if (runs('index')) {
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
    }
} finally {
    await browser.close();
}
console.log(`test-browser: screenshots in ${shots}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
