// validate.mjs - check the files a kit hands to the graders against their
// formats.  One line per problem on stdout; exit status 1 if any.
//
//   node validate.mjs results FILE [SCORE MAX]
//       a Gradescope results.json (autograder specifications: a top-level
//       object with a numeric "score", an "output" string, a "tests" list
//       of objects with a string "name", numeric "score" and "max_score"
//       (0 <= score <= max_score), a string "output", optional "status"
//       "passed"/"failed"); the tests' scores add up to "score"; with SCORE
//       and MAX, the score and the sum of max_score must be those.  The
//       file is UTF-8; output_format, test_output_format and
//       test_name_format, when there, are formats Gradescope knows (text,
//       simple_format, html, md, ansi), and visibility (top-level or a
//       test's) and stdout_visibility are visible, hidden,
//       after_due_date or after_published
import { readFileSync } from "node:fs";

const [kind, path, ...rest] = process.argv.slice(2);
const problems = [];
const bad = (m) => problems.push(`${path}: ${m}`);
const isNum = (x) => typeof x === "number" && Number.isFinite(x);
const isStr = (x) => typeof x === "string";
let doc;
try {
    // fatal: bytes that are not UTF-8 are an error, not a U+FFFD
    doc = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(readFileSync(path)));
} catch (e) {
    console.log(`${path}: not JSON: ${e.message}`);
    process.exit(1);
}
if (doc === null || typeof doc !== "object" || Array.isArray(doc)) bad("the top level is not an object");
else if (kind === "results") {
    if (!isNum(doc.score)) bad("'score' is missing or not a number");
    if (!isStr(doc.output)) bad("'output' is missing or not a string");
    const formats = ["text", "simple_format", "html", "md", "ansi"];
    const shown = ["visible", "hidden", "after_due_date", "after_published"];
    for (const k of ["output_format", "test_output_format", "test_name_format"])
        if (k in doc && !formats.includes(doc[k])) bad(`${k} ${doc[k]}`);
    for (const k of ["visibility", "stdout_visibility"]) if (k in doc && !shown.includes(doc[k])) bad(`${k} ${doc[k]}`);
    if (!Array.isArray(doc.tests) || doc.tests.length === 0) bad("'tests' is missing, not a list, or empty");
    else {
        let sum = 0, max = 0;
        doc.tests.forEach((t, i) => {
            const w = `tests[${i}]`;
            if (t === null || typeof t !== "object") return bad(`${w} is not an object`);
            if (!isStr(t.name) || t.name === "") bad(`${w}: 'name' missing`);
            if (!isStr(t.output)) bad(`${w}: 'output' missing`);
            if (!isNum(t.score) || !isNum(t.max_score)) return bad(`${w}: 'score' or 'max_score' missing`);
            if (t.score < 0 || t.score > t.max_score) bad(`${w}: score ${t.score} outside 0..${t.max_score}`);
            if ("status" in t && t.status !== "passed" && t.status !== "failed") bad(`${w}: status ${t.status}`);
            if ("visibility" in t && !shown.includes(t.visibility)) bad(`${w}: visibility ${t.visibility}`);
            if ("output_format" in t && !formats.includes(t.output_format)) bad(`${w}: output_format ${t.output_format}`);
            sum += t.score;
            max += t.max_score;
        });
        if (isNum(doc.score) && Math.abs(sum - doc.score) > 0.011 * doc.tests.length)
            bad(`score ${doc.score} is not the sum of the tests' scores, ${sum}`);
        if (rest.length === 2) {
            const [want, wantMax] = rest.map(Number);
            if (Math.abs(doc.score - want) > 0.011) bad(`score ${doc.score}, expected ${want}`);
            if (Math.abs(max - wantMax) > 0.011) bad(`the max_scores add up to ${max}, expected ${wantMax}`);
        }
    }
} else bad(`unknown kind ${kind} (want results)`);
for (const p of problems) console.log(p);
process.exit(problems.length ? 1 : 0);
