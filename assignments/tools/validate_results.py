#!/usr/bin/env python3
"""validate_results.py FILE... - check results.json files against the
Gradescope autograder format: a top-level object with a numeric "score"
(or every test scored), and a "tests" list of objects, each with a string
"name", numeric "score" and "max_score" (0 <= score <= max_score) and a
string "output".  Exit status 1 and one line per problem otherwise.
Optional: the kits do not need Python; this is a teacher's aid."""
import json, sys

def check(path):
    bad = []
    try:
        with open(path, encoding="utf-8") as f:
            r = json.load(f)
    except (OSError, ValueError) as e:
        return [f"{path}: not JSON: {e}"]
    num = (int, float)
    if not isinstance(r, dict):
        return [f"{path}: top level is not an object"]
    if not isinstance(r.get("score"), num) or isinstance(r.get("score"), bool):
        bad.append(f"{path}: 'score' missing or not a number")
    if "output" in r and not isinstance(r["output"], str):
        bad.append(f"{path}: 'output' is not a string")
    tests = r.get("tests")
    if not isinstance(tests, list) or not tests:
        return bad + [f"{path}: 'tests' missing, not a list or empty"]
    total = 0
    for i, t in enumerate(tests):
        where = f"{path}: tests[{i}]"
        if not isinstance(t, dict):
            bad.append(f"{where}: not an object"); continue
        for k, ty in (("name", str), ("output", str), ("score", num), ("max_score", num)):
            if not isinstance(t.get(k), ty) or isinstance(t.get(k), bool):
                bad.append(f"{where}: '{k}' missing or of the wrong type")
        if isinstance(t.get("score"), num) and isinstance(t.get("max_score"), num):
            if not 0 <= t["score"] <= t["max_score"]:
                bad.append(f"{where}: score {t['score']} outside 0..{t['max_score']}")
            total += t["score"]
    if isinstance(r.get("score"), num) and abs(total - r["score"]) > 0.05 * max(1, len(tests)):
        bad.append(f"{path}: score {r['score']} is not the sum of the tests' scores {total}")
    return bad

problems = [p for path in sys.argv[1:] for p in check(path)]
for p in problems:
    print(p)
sys.exit(1 if problems else 0)
