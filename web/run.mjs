// run.mjs - a stage's WebAssembly build, run without a browser.
//
//   node out/web/run.mjs NN [--scene F] [--script F] [--frames N] [--seed S] [--trace F] ...
//   node out/web/run.mjs variant_NAME [options]
//
// Every option is the native program's (build/stageNN --help, or
// build/variant_NAME --help): the module wasi/stageNN.wasm (or
// wasi/variant_NAME.wasm) beside this file is the unchanged headless front end
// (main.c and common/headless.c) compiled for WASI, so its trace is the
// native program's, byte for byte.  Files are reached through node:wasi
// with the whole file system preopened; relative paths are taken from the
// current directory (web/wasi_cwd.c enters $PWD before main).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// node:wasi is marked experimental; the warning would mix into the
// program's own stderr, which must read as the native program's.
const emit_warning = process.emitWarning;
process.emitWarning = (w, ...rest) => {
    if (String(w).includes('WASI')) return;
    emit_warning.call(process, w, ...rest);
};
const { WASI } = await import('node:wasi');

const [which, ...args] = process.argv.slice(2);
if (!/^(\d\d|variant_[a-z0-9_]+)$/.test(which || '')) {
    process.stderr.write('usage: node run.mjs NN|variant_NAME [options of build/stageNN or build/variant_NAME]\n');
    process.exit(2);
}
const program = /^\d\d$/.test(which) ? `stage${which}` : which;
let bytes;
try {
    bytes = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'wasi', `${program}.wasm`));
} catch (e) {
    process.stderr.write(`run.mjs: no WebAssembly build of ${program} (make web): ${e.message}\n`);
    process.exit(2);
}
const wasi = new WASI({
    version: 'preview1',
    args: [program, ...args],
    env: { PWD: process.cwd() },
    preopens: { '/': '/' },
    returnOnExit: true,
});
const instance = await WebAssembly.instantiate(await WebAssembly.compile(bytes), wasi.getImportObject());
process.exitCode = wasi.start(instance);
