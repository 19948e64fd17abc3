// build_page.mjs - writes the pages of out/web/ (make web runs it).
//
//   node web/build_page.mjs page NN STAGE.wasm OUT.html
//   node web/build_page.mjs page variant_NAME PRESET.wasm OUT.html
//   node web/build_page.mjs index OUT.html "NN|Title" ... "variant_NAME|Title" ...
//   node web/build_page.mjs site OUT.html
//
// A page is one self-contained file: the stage's WebAssembly (base64), the
// experiments of book/scenes/ (each with what its first comment says it
// is, for the scene chooser: a scene without one stops the build), the
// stage's keys and the page's JS and CSS
// are inlined, so it opens from disk (file://) with no server.  The keys
// come from the book's appendix, book/90-reference.md ("## Keys"), the one
// place they are written down; a row belongs to stage N when its "stages"
// column ("1–8", "5–8") covers N.  A preset of the engine (its program
// variant_NAME) has stage 8's keys and the rows whose "stages" names it
// or a preset it grows from (`soft_step`); and, in a small table under
// the canvas, the digit keys of the ideas of its line (presets.h: key k
// switches the k-th idea from stage 8 off and on, as engine/program.c
// reads them).  What a row says must be true
// on the page it is shown on: a clause "from stage K ..." is kept from
// stage K on and dropped before it, and a pointer into the book ("see the
// scenes below") is left out.  The page shows each row's first clause;
// the whole row is its tooltip.
//
// The presets are engine/presets.h's PRESET_LIST, one
// PRESET(NAME, CHAPTER, PARENT, "Title", "idea lines") a line, in the
// book's order.  A preset's page opens with its line of
// web/first_lines.txt, names its chapter and links its parent's page.
// A page offers the Chapter's run only where its program's default key
// script is its own (a stage's; a preset's program runs stage 8's).
// Every page links its chapter of the book (../book/NN-name.html, from
// book/NN-*.md) and the book's contents.  Stage 8's page and the presets'
// also make the scenes of web/scenes.js (inlined before stage.js), the
// piles and the pyramid the later chapters run.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { scene_command } from './chapter_command.mjs';
import { lineage, read_presets } from './presets.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');

function fail(message) {
    process.stderr.write(`build_page: ${message}\n`);
    process.exit(2);
}

// Markdown and TeX of a table cell as plain text.
function plain(cell) {
    return cell
        .replace(/`/g, '')
        .replace(/\$/g, '')
        .replace(/\\cdot/g, '·')
        .replace(/\\ /g, ' ')
        .replace(/10\^\{(-?\d+)\}/g, '1e$1')
        .replace(/−/g, '-')
        .trim();
}

// The row's effect as it is true on stage n: "; from stage K the inertia
// follows" stays (without "from stage K") from K on and goes before it.
export function effect_on_stage(effect, n) {
    return effect
        .replace(/;\s*from stage (\d+),?\s*([^;]*)/g, (all, k, rest) => (n >= Number(k) ? '; ' + rest : ''))
        .replace(/\s*\(see [^()]*\)/g, '')
        .trim();
}

// The first clause, without remarks in parentheses ("(magenta)"), but
// keeping formulas, which have digits ("((u - 0.5) · 40, 20u)").
export function short_effect(effect) {
    return effect.split(';')[0].replace(/\s*\([^()\d]*\)/g, '').trim();
}

// The rows of the appendix's key table that apply to stage n, and to the
// presets named (a preset's page: n = 8, the preset and those it grows
// from): [key, kind, effect (short), effect (whole)].
export function stage_keys(reference, n, variants = []) {
    const section = reference.split(/^## /m).find((s) => s.startsWith('Keys'));
    if (!section) fail('book/90-reference.md has no "## Keys" section');
    const rows = [];
    for (const line of section.split('\n')) {
        const cells = line.split('|').slice(1, -1).map((c) => c.trim());
        if (cells.length !== 4) continue;
        const range = cells[2].match(/^(\d+)\s*[–-]\s*(\d+)$/);
        const applies = range ? n >= Number(range[1]) && n <= Number(range[2]) : variants.includes(plain(cells[2]));
        if (applies) {
            const effect = effect_on_stage(plain(cells[3]), n);
            rows.push([plain(cells[0]), plain(cells[1]), short_effect(effect), effect]);
        }
    }
    if (rows.length === 0) fail(`no keys for stage ${n} in book/90-reference.md`);
    return rows;
}

// engine/presets.h's presets (presets.mjs), read once.
let preset_table = null;
function presets() {
    if (!preset_table) {
        try {
            preset_table = read_presets(root);
        } catch (e) {
            fail(e.message);
        }
    }
    return preset_table;
}
const preset_lineage = (name) => (name ? lineage(presets(), name) : []);

// The digit keys of a preset's ideas, as engine/program.c reads them: key
// k switches the k-th idea of its line, counted from stage 8 (joints: 1
// contact_manifold ... 7 joints), off and on: one row of the key table's
// kind, shown under the canvas, where the track's last pages have room.
function idea_row(name) {
    const line = preset_lineage(name).reverse();
    /* PROGRAM_MAX_IDEAS (engine/program.h): the keys 1 .. 9 */
    if (line.length > 9) fail(`${name}: ${line.length} ideas on its line, more than the keys 1 to 9`);
    const key = line.length === 1 ? '1' : `1–${line.length}`;
    const what = line.length === 1 ? `switch the idea ${line[0]} off / on`
        : `switch an idea of the line off / on: ${line.map((p, i) => `${i + 1} ${p}`).join(', ')}`;
    return [key, 'clicked', what,
        `${what}; switched off, an idea's settings are those of the preset before it, as the scene line or --set 'NAME off' gives them; `
        + 'the status line over the picture names the ideas switched off; a change wakes every sleeping body'];
}

