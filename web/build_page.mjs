// build_page.mjs - writes the pages of out/web/ (make web runs it).
//
//   node web/build_page.mjs page NN STAGE.wasm OUT.html
//   node web/build_page.mjs index OUT.html "NN|Title" ...
//
// A page is one self-contained file: the stage's WebAssembly (base64), the
// experiments of book/scenes/, the stage's keys and the page's JS and CSS
// are inlined, so it opens from disk (file://) with no server.  The keys
// come from the book's appendix, book/90-reference.md ("## Keys"), the one
// place they are written down; a row belongs to stage N when its "stages"
// column ("1–8", "5–8") covers N.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

// The rows of the appendix's key table that apply to stage n.
export function stage_keys(reference, n) {
    const section = reference.split(/^## /m).find((s) => s.startsWith('Keys'));
    if (!section) fail('book/90-reference.md has no "## Keys" section');
    const rows = [];
    for (const line of section.split('\n')) {
        const cells = line.split('|').slice(1, -1).map((c) => c.trim());
        if (cells.length !== 4) continue;
        const range = cells[2].match(/^(\d+)\s*[–-]\s*(\d+)$/);
        if (!range) continue;
        if (n >= Number(range[1]) && n <= Number(range[2]))
            rows.push([plain(cells[0]), plain(cells[1]), plain(cells[3])]);
    }
    if (rows.length === 0) fail(`no keys for stage ${n} in book/90-reference.md`);
    return rows;
}

function book_scenes() {
    const dir = join(root, 'book', 'scenes');
    const scenes = {};
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.scene')).sort())
        scenes[f.replace(/\.scene$/, '')] = readFileSync(join(dir, f), 'utf8');
    return scenes;
}

// A JSON value safe inside a <script> element.
function script_json(value) {
    return JSON.stringify(value).replace(/</g, '\\u003c');
}

function page(nn, wasm_path, out) {
    const n = Number(nn);
    const data = {
        number: nn,
        wasm: readFileSync(wasm_path).toString('base64'),
        scenes: book_scenes(),
        keys: stage_keys(readFileSync(join(root, 'book', '90-reference.md'), 'utf8'), n),
    };
    const html = readFileSync(join(here, 'page.html'), 'utf8')
        .replace('/*CSS*/', () => readFileSync(join(here, 'stage.css'), 'utf8'))
        .replace('/*DATA*/', () => `window.WEB_STAGE = ${script_json(data)};`)
        .replace('/*JS*/', () => readFileSync(join(here, 'stage.js'), 'utf8').replace(/<\/script/gi, '<\\/script'));
    writeFileSync(out, html);
}

function escape_html(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function index(out, stages) {
    const items = stages.map((s) => {
        const [nn, title] = s.split('|');
        return `  <li><a href="stage${nn}.html">Stage ${nn}: ${escape_html(title)}</a></li>`;
    });
    const html = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Rigid shapes, stage by stage: live stages</title>
<style>body { font: 15px/1.5 system-ui, sans-serif; margin: 1em 2em; }</style></head>
<body>
<h1>Live stages</h1>
<p>Every stage of the workbook, compiled from the same C to WebAssembly and run in this
browser at 60 updates per second. Each page opens from disk; the keys of the stage are
listed beside its canvas.</p>
<ul>
${items.join('\n')}
</ul>
<p>A link to a state carries the stage in its fragment (<code>index.html#stage=07&amp;seed=1&amp;scene=bounce&amp;script=none</code>)
and opens that stage's page. Without a browser, <code>node out/web/run.mjs NN [options]</code> runs the same
WebAssembly with the native program's options.</p>
<script>
const m = /(?:^#|&)stage=([0-9][0-9])(?:&|$)/.exec(location.hash);
if (m) location.replace('stage' + m[1] + '.html' + location.hash);
</script>
</body>
</html>
`;
    writeFileSync(out, html);
}

const [what, ...args] = process.argv.slice(2);
if (what === 'page' && args.length === 3) page(...args);
else if (what === 'index' && args.length >= 2) index(args[0], args.slice(1));
else fail('usage: build_page.mjs page NN STAGE.wasm OUT.html | index OUT.html "NN|Title" ...');
