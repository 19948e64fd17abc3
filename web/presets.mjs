// presets.mjs - the presets of the engine as engine/presets.h lists them,
// for the live pages (build_page.mjs) and their tests (test_browser.mjs).
// The header's PRESET_LIST has one line a preset,
//   PRESET(NAME, CHAPTER, PARENT, "Title", "idea lines"),
// in the book's order, PARENT stage08 for one that grows from stage 8; the
// Makefile reads the same lines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FILE = 'engine/presets.h';
const LINE = /^\s*PRESET\(([a-z0-9_]+), (\d+), ([a-z0-9_]+), "([^"]*)", "((?:[^"\\]|\\.)*)"\)/;

// NAME -> {chapter, parent (null for one that grows from stage 8), title,
// idea (its settings lines)}, in the header's order.  Throws, naming the
// header, when it has no line or a parent no line before names.
export function read_presets(root) {
    const table = new Map();
    for (const text of readFileSync(join(root, FILE), 'utf8').split('\n')) {
        const m = LINE.exec(text);
        if (!m) continue;
        const parent = m[3] === 'stage08' ? null : m[3];
        if (parent && !table.has(parent)) throw new Error(`${FILE}: ${m[1]} grows from ${parent}, which no line before it names`);
        table.set(m[1], { chapter: Number(m[2]), parent, title: m[4], idea: m[5].split('\\n') });
    }
    if (table.size === 0) throw new Error(`${FILE}: no PRESET(NAME, CHAPTER, PARENT, "Title", "idea") line read`);
    return table;
}

// The preset and every preset it grows from, nearest first.
export function lineage(table, name) {
    const line = [];
    for (let p = name; p; p = table.get(p).parent) line.push(p);
    return line;
}