// The experiments of book/scenes/, and for the preset joints and those
// that grow from it (the programs that solve `joint` lines) the demos of
// book/scenes/joints/ too, named joints/NAME.
function book_scenes(line) {
    const scenes = {};
    const add = (sub) => {
        const dir = join(root, 'book', 'scenes', sub);
        for (const f of readdirSync(dir).filter((f) => f.endsWith('.scene')).sort())
            scenes[join(sub, f.replace(/\.scene$/, ''))] = readFileSync(join(dir, f), 'utf8');
    };
    add('');
    if (line.includes('joints')) add('joints');
    return scenes;
}

// What each scene is, for the scene chooser: the first sentence of the
// comment it opens with ("# bounce.scene - a ball of ...: it bounces
// back ... (chapter 7)."), its "NAME.scene - " left out.  A scene that
// opens with no comment stops the build, naming its file and line 1.
export function scene_about(text, file) {
    const lines = [];
    for (const line of text.split('\n')) {
        const m = /^#\s?(.*)$/.exec(line);
        if (!m || m[1].trim() === '') break;
        lines.push(m[1].trim());
    }
    if (lines.length === 0) fail(`${file}:1: a scene opens with a comment line that says what it is (the page's scene chooser shows it)`);
    const joined = lines.join(' ').replace(/^[A-Za-z0-9_]+\.scene\s+-\s+/, '');
    const end = /[.](\s|$)/.exec(joined);
    return end ? joined.slice(0, end.index + 1) : joined;
}

function scenes_about(scenes) {
    const about = {};
    for (const [name, text] of Object.entries(scenes)) about[name] = scene_about(text, `book/scenes/${name}.scene`);
    return about;
}

// Whether the program's default key script (its chapter's run) is its
// own: a stage's is; every preset's program runs engine/observation.c,
// which is stage 8's run, written for stage 8's built-in scene (on the
// joints page its V at update 280 freezes the bridge), so a preset has
// a run of its own only if that file differs from stage 8's.
function own_run(variant) {
    if (!variant) return true;
    const stage8 = readdirSync(join(root, 'stages')).find((d) => d.startsWith('08_'));
    return readFileSync(join(root, 'engine', 'observation.c'), 'utf8')
        !== readFileSync(join(root, 'stages', stage8, 'observation.c'), 'utf8');
}

// The stage whose chapter runs each experiment: the chapter that writes
// its scene file (`cat > NAME.scene <<'EOF'`), the first one if several.
function scene_stages() {
    const dir = join(root, 'book');
    const found = {};
    for (const f of readdirSync(dir).filter((f) => /^0[1-8]-.*\.md$/.test(f)).sort()) {
        const text = readFileSync(join(dir, f), 'utf8');
        for (const m of text.matchAll(/cat > ([a-z_]+)\.scene <<'EOF'/g))
            if (!(m[1] in found)) found[m[1]] = Number(f.slice(0, 2));
    }
    return found;
}

// A preset's idea, its settings lines, as one line.
const preset_idea = (name) => presets().get(name).idea.join(', ');

