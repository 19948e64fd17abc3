# stub.awk - replace the bodies of chosen functions of a C file by stubs.
#
#   awk -f tools/items.awk FILE > ITEMS
#   awk -v targets="fn1 fn2" -v todo=TODO_FILE -f assignments/tools/stub.awk ITEMS FILE
#
# ITEMS is items.awk's list ("NAME KIND FIRST LAST").  Each target keeps
# its comment and signature; its body becomes a TODO comment (the lines
# "FN<TAB>TEXT" of TODO_FILE for that function), one (void) cast per
# parameter, and a harmless return: nothing, false, 0, an empty string, a
# null pointer, the parameter of the same type unchanged, or a zero struct.
# A static function or variable that only the removed bodies used would
# draw an "unused" warning, so the first stub whose original body used it
# also casts it to void.  Plain awk (mawk) on purpose.

function trim(s) { sub(/^[ \t\n]+/, "", s); sub(/[ \t\n]+$/, "", s); return s }
function squeeze(s) { gsub(/[ \t\n]+/, " ", s); return trim(s) }

# Every identifier of s, appended to the space-separated list `acc`.
function tokens(s, acc) {
    while (match(s, /[A-Za-z_][A-Za-z_0-9]*/)) {
        acc = acc " " substr(s, RSTART, RLENGTH)
        s = substr(s, RSTART + RLENGTH)
    }
    return acc
}

function has_token(list, t) { return index(" " list " ", " " t " ") > 0 }

function param_name(p,    m) {
    if (match(p, /\([ \t]*\*[ \t]*[A-Za-z_][A-Za-z_0-9]*/)) {
        m = substr(p, RSTART, RLENGTH); gsub(/[^A-Za-z_0-9]/, "", m); return m
    }
    gsub(/\[[^]]*\]/, "", p)
    p = trim(p)
    match(p, /[A-Za-z_][A-Za-z_0-9]*$/)
    return substr(p, RSTART, RLENGTH)
}

function bare_type(t) {                     # without const, spaces squeezed
    gsub(/(^|[ \t])const([ \t]|$)/, " ", t)
    return squeeze(t)
}

function stub_return(ret, nparams,    i, r) {
    r = bare_type(ret)
    if (r == "void") return ""
    if (index(r, "*")) return r ~ /^char[ \t]*\*$/ ? "\"\"" : "NULL"
    if (r == "bool" || r == "_Bool") return "false"
    if (r ~ /^(unsigned |signed )?(char|short|int|long|long long|long int|size_t|u?int[0-9]+_t)$/ || r == "unsigned") return "0"
    if (r == "double" || r == "float" || r == "long double") return "0.0"
    for (i = 1; i <= nparams; i++)
        if (ptype[i] == r) return pname[i]
    return "(" ret "){0}"
}

FNR == 1 { file_no++ }
file_no == 1 {                              # the items list
    item_n++; iname[item_n] = $1; ikind[item_n] = $2; ifirst[item_n] = $3; ilast[item_n] = $4
    next
}
{ src[FNR] = $0; nlines = FNR }

