# splice.awk - the sources make grade builds from a graded file.
#
#   awk -f tools/items.awk FILE > ITEMS          (tools/c_code.awk loaded before each)
#   awk -v mode=sigs -v targets="f g" -f splice.awk ITEMS FILE
#       one line per target: NAME<TAB>static|extern<TAB>RETURN<TAB>TYPE<TAB>NAME...
#       (the parameters' types and names, in order)
#   awk -v mode=route -v targets="f g" -v ids="f=0 g=1" -f splice.awk ITEMS FILE
#       FILE with every target f renamed kit_sol_f (static) and a new f of
#       the same signature in its place that calls kit_rpc_f, your f in its
#       own process, when kit_routed(its id), and kit_sol_f otherwise: the
#       tests' side of a graded file (tools/isolate.c)
#   awk -v mode=hybrid -v targets="f g" -f splice.awk ITEMS FILE DONOR_ITEMS DONOR
#       FILE with each target's definition replaced by DONOR's (the stage's
#       own function in your file, for a row that grades another function),
#       or DONOR's appended when FILE has none
# Exit status 1, with a line naming the file, when a target is missing
# (sigs, route).  Plain awk (mawk).

function trim(s) { sub(/^[ \t\n]+/, "", s); sub(/[ \t\n]+$/, "", s); return s }
function squeeze(s) { gsub(/[ \t\n]+/, " ", s); return trim(s) }

FNR == 1 { file_no++; if (file_no == 2) fname = FILENAME; if (file_no == 4) dname = FILENAME }
file_no == 1 || file_no == 3 {
    f = file_no
    item_n[f]++; k = item_n[f]
    iname[f, k] = $1; ikind[f, k] = $2; ifirst[f, k] = $3; ilast[f, k] = $4
    next
}
file_no == 2 { src[FNR] = $0; nlines = FNR; next }
file_no == 4 { dsrc[FNR] = $0; dlines = FNR; next }

# Where function `name` is in file f (1: FILE, 3: DONOR): sets code_at (its
# first line of code), brace_at (the line of its body's brace), last_at,
# sig (the signature, squeezed); 0 when the file has no such function.
function locate(f, name,    k, i, j, c, ch, depth, line) {
    in_comment = 0
    for (k = 1; k <= item_n[f]; k++) {
        if (iname[f, k] != name || ikind[f, k] != "func") continue
        code_at = 0
        for (i = ifirst[f, k]; i <= ilast[f, k]; i++) {
            line = (f == 1 ? src[i] : dsrc[i])
            if (code_at == 0 && code(line) !~ /^[ \t]*$/) code_at = i
        }
        in_comment = 0
        sig = ""; depth = 0; brace_at = 0
        for (i = code_at; i <= ilast[f, k] && !brace_at; i++) {
            c = code(f == 1 ? src[i] : dsrc[i])
            for (j = 1; j <= length(c); j++) {
                ch = substr(c, j, 1)
                if (ch == "(") depth++
                else if (ch == ")") depth--
                else if (ch == "{" && depth == 0) { brace_at = i; break }
                sig = sig ch
            }
            if (!brace_at) sig = sig " "
        }
        last_at = ilast[f, k]
        sig = squeeze(sig)
        return brace_at > 0
    }
    return 0
}

# Splits sig (of function name) into ret, is_static, np, ptype[], pname[], plist.
function split_sig(name,    p, rest, q, j, d, cur, ch, t, pp, n) {
    p = index(sig, name "(")
    while (p > 1 && substr(sig, p - 1, 1) ~ /[A-Za-z_0-9]/) {
        rest = substr(sig, p + 1); q = index(rest, name "("); p = q ? p + q : 0
    }
    ret = substr(sig, 1, p - 1)
    is_static = (ret ~ /(^|[ \t])static([ \t]|$)/)
    gsub(/(^|[ \t])(static|inline|extern)[ \t]/, " ", ret); ret = squeeze(ret)
    plist = substr(sig, p + length(name) + 1); sub(/\)[^)]*$/, "", plist); plist = squeeze(plist)
    np = 0; d = 0; cur = ""; n = 0
    for (j = 1; j <= length(plist); j++) {
        ch = substr(plist, j, 1)
        if (ch == "(") d++
        if (ch == ")") d--
        if (ch == "," && d == 0) { pp[++n] = cur; cur = "" } else cur = cur ch
    }
    pp[++n] = cur
    for (j = 1; j <= n; j++) {
        t = trim(pp[j])
        if (t == "void" || t == "") continue
        np++
        match(t, /[A-Za-z_][A-Za-z_0-9]*$/)
        pname[np] = substr(t, RSTART, RLENGTH)
        ptype[np] = squeeze(substr(t, 1, RSTART - 1))
    }
}

function args_list(    j, a) {
    a = ""
    for (j = 1; j <= np; j++) a = a (j > 1 ? ", " : "") pname[j]
    return a
}

