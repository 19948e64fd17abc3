#!/usr/bin/env python3
"""validate_json.py SCHEMA FILE [SCORE MAX] - check a Classroom 50 result.json.

FILE must be valid UTF-8 JSON that SCHEMA (a JSON Schema) accepts; the
keywords SCHEMA may use are the ones below, and any other is refused, so
the check never passes by skipping a rule.  Then what a schema cannot
state: the score is the sum of the tests' scores and max-score the sum of
their max-scores, no test scores above its max-score, the test names are
unique, and (given SCORE and MAX) the totals are those.
One line per problem on stdout; exit status 1 if any.
"""

import json
import re
import sys

KNOWN = {"$schema", "$id", "title", "description", "$defs", "$ref", "type", "const", "enum",
         "required", "properties", "additionalProperties", "items", "minLength", "minimum", "pattern"}
TYPES = {
    "object": lambda v: isinstance(v, dict),
    "array": lambda v: isinstance(v, list),
    "string": lambda v: isinstance(v, str),
    # JSON has one number type; bool is a separate JSON type although
    # Python's bool is an int.
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "null": lambda v: v is None,
}


def check(value, schema, root, where, problems):
    unknown = set(schema) - KNOWN
    if unknown:
        problems.append("%s: the schema uses %s, which this validator does not know" % (where, ", ".join(sorted(unknown))))
    if "$ref" in schema:
        ref = schema["$ref"]
        if not ref.startswith("#/$defs/") or ref[8:] not in root.get("$defs", {}):
            problems.append("%s: the schema's $ref %s names nothing" % (where, ref))
            return
        check(value, root["$defs"][ref[8:]], root, where, problems)
    if "type" in schema:
        types = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(TYPES[t](value) for t in types):
            problems.append("%s: %s is not of type %s" % (where, json.dumps(value)[:80], " or ".join(types)))
            return
    if "const" in schema and value != schema["const"]:
        problems.append("%s: %s, expected %s" % (where, json.dumps(value)[:80], json.dumps(schema["const"])))
    if "enum" in schema and value not in schema["enum"]:
        problems.append("%s: %s is not one of %s" % (where, json.dumps(value)[:80], json.dumps(schema["enum"])))
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            problems.append("%s: shorter than %d characters" % (where, schema["minLength"]))
        if "pattern" in schema and not re.search(schema["pattern"], value):
            problems.append("%s: %s does not match %s" % (where, json.dumps(value)[:80], schema["pattern"]))
    if TYPES["integer"](value) and "minimum" in schema and value < schema["minimum"]:
        problems.append("%s: %d is below %s" % (where, value, schema["minimum"]))
    if isinstance(value, dict):
        for key in schema.get("required", []):
            if key not in value:
                problems.append("%s: '%s' is missing" % (where, key))
        props = schema.get("properties", {})
        for key, item in value.items():
            if key in props:
                check(item, props[key], root, "%s.%s" % (where, key), problems)
            elif schema.get("additionalProperties", True) is False:
                problems.append("%s: '%s' is not allowed" % (where, key))
    if isinstance(value, list) and "items" in schema:
        for i, item in enumerate(value):
            check(item, schema["items"], root, "%s[%d]" % (where, i), problems)


def totals(doc, want, problems):
    tests = doc.get("tests") if isinstance(doc, dict) else None
    if not isinstance(tests, list) or not all(isinstance(t, dict) for t in tests):
        return
    try:
        score = sum(t["score"] for t in tests)
        maximum = sum(t["max-score"] for t in tests)
    except (KeyError, TypeError):
        return
    if doc.get("score") != score:
        problems.append("score %s is not the sum of the tests' scores, %s" % (doc.get("score"), score))
    if doc.get("max-score") != maximum:
        problems.append("max-score %s is not the sum of the tests' max-scores, %s" % (doc.get("max-score"), maximum))
    for i, t in enumerate(tests):
        if isinstance(t.get("score"), int) and isinstance(t.get("max-score"), int) and t["score"] > t["max-score"]:
            problems.append("tests[%d]: score %d above its max-score %d" % (i, t["score"], t["max-score"]))
    names = [t.get("test-name") for t in tests]
    if len(set(map(str, names))) != len(names):
        problems.append("two tests have the same test-name")
    if want and (doc.get("score"), doc.get("max-score")) != want:
        problems.append("%s of %s, expected %s of %s" % (doc.get("score"), doc.get("max-score"), want[0], want[1]))


def main(argv):
    if len(argv) not in (3, 5):
        print("usage: validate_json.py SCHEMA FILE [SCORE MAX]")
        return 2
    with open(argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    problems = []
    try:
        with open(argv[2], "rb") as f:
            doc = json.loads(f.read().decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as e:
        print("%s: not UTF-8 JSON: %s" % (argv[2], e))
        return 1
    check(doc, schema, schema, "result", problems)
    totals(doc, (int(argv[3]), int(argv[4])) if len(argv) == 5 else None, problems)
    for p in problems:
        print("%s: %s" % (argv[2], p))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