END {
    nt = split(targets, tlist, " ")
    for (i = 1; i <= nt; i++) is_target[tlist[i]] = 1
    if (todo != "") while ((getline line < todo) > 0) {
        tab = index(line, "\t")
        fn = substr(line, 1, tab - 1); txt = substr(line, tab + 1)
        gsub(/\*\//, "* /", txt)
        todo_text[fn] = todo_text[fn] "     * " txt "\n"
    }
    for (k = 1; k <= item_n; k++) {
        name = iname[k]
        in_comment = 0; first_code = ""
        for (i = ifirst[k]; i <= ilast[k]; i++) {
            c = code(src[i])
            if (first_code == "" && c !~ /^[ \t]*$/) { first_code = c; code_line[k] = i }
            if (ikind[k] == "func" || ikind[k] == "var") owner[i] = name
        }
        if ((ikind[k] == "func" || ikind[k] == "var") && first_code ~ /^[ \t]*static[ \t]/) is_static[name] = 1
        if (ikind[k] == "func" && (name in is_target)) { stub_item[k] = 1; found[name] = 1 }
    }
    for (i = 1; i <= nt; i++) if (!(tlist[i] in found)) {
        print "stub.awk: " FILENAME ": no function " tlist[i] > "/dev/stderr"; bad = 1
    }
    if (bad) exit 1

    # Each stub: the signature up to the body's brace, and the body's identifiers.
    for (k = 1; k <= item_n; k++) if (k in stub_item) {
        name = iname[k]; in_comment = 0; sig = ""; depth = 0; brace_line = 0
        for (i = code_line[k]; i <= ilast[k] && !brace_line; i++) {
            c = code(src[i])
            for (j = 1; j <= length(c); j++) {
                ch = substr(c, j, 1)
                if (ch == "(") depth++
                else if (ch == ")") depth--
                else if (ch == "{" && depth == 0) { brace_line = i; break }
                sig = sig ch
            }
            if (!brace_line) sig = sig " "
        }
        body = ""
        for (i = brace_line; i <= ilast[k]; i++) body = body " " code(src[i])
        sub(/^[^{]*\{/, "", body)
        body_tokens[k] = tokens(body, "")
        sig_first[k] = code_line[k]; sig_brace[k] = brace_line
        # Split the signature: return type, name, parameters.
        sig = squeeze(sig)
        p = index(sig, name "(")
        while (p > 1 && substr(sig, p - 1, 1) ~ /[A-Za-z_0-9]/) {   # a longer name ending in name
            rest = substr(sig, p + 1); q = index(rest, name "("); p = q ? p + q : 0
        }
        ret = substr(sig, 1, p - 1)
        gsub(/(^|[ \t])(static|inline|extern)[ \t]/, " ", ret)
        ret = squeeze(ret)
        plist = substr(sig, p + length(name) + 1); sub(/\)[^)]*$/, "", plist)
        np = 0; d = 0; cur = ""
        for (j = 1; j <= length(plist); j++) {
            ch = substr(plist, j, 1)
            if (ch == "(") d++
            if (ch == ")") d--
            if (ch == "," && d == 0) { pp[++np] = cur; cur = "" } else cur = cur ch
        }
        pp[++np] = cur
        n_ok = 0; casts = ""
        for (j = 1; j <= np; j++) {
            q = trim(pp[j])
            if (q == "void" || q == "" || q == "...") continue
            n_ok++
            pname[n_ok] = param_name(q)
            t = q; sub(pname[n_ok] "[ \t]*$", "", t); ptype[n_ok] = bare_type(t)
            if (q ~ /\[/) ptype[n_ok] = "(array)"
            casts = casts "    (void)" pname[n_ok] ";\n"
        }
        rv = stub_return(ret, n_ok)
        stub[k] = "{\n    /* TODO: write " name "().\n" todo_text[name] "     */\n" casts
        stub_end[k] = (rv == "" ? "" : "    return " rv ";\n") "}\n"
        stub_tokens[k] = tokens(casts " " rv, "")
    }

    # References each static item keeps once the bodies are gone.
    # (in_comment carries a block comment from one line to the next, so a
    # name mentioned inside a comment is not taken for a reference)
    in_comment = 0
    for (i = 1; i <= nlines; i++) {
        skip = 0
        for (k in stub_item) if (i >= sig_brace[k] && i <= ilast[k]) skip = 1
        if (skip) continue
        n = split(tokens(code(src[i]), ""), tk, " ")
        for (j = 1; j <= n; j++) if (tk[j] in is_static && tk[j] != owner[i]) refs[tk[j]]++
    }
    for (k in stub_item) {
        n = split(stub_tokens[k], tk, " ")
        for (j = 1; j <= n; j++) if (tk[j] in is_static && tk[j] != iname[k]) refs[tk[j]]++
    }
    for (s in is_static) if (!(s in refs)) {
        for (k = 1; k <= item_n; k++) if ((k in stub_item) && iname[k] != s && has_token(body_tokens[k], s)) {
            stub[k] = stub[k] "    (void)" s ";   /* a helper in this file you may want to use */\n"
            refs[s] = 1
            break
        }
    }

    for (i = 1; i <= nlines; i++) {
        done = 0
        for (k in stub_item) {
            if (i == sig_brace[k]) {
                line = src[i]; cut = index(line, "{")
                # The brace ends the signature; on a one-line function the text before it is all of it.
                head = substr(line, 1, cut - 1); sub(/[ \t]+$/, "", head)
                if (head != "") print head
                printf "%s%s", stub[k], stub_end[k]
                done = 1
            } else if (i > sig_brace[k] && i <= ilast[k]) done = 1
        }
        if (!done) print src[i]
    }
}