// The first line of every preset's page (web/first_lines.txt: NAME, then
// the line), checked against the presets: each has exactly one, and may
// have one more per scene (NAME@SCENE, SCENE builtin or a scene of its
// page's chooser, made by web/scenes.js or read from book/scenes/),
// which the page shows on that scene instead.
let first = null;
// The scenes every page makes itself (web/scenes.js: the piles, the
// pyramid), by name, as its chooser offers them.
function generated_names() {
    return Object.keys(runInNewContext(readFileSync(join(here, 'scenes.js'), 'utf8') + '\nGENERATED_SCENES.scenes'));
}
function first_lines() {
    if (first) return first;
    const file = 'web/first_lines.txt';
    first = new Map();
    readFileSync(join(root, file), 'utf8').split('\n').forEach((line, i) => {
        if (line.trim() === '' || line.startsWith('#')) return;
        const at = `${file}:${i + 1}`;
        const m = /^([a-z0-9_]+)(?:@([a-z0-9_/]+))?\s+(\S.*)$/.exec(line);
        if (!m) fail(`${at}: a line is NAME or NAME@SCENE, spaces, the page's first line`);
        const [, name, scene, text] = m;
        if (!presets().has(name)) fail(`${at}: ${name} is not a preset of engine/presets.h`);
        if (!first.has(name)) first.set(name, { line: null, scenes: {} });
        const entry = first.get(name);
        if (scene === undefined) {
            if (entry.line !== null) fail(`${at}: ${name} has a line already`);
            entry.line = text.trim();
            return;
        }
        const made = generated_names().includes(scene);
        if (scene !== 'builtin' && !made && !(scene in book_scenes(preset_lineage(name))))
            fail(`${at}: ${scene} is not a scene of ${name}'s page (builtin, a scene of web/scenes.js, or a book/scenes/ file without .scene)`);
        const choice = scene === 'builtin' ? 'builtin' : (made ? 'gen:' : 'book:') + scene;
        if (choice in entry.scenes) fail(`${at}: ${name}@${scene} has a line already`);
        entry.scenes[choice] = text.trim();
    });
    for (const name of presets().keys())
        if (!first.has(name) || first.get(name).line === null)
            fail(`${file}: preset ${name} has no first line (NAME, spaces, the line a student reads first)`);
    return first;
}

// The chapter of the book that builds stage or preset chapter n, as the
// live page links it from out/web/ (or the site's web/): ../book/NN-name.html.
function chapter_href(n) {
    const nn = String(n).padStart(2, '0');
    const md = readdirSync(join(root, 'book')).find((f) => f.startsWith(nn + '-') && f.endsWith('.md'));
    if (!md) fail(`no chapter ${nn} (book/${nn}-*.md) to link`);
    return `../book/${md.replace(/\.md$/, '.html')}`;
}

// A JSON value safe inside a <script> element.
function script_json(value) {
    return JSON.stringify(value).replace(/</g, '\\u003c');
}

function page(id, wasm_path, out) {
    const variant = id.startsWith('variant_') ? id.slice(8) : null;
    const preset = variant ? presets().get(variant) : null;
    if (variant && !preset) fail(`${id}: no preset ${variant} in engine/presets.h`);
    const n = variant ? 8 : Number(id);
    const parent = variant ? preset.parent : null;
    const chapter = variant ? preset.chapter : n;
    const lineage = preset_lineage(variant);
    const pyramid = scene_command(root, 10, 'pyramid');
    const data = {
        id,
        number: n,
        file: variant ? `${id}.html` : `stage${id}.html`,
        variant,
        title: variant ? preset.title : null,
        parent,
        parent_title: parent ? presets().get(parent).title : null,
        chapter,
        chapter_href: chapter_href(chapter),
        book_href: '../book/index.html',
        idea: variant ? preset_idea(variant) : '',
        first: variant ? first_lines().get(variant).line : '',
        /* the first line on a scene that has one of its own, by choice */
        first_scenes: variant ? first_lines().get(variant).scenes : {},
        /* the chapters from 10 on are the track's: energies that fall
         * over decades, so the chart starts on a log scale */
        log_scale: chapter >= 10,
        generated: n === 8,
        pyramid_command: `${pyramid.command}   (${pyramid.file})`,
        wasm: readFileSync(wasm_path).toString('base64'),
        scenes: book_scenes(lineage),
        scene_about: scenes_about(book_scenes(lineage)),
        /* the Chapter's run where the program has a run of its own */
        own_run: own_run(variant),
        /* the page's hand: the mouse grabs a body (a mouse joint) */
        hand: lineage.includes('joints'),
        scene_stages: scene_stages(),
        keys: stage_keys(readFileSync(join(root, 'book', '90-reference.md'), 'utf8'), n, lineage),
        ideas: variant ? [idea_row(variant)] : [],
    };
    const script = (f) => readFileSync(join(here, f), 'utf8').replace(/<\/script/gi, '<\\/script');
    const html = readFileSync(join(here, 'page.html'), 'utf8')
        .replace('/*CSS*/', () => readFileSync(join(here, 'stage.css'), 'utf8'))
        .replace('/*DATA*/', () => `window.WEB_STAGE = ${script_json(data)};`)
        .replace('/*JS*/', () => script('scenes.js') + '\n' + script('stage.js'));
    writeFileSync(out, html);
}