END {
    nt = split(targets, tl, " ")
    for (i = 1; i <= nt; i++) want[tl[i]] = 1
    n = split(ids, il, " ")
    for (i = 1; i <= n; i++) { e = index(il[i], "="); id[substr(il[i], 1, e - 1)] = substr(il[i], e + 1) }

    if (mode == "sigs") {
        for (i = 1; i <= nt; i++) {
            if (!locate(1, tl[i])) { print "splice.awk: " fname ": no function " tl[i] > "/dev/stderr"; bad = 1; continue }
            split_sig(tl[i])
            line = tl[i] "\t" (is_static ? "static" : "extern") "\t" ret
            for (j = 1; j <= np; j++) line = line "\t" ptype[j] "\t" pname[j]
            print line
        }
        exit bad
    }

    if (mode == "route") {
        for (i = 1; i <= nt; i++) {
            if (!locate(1, tl[i])) { print "splice.awk: " fname ": no function " tl[i] > "/dev/stderr"; bad = 1; continue }
            split_sig(tl[i])
            at_code[tl[i]] = code_at; at_brace[tl[i]] = brace_at; at_last[tl[i]] = last_at
            r_ret[tl[i]] = ret; r_static[tl[i]] = is_static; r_plist[tl[i]] = plist; r_args[tl[i]] = args_list()
        }
        if (bad) exit 1
        for (i = 1; i <= nlines; i++) {
            line = src[i]
            for (t in at_code) {
                if (i >= at_code[t] && i <= at_brace[t] && !(t in renamed)) {
                    # the first "t(" of the signature, not a longer name's
                    c = code(line); p = 0; off = 0
                    while ((q = index(substr(c, off + 1), t "(")) > 0) {
                        p = off + q
                        if (p == 1 || substr(c, p - 1, 1) !~ /[A-Za-z_0-9]/) break
                        off = p; p = 0
                    }
                    if (p) {
                        line = substr(line, 1, p - 1) "kit_sol_" substr(line, p)
                        renamed[t] = 1
                    }
                }
                if (i == at_code[t] && !r_static[t]) line = "static " line
            }
            print line
            for (t in at_last) if (i == at_last[t]) {
                v = r_ret[t] == "void"
                print ""
                print "/* make grade: " t "() as the tests call it (tools/splice.awk) */"
                print "int kit_routed(int fn);"
                print "int kit_rpc_" t "(" r_plist[t] (v ? "" : ", " r_ret[t] " *kit_out") ");"
                if (r_plist[t] == "void" || r_plist[t] == "") print "#error make grade: " t "() has no parameters"
                print (r_static[t] ? "static " : "") r_ret[t] " " t "(" r_plist[t] ")"
                print "{"
                if (v) {
                    print "    if (kit_routed(" id[t] ") && kit_rpc_" t "(" r_args[t] "))"
                    print "        return;"
                    print "    kit_sol_" t "(" r_args[t] ");"
                } else {
                    print "    " r_ret[t] " kit_out;"
                    print "    if (kit_routed(" id[t] ") && kit_rpc_" t "(" r_args[t] ", &kit_out))"
                    print "        return kit_out;"
                    print "    return kit_sol_" t "(" r_args[t] ");"
                }
                print "}"
                print r_ret[t] " kit_t_" t "(" r_plist[t] ");"
                print r_ret[t] " kit_t_" t "(" r_plist[t] ")"
                print "{"
                print "    " (v ? "" : "return ") t "(" r_args[t] ");"
                print "}"
            }
        }
        exit 0
    }

    if (mode == "hybrid") {
        for (i = 1; i <= nt; i++) {
            if (!locate(3, tl[i])) { print "splice.awk: " dname ": no function " tl[i] > "/dev/stderr"; bad = 1; continue }
            dcode[tl[i]] = code_at; dlast[tl[i]] = last_at
            if (locate(1, tl[i])) { hcode[tl[i]] = code_at; hlast[tl[i]] = last_at }
        }
        if (bad) exit 1
        for (i = 1; i <= nlines; i++) {
            skip = 0
            for (t in hcode) {
                if (i == hcode[t]) {
                    print "/* make grade: the stage's own " t "() */"
                    for (j = dcode[t]; j <= dlast[t]; j++) print dsrc[j]
                }
                if (i >= hcode[t] && i <= hlast[t]) skip = 1
            }
            if (!skip) print src[i]
        }
        for (t in dcode) if (!(t in hcode)) {
            print ""
            print "/* make grade: the stage's own " t "(), which this file did not have */"
            for (j = dcode[t]; j <= dlast[t]; j++) print dsrc[j]
        }
        exit 0
    }
    print "splice.awk: mode=" mode "? (sigs, route or hybrid)" > "/dev/stderr"
    exit 2
}
