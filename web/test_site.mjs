// test_site.mjs OUT - the published site (OUT/site, make site) as a reader
// meets it (make test-browser runs it after test_browser.mjs):
//
//  * every link resolves: a crawl from the front page follows every href
//    and src of every page it reaches, first in the files themselves
//    (node), then in the pages as chromium renders them (so the links a
//    page's script makes count too), both served by a static server on
//    127.0.0.1 and opened from disk (file://).  A link must name a file of
//    the site, and a #id an element of the page it leads to; a live page's
//    state fragment (#scene=..&script=..) is the page's to read.  A link
//    out of the site (http, https, mailto) is listed and is a failure,
//    except the one to the repository the site is built from, on the
//    front page (https://github.com/OWNER/NAME; GITHUB_REPOSITORY, when
//    set, names it).  Every request a page makes succeeds, and every frame
//    of a page loads; a frame that runs a stage or variant runs.
//  * command-line options stay as they are typed: no chapter holds an en
//    or em dash where "--" belongs ("–script", pandoc's smart punctuation
//    on "--script"), whether before an option's name or after a space;
//  * at the book's width (a 1280x900 window), every frame of a chapter
//    (chapters 1-8: their stage; 9-11: their variants) shows the chart and
//    the last key row inside the frame, with nothing to scroll, and runs
//    the scene its address names; a screenshot of each goes to
//    OUT/web/shots/site_frame_NN_K_PROGRAM.png;
//  * at that width no code block (pre) of any chapter is wider than the
//    text column or has a line that runs past its own edge.
//  * the front page links the repository when GITHUB_REPOSITORY names it
//    and names none otherwise; the book's contents page links the live
//    stages; every chapter keeps its links to the contents.
// Each failure names the page and what is wrong on it.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch } from './browser.mjs';

const out_dir = resolve(process.argv[2] || 'out');
const site = join(out_dir, 'site');
const shots = join(out_dir, 'web', 'shots');
if (!existsSync(join(site, 'index.html'))) {
    console.error(`test_site: no ${join(site, 'index.html')} (make site)`);
    process.exit(2);
}
mkdirSync(shots, { recursive: true });
const repo = process.env.GITHUB_REPOSITORY || '';
const BOOK_WIDTH = { width: 1280, height: 900 };
// The book's pages, and its chapters (NN-name.html).
const book_pages = existsSync(join(site, 'book')) ? readdirSync(join(site, 'book')).filter((f) => f.endsWith('.html')).sort().map((f) => join(site, 'book', f)) : [];
const chapter_pages = book_pages.filter((f) => /^\d\d-/.test(f.slice(join(site, 'book').length + 1)));

let passed = 0, failed = 0;
function check(ok, what, problems = []) {
    if (ok) passed++;
    else failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
    if (!ok) for (const p of problems.slice(0, 40)) console.log(`       ${p}`);
    if (!ok && problems.length > 40) console.log(`       ... and ${problems.length - 40} more`);
    return ok;
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- the files: links and ids as the HTML holds them ----

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescape_html = (s) => s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (m, e) =>
    e[0] === '#' ? String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
        : (entities[e.toLowerCase()] ?? m));