function escape_html(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// The live index: the stages, then each chapter's presets under a
// heading, in engine/presets.h's order (whatever the order of PAGES),
// with its titles.
function index(out, pages) {
    const items = pages.filter((s) => !s.startsWith('variant_')).map((s) => {
        const [nn, title] = s.split('|');
        return `  <li><a href="stage${nn}.html">Stage ${nn}: ${escape_html(title)}</a></li>`;
    });
    const built = new Set(pages.filter((s) => s.startsWith('variant_')).map((s) => s.split('|')[0].slice(8)));
    const chapters = new Map();
    for (const [name, v] of presets()) {
        if (!built.has(name)) continue;
        if (!chapters.has(v.chapter)) chapters.set(v.chapter, []);
        const from = v.parent ? `, from <a href="variant_${v.parent}.html">${escape_html(presets().get(v.parent).title)}</a>` : '';
        chapters.get(v.chapter).push(`  <li><a href="variant_${name}.html">${escape_html(v.title)}</a>${from}: <code>${escape_html(preset_idea(name))}</code></li>`);
    }
    const sections = [...chapters].map(([ch, lis]) => `<h3>Chapter ${ch} (<a href="${chapter_href(ch)}">in the book</a>)</h3>
<ul>
${lis.join('\n')}
</ul>`);
    const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Rigid shapes, stage by stage: live stages</title>
<style>body { font: 15px/1.5 system-ui, sans-serif; margin: 1em 2em; }</style></head>
<body>
<h1>Live stages</h1>
<p><a href="../book/index.html">The book</a>. Every stage of the workbook, compiled from the same C to WebAssembly and run in this
browser at 60 updates per second. Each page opens from disk; the keys of the stage are
listed beside its canvas.</p>
<ul>
${items.join('\n')}
</ul>
${sections.length ? `<h2>Presets of the engine</h2>
<p>Each preset is one program of the engine (<code>engine/</code>, the program <code>variant_NAME</code>): stage 8
with the ideas of its line switched on. Chapter 9's presets are stage 8 with one method changed; the track of
chapters 10 to 14 starts from stage 8 too, and each later step is the preset it names with one more idea (its
settings lines are shown). All have stage 8's keys; the digit keys switch the ideas of a preset's line off and on,
and a preset with keys of its own lists them beside its canvas too.</p>
${sections.join('\n')}` : ''}
<p>A link to a state carries the page in its fragment (<code>index.html#stage=07&amp;seed=1&amp;scene=bounce&amp;script=none</code>)
and opens that page. Without a browser, <code>node run.mjs NN [options]</code> (or <code>variant_NAME</code>) runs the same
WebAssembly with the native program's options.</p>
<script>
const m = /(?:^#|&)stage=([0-9][0-9]|variant_[a-z0-9_]+)(?:&|$)/.exec(location.hash);
if (m) location.replace((/^[0-9]/.test(m[1]) ? 'stage' : '') + m[1] + '.html' + location.hash);
</script>
</body>
</html>
`;
    writeFileSync(out, html);
}

// The site's front page (make site): the book and the live stages, side
// by side under one address, linked relatively.  In GitHub Actions
// (.github/workflows/pages.yml) GITHUB_REPOSITORY names the repository the
// site is built from, and the page links it; elsewhere the page says
// nothing of where the sources are, rather than point nowhere.
function site(out) {
    const repo = process.env.GITHUB_REPOSITORY || '';
    if (repo !== '' && !/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(repo))
        fail(`GITHUB_REPOSITORY "${repo}" is not OWNER/NAME`);
    const sources = repo === '' ? '' : `
<p>The sources, the tests and the build: <a href="https://github.com/${repo}">github.com/${repo}</a>.</p>`;
    const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rigid shapes, stage by stage</title>
<style>body { font: 16px/1.5 system-ui, sans-serif; margin: 2em auto; max-width: 40em; padding: 0 1em; }</style></head>
<body>
<h1>Rigid shapes, stage by stage</h1>
<p>A workbook that rebuilds, in C11 and in eight stages, the rigid-body physics chapter of a
2D game-engine textbook: every formula as running, tested code.</p>
<ul>
  <li><a href="book/index.html">The book</a>: an introduction, a chapter per stage, five chapters of
  presets of one engine that go beyond the textbook's chapter, and appendices. Chapters 1 to 14 run their stage or its
  presets live in the page.</li>
  <li><a href="web/index.html">The live stages</a>: every stage and preset in the browser, compiled from the same C to WebAssembly.</li>
</ul>${sources}
</body>
</html>
`;
    writeFileSync(out, html);
}

const [what, ...args] = process.argv.slice(2);
if (what === 'page' && args.length === 3) page(...args);
else if (what === 'index' && args.length >= 2) index(args[0], args.slice(1));
else if (what === 'site' && args.length === 1) site(args[0]);
else fail('usage: build_page.mjs page NN|variant_NAME WASM OUT.html | index OUT.html "ID|Title" ... | site OUT.html');
