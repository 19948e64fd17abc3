#!/usr/bin/env python3
"""Classroom 50 autograder of one kit (make classroom writes it beside kit/).

Classroom 50's runner starts this once per submission, with the student's
checkout as the working directory and the assignment's bundle (this file and
kit/) beside it.  The kit grades as `make grade` does: this script copies the
kit away, puts the listed files of the checkout over its stubs, runs the kit's
own tools/grade.sh, and turns the rows it writes into result.json
(classroom50/result/v1): one test per function of grading/functions.txt, each
scored as the kit scores it (its points times the share of its tests that
pass, to hundredths of a point, the rule of make grade and of Gradescope
too), counted in hundredths because the format takes whole numbers: a row
worth 10 points is out of 1000, and 386 is 3.86 points.  It also writes
release-body.md, the text students read on their submission's Release, in
points.

Students can read result.json, release-body.md and this job's log, so a
held-back test (grading/held_back.txt) adds to its row's score and to a count
of held-back failures, never its name, line or values.

The identity fields come from the runner's environment (CLASSROOM,
ASSIGNMENT, SUBMISSION_TAG, OWNER or USERNAME, ASSIGNMENT_TYPE, COMMIT_URL,
RELEASE_URL, REVIEW_URL); the runner stamps owner, assignment_type and the
datetimes again itself.  GRADE_TIME_LIMIT (seconds, default 600) stops a
grading that runs away, inside the runner's 15-minute job.  Exit status 0
whenever result.json was written: a failing submission is a grade, not an
error.  Python 3.8 or later, standard library only.
"""

import datetime
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
KIT = HERE / "kit"
REST = "-:rest"
# The row a test counts in when map.txt names none (grade.awk does the same).
FENCE = re.compile(r"`{3,}")


def read_text(path):
    """A file as text whatever bytes the compiler or the tests wrote."""
    try:
        data = Path(path).read_bytes()
    except OSError:
        return ""
    text = data.decode("utf-8", errors="replace")
    return "".join(c for c in text if c in "\n\t" or ord(c) >= 0x20)


def rows_of(kit):
    """grading/functions.txt as (row id, label, points) in the table's order."""
    rows = []
    number = 0
    for line in read_text(kit / "grading" / "functions.txt").splitlines():
        words = line.split("#", 1)[0].split()
        if len(words) < 3:
            continue
        if words[0] == "-":
            rows.append((REST, "the rest of the kit (keep it passing)", int(words[2])))
        else:
            number += 1
            rows.append((words[0] + ":" + words[1], "%d. %s %s" % (number, words[0], words[1]), int(words[2])))
    return rows


def listed_files(kit):
    return sorted({row.split(":", 1)[0] for row, _, _ in rows_of(kit) if row != REST})


def tabbed(path):
    return [line.split("\t") for line in read_text(path).splitlines() if line]


def short(key):
    """suite|case|test|iteration as the kit's table names a test."""
    parts = key.split("|") + ["", "", "", "0"]
    name = parts[0] + " / " + parts[2]
    return name + (" (iteration %s)" % parts[3] if parts[3] not in ("", "0") else "")


def take_submission(kit, checkout):
    """Copy the listed files from the top of the checkout over the stubs.
    Returns the files that are missing (a symbolic link counts as missing:
    the grader reads only what the student wrote)."""
    missing = []
    for name in listed_files(kit):
        src = checkout / name
        if src.is_file() and not src.is_symlink():
            shutil.copyfile(src, kit / name)
        else:
            missing.append(name)
    return missing