// The links of an HTML text (href and src of every tag; comments, scripts'
// and styles' bodies left out) and the ids a fragment can name.
function parse_html(text) {
    const body = text.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2>');
    const links = [], ids = new Set();
    for (const tag of body.matchAll(/<([a-z][a-z0-9]*)\b([^>]*)>/gi)) {
        for (const a of tag[2].matchAll(/\s([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi)) {
            const name = a[1].toLowerCase(), value = unescape_html(a[2] ?? a[3] ?? a[4]);
            if (name === 'href' || name === 'src') links.push(value);
            if (name === 'id' || (name === 'name' && tag[1].toLowerCase() === 'a')) ids.add(value);
        }
    }
    return { links, ids };
}

const html_cache = new Map();
function html_of(file) {
    if (!html_cache.has(file)) html_cache.set(file, parse_html(readFileSync(file, 'utf8')));
    return html_cache.get(file);
}

const inside = (file) => file === site || file.startsWith(site + sep);
const name_of = (file) => relative(site, file).split(sep).join('/') || '.';
const is_live_page = (file) => /^web\/(stage\d\d|variant_[a-z0-9_]+)\.html$/.test(name_of(file));
const repository_link = (url, page) => name_of(page) === 'index.html'
    && (repo ? url === `https://github.com/${repo}` : /^https:\/\/github\.com\/[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(url));

// What is wrong with one link of PAGE (a file of the site), or null; the
// target file, when it is an HTML page of the site, goes to NEXT.
// External links go to EXTERNAL.
function judge(url, page, next, external) {
    if (/^(data|blob|about):/i.test(url)) return null;
    if (/^(https?|mailto|ftp|file|javascript):/i.test(url) || url.startsWith('//')) {
        external.push(`${name_of(page)}: ${url}`);
        if (repository_link(url, page)) return null;
        return `${url} leads out of the site`;
    }
    const base = pathToFileURL(page);
    const u = new URL(url, base);
    let file = fileURLToPath(u);
    if (!inside(file)) return `${url} leads out of the site (${file})`;
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) return `${url}: no such file ${name_of(file)}`;
    if (/\.html?$/.test(file)) next.push(file);
    const frag = decodeURIComponent(u.hash.slice(1));
    if (frag !== '' && /\.html?$/.test(file)) {
        if (is_live_page(file) && /^[a-z_]+=/.test(frag)) return null;
        if (!html_of(file).ids.has(frag)) return `${url}: ${name_of(file)} has no element with id "${frag}"`;
    }
    return null;
}

// The crawl of the files from the front page: the HTML pages it reaches.
function crawl_files() {
    const seen = new Set(), queue = [join(site, 'index.html')], broken = [], external = [];
    let count = 0;
    while (queue.length) {
        const page = queue.shift();
        if (seen.has(page)) continue;
        seen.add(page);
        const next = [];
        for (const url of html_of(page).links) {
            count++;
            const why = judge(url, page, next, external);
            if (why) broken.push(`on ${name_of(page)}: ${why}`);
        }
        for (const n of next) if (!seen.has(n)) queue.push(n);
    }
    return { pages: [...seen], broken, external, count };
}

// ---- the options ----

const OPTION = /[–—](script|scene|frames|trace|seed|out|speed|help)\b|(?:^|[\s>(\[`"'])[–—][A-Za-z]/;
function mangled_options() {
    const found = [];
    for (const f of book_pages) {
        readFileSync(f, 'utf8').split('\n').forEach((line, i) => {
            const m = OPTION.exec(line);
            if (m) found.push(`${name_of(f)}:${i + 1}: "${line.slice(Math.max(0, m.index - 30), m.index + 30).trim()}"`);
        });
    }
    return found;
}

// ---- the browser ----

function serve(root) {
    const types = { '.html': 'text/html', '.css': 'text/css', '.mjs': 'text/javascript', '.js': 'text/javascript',
                    '.svg': 'image/svg+xml', '.png': 'image/png', '.gif': 'image/gif', '.wasm': 'application/wasm' };
    const server = createServer((req, res) => {
        const path = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
        let file = resolve(root, '.' + path);
        if (!inside(file)) { res.writeHead(403); res.end(); return; }
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

// A live page in a frame or a window: it runs when its stage has made a
// few updates.
const runs = (frame) => frame.waitForFunction(() => window.stage && window.stage.state().frame > 2, { timeout: 20000 })
    .then(() => true, () => false);

// Opens a page, brings each of its frames into view (they load lazily) and
// waits for them; returns the page, what went wrong, and its frames that
// loaded (and, for a stage or variant, run).
async function open(browser, url, problems) {
    const page = await browser.newPage();
    await page.setViewport(BOOK_WIDTH);
    page.on('pageerror', (e) => problems.push(`thrown: ${e.message}`));
    page.on('requestfailed', (r) => {
        const why = r.failure()?.errorText;
        if (why !== 'net::ERR_ABORTED') problems.push(`request failed (${why}): ${r.url()}`);
    });
    page.on('response', (r) => {
        if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) problems.push(`${r.status()}: ${r.url()}`);
    });
    await page.goto(url, { waitUntil: 'load' });
    const frames = [];
    for (const handle of await page.$$('iframe')) {
        await handle.evaluate((e) => e.scrollIntoView({ block: 'start' }));
        const src = await handle.evaluate((e) => e.getAttribute('src'));
        let frame = null;
        for (let i = 0; i < 100 && !frame; i++) {
            frame = await handle.contentFrame();
            if (!frame || frame.url() === 'about:blank' || frame.url() === '') { frame = null; await sleep(100); }
        }
        if (!frame) { problems.push(`frame ${src} never loads`); continue; }
        const live = /(stage\d\d|variant_[a-z0-9_]+)\.html/.test(src);
        if (live && !(await runs(frame))) { problems.push(`frame ${src} loads but its stage does not run`); continue; }
        if (!live) await frame.waitForFunction(() => document.readyState === 'complete', { timeout: 20000 }).catch(() => problems.push(`frame ${src} never finishes loading`));
        frames.push({ handle, frame, src });
    }
    return { page, frames };
}

// Every page the crawl reached, as chromium shows it from BASE (a server
// or the directory as a file:// address): requests, frames, and the links
// in the rendered page (those its script made too).
async function crawl_browser(browser, pages, base, how) {
    const broken = [], external = [];
    let links = 0;
    for (const file of pages) {
        const name = name_of(file);
        const problems = [];
        const { page } = await open(browser, base + name, problems);
        if (is_live_page(file) && !(await runs(page))) problems.push('its stage does not run');
        const urls = await page.evaluate(() => [...document.querySelectorAll('[href], [src]')]
            .map((e) => e.getAttribute('href') ?? e.getAttribute('src')));
        for (const url of urls) {
            links++;
            const why = judge(url, file, [], external);
            if (why) problems.push(why);
        }
        await page.close();
        for (const p of new Set(problems)) broken.push(`on ${name} (${how}): ${p}`);
    }
    return { broken, links };
}

// The chapters' frames at the book's width (chapters 1-8 run their stage,
// 9-11 their variants).
async function test_frames(browser, base) {
    const chapters = chapter_pages.filter((f) => /<iframe\b/.test(readFileSync(f, 'utf8')));
    const numbers = chapters.map((f) => name_of(f).slice(5, 7));
    check(['09', '10', '11'].every((nn) => chapter_pages.some((f) => name_of(f).startsWith(`book/${nn}-`))) && numbers.includes('09'),
          `the site has chapters 9, 10 and 11; chapters with frames: ${numbers.join(' ')}`);
    for (const file of chapters) {
        const name = name_of(file), nn = name.slice(5, 7);
        const problems = [];
        const { page, frames } = await open(browser, base + name, problems);
        check(problems.length === 0, `${name}: its ${frames.length} frames load and run`, problems);
        let k = 0;
        for (const { handle, frame, src } of frames) {
            k++;
            const program = /(stage\d\d|variant_[a-z0-9_]+)\.html/.exec(src)?.[1];
            const scene = decodeURIComponent(/[#&]scene=([a-z0-9_%/]+)/i.exec(src)?.[1] ?? '') || undefined;
            if (!program) continue;
            await handle.evaluate((e) => e.scrollIntoView({ block: 'start' }));
            await sleep(600);
            const f = await frame.evaluate(() => {
                const vw = window.innerWidth, vh = window.innerHeight;
                const box = (el) => { const r = el.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom].map(Math.round); };
                const within = (el) => { const [l, t, r, b] = box(el); return r > l && l >= -1 && t >= -1 && r <= vw + 1 && b <= vh + 1; };
                const chart = document.getElementById('chart');
                /* the key table beside the canvas and a preset's ideas under it */
                const rows = [...document.querySelectorAll('#keys tr, #ideas tr')];
                const last = rows.reduce((low, r) => (!low || r.getBoundingClientRect().bottom > low.getBoundingClientRect().bottom ? r : low), null);
                return {
                    vw, vh, chart: within(chart), chart_box: box(chart), last: last ? within(last) : false,
                    last_box: last ? box(last) : null, rows: rows.length,
                    chosen: document.getElementById('scene').value,
                    offered: [...document.getElementById('scene').options].map((o) => o.value),
                    scroll: [document.scrollingElement.scrollWidth, document.scrollingElement.scrollHeight],
                };
            });
            const shot = join(shots, `site_frame_${nn}_${k}_${program}.png`);
            await handle.screenshot({ path: shot });
            const chosen = f.chosen === scene || f.chosen.endsWith(':' + scene);
            const offered = f.offered.some((v) => v === scene || v.endsWith(':' + scene));
            check(f.chart && f.last && f.scroll[0] <= f.vw + 1 && f.scroll[1] <= f.vh + 1,
                  `${name}, frame ${k} (${program} ${scene ? 'on ' + scene : 'on its own scene'}, ${f.vw}x${f.vh}): the chart and the lowest of ${f.rows} key rows in view, nothing to scroll (chart ${f.chart_box}, last row ${f.last_box}, document ${f.scroll[0]}x${f.scroll[1]}); ${shot}`);
            if (scene) check(chosen, `${name}, frame ${k}: ${program} runs the scene its caption names, ${scene} (chooser: ${f.chosen}${offered ? '' : `; the page offers no scene ${scene}`})`);
        }
        await page.close();
    }
}

// No code block wider than the text column (the body's content box).
async function test_code_width(browser, base) {
    const chapters = chapter_pages;
    const wide = [];
    let blocks = 0;
    const page = await browser.newPage();
    await page.setViewport(BOOK_WIDTH);
    for (const file of chapters) {
        await page.goto(base + name_of(file), { waitUntil: 'load' });
        const r = await page.evaluate(() => {
            const b = document.body, s = getComputedStyle(b), br = b.getBoundingClientRect();
            const left = br.left + parseFloat(s.paddingLeft), right = br.right - parseFloat(s.paddingRight);
            return {
                column: Math.round(right - left),
                pres: [...document.querySelectorAll('pre')].map((p) => {
                    const pr = p.getBoundingClientRect();
                    return {
                        // pandoc wraps a highlighted block in a div that scrolls
                        past: Math.round(Math.max(pr.right - right, left - pr.left, p.scrollWidth - p.clientWidth,
                                                  p.parentElement.matches('div.sourceCode') ? p.parentElement.scrollWidth - p.parentElement.clientWidth : 0)),
                        text: p.textContent.split('\n')[0].slice(0, 60),
                    };
                }),
            };
        });
        blocks += r.pres.length;
        for (const p of r.pres) if (p.past > 1) wide.push(`${name_of(file)}: a code block runs ${p.past} px past the ${r.column} px column ("${p.text}")`);
    }
    await page.close();
    check(wide.length === 0, `at ${BOOK_WIDTH.width} px no code block of ${chapters.length} chapters is wider than the text column (${blocks} blocks)`, wide);
}

// ---- the run ----

const files = crawl_files();
console.log(`test_site: ${files.pages.length} pages, ${files.count} links in their files; links out of the site: ${files.external.length ? files.external.join(', ') : 'none'}`);
check(files.broken.length === 0, `out/site from its front page, the files: every one of ${files.count} links of ${files.pages.length} pages resolves`, files.broken);
check(files.pages.some((p) => name_of(p) === 'book/09-beyond-the-chapter.html') && files.pages.some((p) => name_of(p) === 'web/index.html'),
      'the crawl reaches the book and the live stages');
{
    const front = readFileSync(join(site, 'index.html'), 'utf8');
    const links = html_of(join(site, 'index.html')).links;
    check(repo ? links.includes(`https://github.com/${repo}`) : !/github|repositor/i.test(front),
          repo ? `the front page links the repository, https://github.com/${repo}` : 'the front page names no repository (GITHUB_REPOSITORY is not set)');
    check(html_of(join(site, 'book', 'index.html')).links.includes('../web/index.html'), "the book's contents page links the live stages (../web/index.html)");
    const navless = chapter_pages.filter((f) => (readFileSync(f, 'utf8').match(/<nav class="book-nav"><a href="index.html">Contents<\/a>/g) || []).length !== 2);
    check(navless.length === 0, `every chapter has its line of links to the contents above and below the text`, navless.map(name_of));
}
const dashes = mangled_options();
check(dashes.length === 0, 'no chapter prints an option with an en or em dash where "--" belongs ("–script")', dashes);

const browser = await launch();
const server = await serve(site);
try {
    const http = `http://127.0.0.1:${server.address().port}/`;
    for (const [base, how] of [[http, 'served'], [pathToFileURL(site).href + '/', 'from disk']]) {
        const r = await crawl_browser(browser, files.pages, base, how);
        check(r.broken.length === 0, `out/site ${how} (${base}): every request, frame and rendered link (${r.links}) of ${files.pages.length} pages resolves`, r.broken);
    }
    await test_frames(browser, http);
    await test_code_width(browser, http);
} finally {
    server.close();
    await browser.close();
}
console.log(`test_site: screenshots in ${shots}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
