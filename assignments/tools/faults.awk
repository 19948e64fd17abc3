# faults.awk - one-line faults to plant in one function of a C file.
#
#   awk -f tools/items.awk FILE > ITEMS
#   awk -v fn=NAME [-v max=2] [-v max_drop=N] -f assignments/tools/faults.awk ITEMS FILE
#
# Prints "KIND<TAB>LINE<TAB>TEXT" per fault: line LINE of FILE becomes
# TEXT.  The kinds are the mistakes a student makes when writing the
# function from its formula:
#   flip   a comparison flipped at its boundary or turned round
#          (< and <=, > and >=, == and !=)
#   sign   a sign swapped (a + b and a - b, += and -=, vec2_add and
#          vec2_sub)
#   term   a term of a sum dropped (a + b * c becomes a)
#   drop   a statement left out
#   swap   the first two arguments of a call swapped (when both are names;
#          the callee may be a name or a table entry, f(a, b) or t[i](a, b))
# Loop headers are left alone, and so are statements that count (i++):
# a flipped bound reads past an array, and a loop that stops counting
# never ends.  At most `max` faults of each kind (`max_drop` statements
# left out, when given), spread over the function: the middle candidate,
# then the first and the last, then the others.  Plain awk (mawk).

function add(kind, ln, text) { nc[kind]++; cand[kind, nc[kind]] = ln "\t" text }
function is_decl(m) {
    return m ~ /^[ \t]*(const[ \t]+)?(static[ \t]+)?(unsigned[ \t]+)?[A-Za-z_][A-Za-z_0-9]*[ \t*]+[A-Za-z_][A-Za-z_0-9]*[ \t]*(=|;|\[|,)/ &&
           m !~ /^[ \t]*(return|else|case|goto)[ \t]/
}

FNR == 1 { file_no++ }
file_no == 1 { if ($1 == fn && $2 == "func") { first = $3; last = $4 } next }
{ src[FNR] = $0 }

END {
    if (!first) { print "faults.awk: no function " fn > "/dev/stderr"; exit 1 }
    if (max == "") max = 2
    max_kind = max
    in_comment = 0
    body = 0
    for (ln = first; ln <= last; ln++) {
        s = src[ln]; m = code(s)
        if (!body) { if (index(m, "{")) body = 1; continue }      # the signature
        # a loop header, however many lines it takes
        if (header > 0 || m ~ /^[ \t]*(for|while)[ \t]*\(/) {
            t = m; header += gsub(/\(/, "", t); t = m; header -= gsub(/\)/, "", t)
            if (header < 0) header = 0
            continue
        }
        if (m ~ /^[ \t]*}?[ \t]*$/ || m ~ /^[ \t]*#/) continue
        # flip: every comparison operator of the line
        for (p = 1; p <= length(m); p++) {
            two = substr(m, p, 2); one = substr(m, p, 1); prev = substr(m, p - 1, 1)
            to = ""
            if (two == "<=") to = "<"; else if (two == ">=") to = ">"; else if (two == "==") to = "!="; else if (two == "!=") to = "=="
            if (to != "") { add("flip", ln, substr(s, 1, p - 1) to substr(s, p + 2)); p++; continue }
            if ((one == "<" || one == ">") && substr(m, p + 1, 1) !~ /[<>=]/ && prev !~ /[<>-]/)
                add("flip", ln, substr(s, 1, p - 1) one "=" substr(s, p + 1))
        }
        # sign: binary + and - written with spaces, += and -=
        for (p = 2; p <= length(m); p++) {
            one = substr(m, p, 1)
            if ((one == "+" || one == "-") && substr(m, p - 1, 1) == " " && substr(m, p + 1, 1) ~ /[ =]/ && substr(m, p - 2, 1) !~ /[-+*\/=<>!&|?:,(]/) {
                add("sign", ln, substr(s, 1, p - 1) (one == "+" ? "-" : "+") substr(s, p + 1))
                # term: drop " + TERM" up to the next operator of the same level
                if (substr(m, p + 1, 1) == " ") {
                    depth = 0
                    for (q = p + 2; q <= length(m); q++) {
                        c = substr(m, q, 1)
                        if (substr(m, q, 2) == "->") { q++; continue }
                        if (c == "(" || c == "[") depth++
                        else if (c == ")" || c == "]") { if (depth == 0) break; depth-- }
                        else if (depth == 0 && (c == ";" || c == "," || c == "?" || c == ":" || c == "<" || c == ">" || c == "=" || c == "&" || c == "|")) break
                        else if (depth == 0 && (c == "+" || c == "-") && substr(m, q - 1, 1) == " " && substr(m, q + 1, 1) == " ") break
                    }
                    if (q <= length(m)) {
                        a = p - 1; while (a > 1 && substr(s, a, 1) == " ") a--
                        add("term", ln, substr(s, 1, a) substr(s, q - (substr(m, q - 1, 1) == " " ? 1 : 0)))
                    }
                }
            }
        }
        # sign, in the vectors' words: vec2_add and vec2_sub
        t = m
        while (match(t, /vec2_(add|sub)\(/)) {
            p = length(m) - length(t) + RSTART
            add("sign", ln, substr(s, 1, p - 1) (substr(m, p, 8) == "vec2_add" ? "vec2_sub" : "vec2_add") substr(s, p + 8))
            t = substr(t, RSTART + RLENGTH)
        }
        # swap: f(a, b, ...) with a and b plain names
        if (match(m, /[]A-Za-z_0-9]\([ \t]*[A-Za-z_][A-Za-z_0-9]*[ \t]*,[ \t]*[A-Za-z_][A-Za-z_0-9]*[ \t]*[,)]/)) {
            RSTART++; RLENGTH--
            # back over the callee's name, when it is one
            while (RSTART > 1 && substr(m, RSTART - 1, 1) ~ /[A-Za-z_0-9]/) { RSTART--; RLENGTH++ }
            call = substr(s, RSTART, RLENGTH); lp = index(call, "("); rest = substr(call, lp + 1)
            cm = index(rest, ","); a1 = substr(rest, 1, cm - 1); rest2 = substr(rest, cm + 1)
            end = substr(rest2, length(rest2)); a2 = substr(rest2, 1, length(rest2) - 1)
            gsub(/[ \t]/, "", a1); gsub(/[ \t]/, "", a2)
            if (a1 != a2 && substr(call, 1, lp - 1) !~ /^(if|while|for|switch|return|sizeof)$/)
                add("swap", ln, substr(s, 1, RSTART - 1) substr(call, 1, lp) a2 ", " a1 end substr(s, RSTART + RLENGTH))
        }
        # drop: a whole statement on one line, not a declaration or a jump
        if (m ~ /;[ \t]*$/ && m !~ /^[ \t]*(return|break|continue|goto)([ \t;]|$)/ && m !~ /\+\+|--/ && !is_decl(m) && m ~ /^[ \t]*[A-Za-z_*(]/ && m !~ /^[ \t]*(if|else)/ && src[ln - 1] !~ /[,(=][ \t]*$/)
            add("drop", ln, gensub_blank(s))
    }
    for (kind in nc) kinds[kind] = 1
    split("flip sign term drop swap", order, " ")
    for (o = 1; o <= 5; o++) {
        kind = order[o]; n = nc[kind]
        if (n == 0) continue
        max = (kind == "drop" && max_drop != "") ? max_drop : max_kind
        # the middle one, then the first and the last, then the others
        k = 0; delete_picks()
        add_pick(int((n + 1) / 2)); add_pick(1); add_pick(n)
        for (j = 2; j < n; j++) add_pick(j)
        for (j = 1; j <= k && j <= max; j++) {
            split(cand[kind, pick[j]], f, "\t")
            print kind "\t" cand[kind, pick[j]]
        }
    }
}
function delete_picks(   j) { for (j in picked) delete picked[j] }
function add_pick(j) { if (j >= 1 && j <= n && !(j in picked) && k < max) { picked[j] = 1; pick[++k] = j } }
function gensub_blank(s) { match(s, /^[ \t]*/); return substr(s, 1, RLENGTH) "; /* (left out) */" }
