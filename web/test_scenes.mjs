// test_scenes.mjs - the scenes the live pages make (web/scenes.js) are
// the workbook's awk programs' output byte for byte (make web-test):
// bench/pile.awk for the benchmark's piles (and other sizes, for the
// rows' wrap and the generator's stream), plots/brick_pile.awk, and the
// pyramid command as chapter 10's text gives it.  The awk programs run
// here, under the system's awk, as a reader runs them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { scene_command } from './chapter_command.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The file as the page inlines it: a script that defines one global.
const context = {};
vm.runInNewContext(readFileSync(join(root, 'web', 'scenes.js'), 'utf8') + '\nthis.GENERATED_SCENES = GENERATED_SCENES;', context);
const { scenes, pile, fixed, general } = context.GENERATED_SCENES;

let failed = 0;
function check(ok, what) {
    if (!ok) failed++;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
}
const awk = (args) => execFileSync('awk', args, { cwd: root, encoding: 'utf8' });
function first_difference(a, b) {
    const x = a.split('\n'), y = b.split('\n');
    const i = x.findIndex((l, k) => l !== y[k]);
    return i < 0 ? `lengths ${x.length} and ${y.length}` : `line ${i + 1}: awk "${x[i]}", page "${y[i]}"`;
}
function same(name, expected, got) {
    check(expected === got, `${name}: the page's scene is the awk program's byte for byte (${expected.length} bytes)${expected === got ? '' : '; first difference at ' + first_difference(expected, got)}`);
}

// The shell command a scene's name stands for is the one that makes it.
for (const [name, s] of Object.entries(scenes)) {
    const m = /^awk (.*) > (\S+)$/.exec(s.recipe);
    if (m) {
        same(`${name} (${s.recipe})`, awk(m[1].split(' ')), s.text());
        check(m[2] === s.file && s.file === `${name}.scene`, `${name}: the recipe writes ${s.file}`);
    }
}
for (const n of [1, 14, 15, 16, 31, 57]) same(`pile.awk -v n=${n}`, awk(['-v', `n=${n}`, '-f', 'bench/pile.awk']), pile(n));

// The pyramid: the chapter's own command, run by sh, its redirection
// to a file of a temporary directory.
const { file, command } = scene_command(root, 10, 'pyramid');
const tmp = mkdtempSync(join(tmpdir(), 'rigid-scenes-'));
try {
    execFileSync('sh', ['-c', command], { cwd: tmp });
    same(`pyramid (the command in ${file})`, readFileSync(join(tmp, 'pyramid.scene'), 'utf8'), scenes.pyramid.text());
} finally {
    rmSync(tmp, { recursive: true, force: true });
}

// The formatting against awk's printf (C's) on its hard cases: ties
// to even, carries, %g's exponent form and its switch to it.
const fcases = [[0.0625, 3], [0.1875, 3], [2.5, 0], [3.5, 0], [-1.0005, 3], [9.9996, 3], [0, 2], [-0.0004, 3], [1234.5678, 2]];
const fwant = awk(['BEGIN { ' + fcases.map(([x, d]) => `printf "%.${d}f\\n", ${x}`).join('; ') + ' }']).split('\n');
const fwrong = fcases.filter(([x, d], i) => fixed(x, d) !== fwant[i]);
check(fwrong.length === 0, `%.Nf rounds as awk's printf does${fwrong.map(([x, d]) => `; ${x} to ${d}: ${fixed(x, d)}`).join('')}`);
const gcases = [40.1, 6.875, 30.2, 1e-5, 123456789, 0.0001, 999999.5, -2.5, 0.00012345678, 100000, 1000000, 52.2 - 2.2];
const gwant = awk(['BEGIN { ' + gcases.map((x) => `printf "%g\\n", ${x}`).join('; ') + ' }']).split('\n');
const gwrong = gcases.filter((x, i) => general(x) !== gwant[i]);
check(gwrong.length === 0, `%g formats as awk's printf does${gwrong.map((x, i) => `; ${x}: ${general(x)}, awk ${gwant[i]}`).join('')}`);

console.log(failed === 0 ? 'test_scenes: all passed' : `test_scenes: ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
