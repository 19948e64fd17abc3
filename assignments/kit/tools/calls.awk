# calls.awk - which functions of the stage reach the functions you write.
#
#   awk -f tools/c_code.awk -f tools/calls.awk ITEMS FILE
#       "FILE<TAB>NAME<TAB>KIND<TAB>identifier identifier ...": every
#       function (func) and variable (var) item of FILE (tools/items.awk
#       gives ITEMS) with the identifiers of its code
#   awk -v listed="f g" -f tools/calls.awk -v reach=1 TOKENS
#       "FILE<TAB>NAME<TAB>f g ...": every function that calls (itself, or
#       through other functions and the tables of functions the variables
#       hold) a listed function, with the listed functions it reaches; a
#       listed function reaches itself.
# make grade runs such a function, when a listed one it reaches is
# routed, whole in the function's process (tools/isolate.c): one call
# across instead of one per inner call.  Plain awk (mawk).

reach == 1 {
    FS = "\t"; $0 = $0
    kind[$2] = $3; file[$2] = $1; toks[$2] = $4; names[++n] = $2
    next
}
FILENAME == ARGV[1] {
    if ($2 == "func" || $2 == "var") { k = ++ni; iname[k] = $1; ikind[k] = $2; ifirst[k] = $3; ilast[k] = $4 }
    next
}
{ src[FNR] = $0; fname = FILENAME }
END {
    if (reach == 1) {
        nl = split(listed, ll, " ")
        for (i = 1; i <= nl; i++) is_listed[ll[i]] = 1
        for (i = 1; i <= n; i++) {
            m = split(toks[names[i]], t, " ")
            for (j = 1; j <= m; j++) if (t[j] in kind && t[j] != names[i]) edge[names[i], t[j]] = 1
        }
        # r[a, f]: a reaches listed f; grown until nothing changes
        for (i = 1; i <= n; i++) if (names[i] in is_listed) r[names[i], names[i]] = 1
        do {
            changed = 0
            for (key in edge) {
                split(key, e, SUBSEP)
                for (i = 1; i <= nl; i++) if (((e[2], ll[i]) in r) && !((e[1], ll[i]) in r)) { r[e[1], ll[i]] = 1; changed = 1 }
            }
        } while (changed)
        for (i = 1; i <= n; i++) {
            a = names[i]
            if (kind[a] != "func") continue
            out = ""
            for (j = 1; j <= nl; j++) if ((a, ll[j]) in r) out = out (out == "" ? "" : " ") ll[j]
            if (out != "") print file[a] "\t" a "\t" out
        }
        exit 0
    }
    for (k = 1; k <= ni; k++) {
        acc = ""
        in_comment = 0
        for (i = ifirst[k]; i <= ilast[k]; i++) {
            s = code(src[i])
            while (match(s, /[A-Za-z_][A-Za-z_0-9]*/)) { acc = acc " " substr(s, RSTART, RLENGTH); s = substr(s, RSTART + RLENGTH) }
        }
        g = fname; sub(/^.*\//, "", g)
        print g "\t" iname[k] "\t" ikind[k] "\t" substr(acc, 2)
    }
}
