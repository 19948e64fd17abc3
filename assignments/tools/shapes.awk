# shapes.awk - three more one-line faults to plant in one function of a
# C file, each where its shape is in the code (faults.awk plants the
# others).
#
#   awk -f tools/items.awk FILE > ITEMS
#   awk -v fn=NAME [-v max=1] -f tools/c_code.awk -f assignments/tools/shapes.awk ITEMS FILE [SOURCE...]
#
# Prints "KIND<TAB>LINE<TAB>TEXT" per fault: line LINE of FILE becomes
# TEXT.  The kinds:
#   bound    a loop's bound one short: "i < N" in a for or while
#            condition becomes "i < N - 1" (one short, not one past: a
#            loop that runs once too often reads past its array); not
#            the outer loop of pairs i < j, where it changes nothing
#   const    a constant in place of a setting: "p->field" read in the
#            function becomes NAME, where FILE or a SOURCE sets that
#            field to the constant NAME (".field = NAME" in an
#            initialiser, "x->field = NAME;"), a number a SOURCE
#            #defines: the default where the caller's setting belongs
#   twin     a squared operand's twin: "c1 * c1" becomes "c1 * c2" (the
#            twin ends in the other of 1 and 2 and is a name of the
#            function), and "c1 * c2" becomes "c1 * c1"
# At most `max` faults of each kind (1 unless given), spread over the
# function: the middle candidate, then the first and the last, then the
# others.  Plain awk (mawk).

function add(kind, ln, text) { nc[kind]++; cand[kind, nc[kind]] = ln "\t" text }
# the name chain (a, a->b, a.b.c) that ends just before column p of m
function chain_before(m, p,    a) {
    a = p
    while (a > 1 && substr(m, a - 1, 1) ~ /[A-Za-z_0-9.>]/) {
        if (substr(m, a - 1, 1) == ">" && substr(m, a - 2, 1) != "-") break
        if (substr(m, a - 1, 1) == ">") a--
        a--
    }
    return substr(m, a, p - a)
}
# the name chain that starts at column p of m
function chain_at(m, p,    q) {
    q = p
    while (q <= length(m)) {
        if (substr(m, q, 2) == "->") { q += 2; continue }
        if (substr(m, q, 1) !~ /[A-Za-z_0-9.]/) break
        q++
    }
    return substr(m, p, q - p)
}
function is_chain(c) { return c ~ /^[A-Za-z_][A-Za-z_0-9]*((->|\.)[A-Za-z_][A-Za-z_0-9]*)*$/ }
# c1 <-> c2 in the chain's first name (r1->x and r2->x); "" when none
function twin(c,    h, t) {
    match(c, /^[A-Za-z_][A-Za-z_0-9]*/)
    h = substr(c, 1, RLENGTH); t = substr(c, RLENGTH + 1)
    if (h ~ /[A-Za-z_]1$/) return substr(h, 1, length(h) - 1) "2" t
    if (h ~ /[A-Za-z_]2$/) return substr(h, 1, length(h) - 1) "1" t
    return ""
}
function head(c) { match(c, /^[A-Za-z_][A-Za-z_0-9]*/); return substr(c, 1, RLENGTH) }

FNR == 1 { file_no++; in_comment = 0 }
file_no == 1 { if ($1 == fn && $2 == "func") { first = $3; last = $4 } next }
file_no == 2 { src[FNR] = $0 }
{
    # the constants a field is set to
    m = code($0); t = m
    while (match(t, /(\.|->)[A-Za-z_][A-Za-z_0-9]*[ \t]*=[ \t]*[A-Z][A-Z0-9_]*[ \t]*[,;}]/)) {
        s = substr(t, RSTART, RLENGTH); t = substr(t, RSTART + RLENGTH)
        sub(/^(\.|->)/, "", s); f = s; sub(/[ \t]*=.*/, "", f)
        v = s; sub(/^[^=]*=[ \t]*/, "", v); sub(/[ \t]*[,;}]$/, "", v)
        if (!((f, v) in seen)) { seen[f, v] = 1; ns++; sf[ns] = f; sv[ns] = v }
    }
    if (m ~ /^[ \t]*#[ \t]*define[ \t]+[A-Z][A-Z0-9_]*[ \t]+\(?-?[0-9.]+([eE][-+]?[0-9]+)?\)?[ \t]*$/) {
        split(m, d, /[ \t]+/); i = (d[1] == "" ? 3 : 2); if (d[i] == "define") i++
        number[d[i]] = 1
    }
}