def run_grade(kit, missing, limit):
    """The kit's tools/grade.sh; returns whether it finished in time.  Its
    table goes nowhere: the rows and results it writes are read instead."""
    env = dict(os.environ)
    env["RESULTS"] = str(kit / "build" / "gradescope.json")
    if missing:
        note = kit / "build" / "missing.txt"
        note.parent.mkdir(parents=True, exist_ok=True)
        note.write_text(
            "Your submission has no %s: hand in every file the assignment lists (%s), "
            "at the top of your repository.\n" % (", ".join(missing), ", ".join(listed_files(kit))),
            encoding="utf-8")
        env["GRADE_MISSING"] = str(note)
    proc = subprocess.Popen(["sh", "tools/grade.sh", "build"], cwd=str(kit), env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        proc.communicate(timeout=limit)
        return True
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        stop_strays(kit)
        return False


def stop_strays(kit):
    """Kills the tests the stopped grading left behind.  Check runs each
    test in a process group of its own, out of reach of the kill above; a
    test is known by its log's name (CK_LOG_FILE_NAME), under the kit."""
    marks = {b"CK_LOG_FILE_NAME=" + str(k).encode() + b"/" for k in (kit.resolve(), Path(os.path.abspath(kit)))}
    for proc_dir in Path("/proc").glob("[0-9]*"):
        try:
            names = (proc_dir / "environ").read_bytes().split(b"\0")
        except OSError:
            continue
        if any(n.startswith(m) for n in names for m in marks):
            try:
                os.kill(int(proc_dir.name), signal.SIGKILL)
            except OSError:
                pass


def tests_of(kit, result):
    """Per row, its tests as (key, passed, message, held back)."""
    held = {line.split("\t")[0] for line in read_text(kit / "grading" / "held_back.txt").splitlines() if line}
    status = {f[0]: (f[1] == "pass", f[3] if len(f) > 3 else "") for f in tabbed(result / "results.txt") if len(f) >= 2}
    row_of = {}
    for f in tabbed(kit / "grading" / "map.txt"):
        if len(f) >= 2:
            row_of.setdefault(f[1], f[0])
    per_row = {}
    for f in tabbed(kit / "grading" / "tests.txt"):
        key = f[0]
        ok, msg = status.get(key, (False, "the test never reported (its process stopped before Check heard from it): counted as failed"))
        per_row.setdefault(row_of.get(key, REST), []).append((key, ok, msg, key in held))
    return per_row


def grade(kit, checkout, limit):
    """The rows as result.json tests, the reason nothing was graded (or ""),
    and what the seal changed."""
    missing = take_submission(kit, checkout)
    finished = run_grade(kit, missing, limit)
    result = kit / "build" / "grade" / "result"
    built = finished and not missing and (kit / "build" / "grade" / "tests").is_file()
    # The kit's own count of passing tests per row; the tests' names and
    # messages come from its per-test results.
    passing = {f[0]: int(f[1]) for f in tabbed(result / "rows.txt") if len(f) >= 3}
    # the kit's own score of each row, in hundredths of a point
    scored = {f[0]: int(round(float(f[3]) * 100)) for f in tabbed(result / "rows.txt") if len(f) >= 4}
    per_row = tests_of(kit, result)
    if not finished:
        why = "The grading stopped after %d s: a function runs too long (an endless loop?)." % limit
    elif missing:
        why = read_text(kit / "build" / "missing.txt")
    elif not built:
        log = read_text(result / "build.txt")
        refused = [line for line in log.splitlines() if re.match(r"seal: \S+: refused: ", line)]
        if refused:
            # the seal's one line (tools/seal.sh), as make grade says it
            why = "The seal refused your files, so no test ran and every row scores 0:\n" + refused[0]
        else:
            why = "Your files do not build, so no test ran and every row scores 0.  The compiler said:\n" + log[-6000:]
    else:
        why = ""
    tests = []
    for row, label, points in rows_of(kit):
        mine = per_row.get(row, [])
        total = len(mine)
        if total == 0:
            # grade.awk: no test checks this row (the teacher reads it), or
            # every test belongs to a function above.
            tests.append({"test-name": label, "passed": row == REST, "score": 0,
                          "max-score": 0 if row == REST else points * 100,
                          "output": "Every test of this kit belongs to one of the functions above." if row == REST else
                          "No test of this kit checks this function: your teacher grades it by reading it."})
            continue
        if why:
            tests.append({"test-name": label, "passed": False, "score": 0, "max-score": points * 100,
                          "output": why if not tests else "Not graded: see the first row."})
            continue
        passed = passing.get(row, 0)
        lines = ["%d of %d tests pass." % (passed, total)]
        hidden_failed = 0
        for key, ok, msg, held in mine:
            if held:
                hidden_failed += not ok
            elif not ok:
                lines.append("FAIL  %s\n      %s" % (short(key), msg))
        if hidden_failed:
            lines.append("%d held-back test%s of this row fail%s." %
                         (hidden_failed, "s" if hidden_failed > 1 else "", "" if hidden_failed > 1 else "s"))
        tests.append({"test-name": label, "passed": passed == total,
                      "score": min(scored.get(row, 0), points * 100),
                      "max-score": points * 100, "output": "\n".join(lines)})
    notes = read_text(result / "notes.txt") if built else ""
    return tests, why, notes


def fenced(text):
    """A Markdown code block that no backticks in text can close."""
    ticks = max([len(m) for m in FENCE.findall(text)] + [2]) + 1
    return "`" * ticks + "\n" + text.rstrip("\n") + "\n" + "`" * ticks


def points_text(hundredths):
    """Hundredths of a point as points: 1386 -> 13.86, 2500 -> 25."""
    whole, part = divmod(int(hundredths), 100)
    return "%d" % whole if part == 0 else "%d.%02d" % (whole, part)


def what_you_change(kit):
    """The files a student may change, with their functions: the only ones read."""
    per = {}
    for row, label, _ in rows_of(kit):
        if row != REST:
            name, fn = row.split(":", 1)
            per.setdefault(name, []).append(fn)
    return "; ".join("`%s` (%s)" % (name, ", ".join(fns)) for name, fns in sorted(per.items()))


def release_body(tests, score, maximum, why, notes, graded=""):
    lines = ["### %s: %s/%s" % (os.environ.get("ASSIGNMENT", "assignment"), points_text(score), points_text(maximum)), "",
             "What you may change, and all that is graded: %s.  Every other file of your repository is "
             "the kit's and is not read." % graded if graded else "", "",
             "| Function | Result | Points |", "|---|---|---|"]
    for t in tests:
        lines.append("| %s | %s | %s / %s |" % (t["test-name"].replace("|", "\\|"),
                                                 "PASS" if t["passed"] else "FAIL", points_text(t["score"]),
                                                 points_text(t["max-score"])))
    lines.append("")
    if why:
        lines += [fenced(why), ""]
    failing = [t for t in tests if not t["passed"] and t["score"] < t["max-score"]]
    if failing and not why:
        lines += ["<details><summary>Failing tests, row by row</summary>", ""]
        for t in failing:
            lines += ["**%s**" % t["test-name"], "", fenced(t["output"]), ""]
        lines += ["</details>", ""]
    if notes:
        lines += ["The build of your files for grading said:", "", fenced(notes), ""]
    lines.append("Points are each function's share of passing tests, to hundredths of a point, as `make grade` "
                 "and Gradescope count them (result.json counts hundredths: 1386 is 13.86 points).  Here each "
                 "function was graded with the stage's own code for the others; `make grade` in your kit runs "
                 "all of yours, so its rows can depend on each other.")
    return "\n".join(lines) + "\n"


def main():
    checkout = Path.cwd()
    limit = int(os.environ.get("GRADE_TIME_LIMIT", "600"))
    scratch = os.environ.get("RUNNER_TEMP") or None
    work = Path(tempfile.mkdtemp(prefix="kit-grade-", dir=scratch))
    kit = work / "kit"
    shutil.copytree(str(KIT), str(kit))
    tests, why, notes = grade(kit, checkout, limit)
    score = sum(t["score"] for t in tests)
    maximum = sum(t["max-score"] for t in tests)
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    commit = os.environ.get("COMMIT_URL", "")
    result = {
        "schema": "classroom50/result/v1",
        "classroom": os.environ.get("CLASSROOM", ""),
        "assignment": os.environ.get("ASSIGNMENT", ""),
        "assignment_type": os.environ.get("ASSIGNMENT_TYPE", "individual"),
        "owner": os.environ.get("OWNER") or os.environ.get("USERNAME", ""),
        "submission": os.environ.get("SUBMISSION_TAG", ""),
        "commit": commit,
        "release": os.environ.get("RELEASE_URL", ""),
        "review": os.environ.get("REVIEW_URL") or commit,
        "datetime": now,
        "score": score,
        "max-score": maximum,
        "tests": tests,
    }
    body = release_body(tests, score, maximum, why, notes, what_you_change(kit))
    # Written after the tests ran, by this process: whatever a test left in
    # the checkout under these names is replaced.
    (checkout / "result.json").write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    (checkout / "release-body.md").write_text(body, encoding="utf-8")
    # The job's log is public to the student too: the same text, each line
    # indented so none can start a workflow command.
    for line in body.splitlines():
        print("  " + line)
    remove_tree(work)
    return 0


def remove_tree(path):
    """Removes the work directory.  A stopped grading's processes were
    sent SIGKILL, but one in the middle of a write (a compiler's object
    file) still finishes it as it dies, and can put a file back into a
    directory the removal has just emptied: so remove again, for up to
    five seconds, until nothing is left."""
    for _ in range(50):
        shutil.rmtree(str(path), ignore_errors=True)
        if not path.exists():
            return
        time.sleep(0.1)


if __name__ == "__main__":
    sys.exit(main())