END {
    if (!first) { print "shapes.awk: no function " fn > "/dev/stderr"; exit 1 }
    if (max == "") max = 1
    for (i = 1; i <= ns; i++) if ((sv[i] in number) && !(sf[i] in setting)) setting[sf[i]] = sv[i]
    in_comment = 0
    body = 0; header = 0
    for (ln = first; ln <= last; ln++) {
        # the names of the function (its parameters too), and its body
        m = code(src[ln]); t = m
        while (match(t, /[A-Za-z_][A-Za-z_0-9]*/)) { names[substr(t, RSTART, RLENGTH)] = 1; t = substr(t, RSTART + RLENGTH) }
        if (body) body_line[ln] = 1
        else if (index(m, "{")) body = 1
    }
    for (ln = first; ln <= last; ln++) {
        if (!(ln in body_line)) continue
        s = src[ln]; m = code(s)
        # bound: the first " < " of a loop's condition (for: after its
        # first ';'), up to the condition's end at its own depth
        lt = 0
        if (header > 0 || m ~ /^[ \t]*(}[ \t]*)?(for|while)[ \t]*\(/) {
            if (header == 0) { is_for = (m ~ /^[ \t]*for/); semis = 0; opened = 0 }
            for (p = 1; p <= length(m); p++) {
                c = substr(m, p, 1)
                if (c == "(") { header++; opened = 1; continue }
                if (c == ")") { header--; if (header == 0) break; continue }
                if (!opened) continue
                if (c == ";" && header == 1) semis++
                if ((!is_for || semis == 1) && !lt && substr(m, p, 3) == " < " && substr(m, p - 1, 1) != "<") lt = p + 1
            }
        }
        if (lt) {
            p = lt
            depth = 0
            for (q = p + 2; q <= length(m); q++) {
                c = substr(m, q, 1)
                if (c == "(" || c == "[") depth++
                else if (c == ")" || c == "]") { if (depth == 0) break; depth-- }
                else if (depth == 0 && (c == ";" || c == "," || c == "?" || substr(m, q, 2) == "&&" || substr(m, q, 2) == "||")) break
            }
            e = q; while (substr(m, e - 1, 1) == " ") e--
            if (e > p + 2) {
                nb++; bln[nb] = ln; btext[nb] = substr(s, 1, e - 1) " - 1" substr(s, e); bcode[nb] = m
                bvar[nb] = chain_before(m, p - 1); bto[nb] = substr(m, p + 2, e - p - 2)
            }
        }
        # const: a field read that a constant is the default of
        for (p = 2; p <= length(m); p++) {
            if (substr(m, p, 2) == "->") w = 2; else if (substr(m, p, 1) == "." && substr(m, p + 1, 1) ~ /[A-Za-z_]/) w = 1; else continue
            if (!match(substr(m, p + w), /^[A-Za-z_][A-Za-z_0-9]*/)) continue
            f = substr(m, p + w, RLENGTH); q = p + w + RLENGTH
            if (!(f in setting)) continue
            a = p; while (a > 1 && substr(m, a - 1, 1) ~ /[A-Za-z_0-9]/) a--
            if (a == p || substr(m, a - 1, 1) ~ /[.>]/) continue
            if (substr(m, q) ~ /^[ \t]*([-+*\/]?=[^=]|\+\+|--|\.|->|\[|\()/) continue   # written, or not the end of the chain
            if (substr(m, 1, a - 1) ~ /(\+\+|--|&)[ \t]*$/) continue
            add("const", ln, substr(s, 1, a - 1) setting[f] substr(s, q))
        }
        # twin: "A * A" and "A * twin(A)"
        for (p = 2; p < length(m); p++) {
            if (substr(m, p - 1, 3) != " * ") continue
            l = chain_before(m, p - 1); r = chain_at(m, p + 2)
            if (!is_chain(l) || !is_chain(r)) continue
            if (substr(m, p + 2 + length(r)) ~ /^[ \t]*\(/) continue      # a call
            tw = twin(l)
            if (tw == "" || !(head(tw) in names)) continue
            if (r == l) add("twin", ln, substr(s, 1, p + 1) tw substr(s, p + 2 + length(r)))
            else if (r == tw) add("twin", ln, substr(s, 1, p + 1) l substr(s, p + 2 + length(r)))
        }
    }
    # A pair loop "i < N" around "j = i + 1; j < N" lets i = N - 1 meet
    # no pair: one short is the same loop there, so it is no fault.
    for (b = 1; b <= nb; b++) {
        same = 0
        for (c = 1; c <= nb; c++)
            if (c != b && bto[c] == bto[b] && index(bcode[c], bvar[b] " + 1")) same = 1
        if (!same) add("bound", bln[b], btext[b])
    }
    split("bound const twin", order, " ")
    for (o = 1; o <= 3; o++) {
        kind = order[o]; n = nc[kind]
        if (n == 0) continue
        k = 0; delete_picks()
        add_pick(int((n + 1) / 2)); add_pick(1); add_pick(n)
        for (j = 2; j < n; j++) add_pick(j)
        for (j = 1; j <= k; j++) print kind "\t" cand[kind, pick[j]]
    }
}
function delete_picks(   j) { for (j in picked) delete picked[j] }
function add_pick(j) { if (j >= 1 && j <= n && !(j in picked) && k < max) { picked[j] = 1; pick[++k] = j } }
