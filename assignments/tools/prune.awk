# prune.awk - hold tests back from a Check test file, leaving nothing of
# them: each START_TEST(name) ... END_TEST block of a held-back test with
# the comment right above it, the tcase_add_test / tcase_add_loop_test
# call that adds it, and then every file-local helper (static function,
# static or typedef'd data, #define) that nothing left in the file uses,
# with its comment, until none is left; an #if ... #endif with nothing
# left between goes too.
#   awk -v hide="name1 name2" [-v unused="h1 h2"] -f assignments/tools/prune.awk test_x.c
# unused names helpers to drop whatever still mentions them (the compiler
# found them unused: what mentions them is in a branch of an #if that the
# stage leaves out).  Plain awk (mawk).

function count(s, re,    t) { t = s; return gsub(re, "", t) }
function hidden(name) { return index(" " hide " ", " " name " ") > 0 }

# The name a top-level construct defines (its comment-free text t).
function defined_name(t,    m) {
    gsub(/\n/, " ", t)
    if (match(t, /^[ \t]*START_TEST[ \t]*\([ \t]*[A-Za-z_0-9]+/)) { m = substr(t, RSTART, RLENGTH); sub(/.*\([ \t]*/, "", m); return m }
    if (match(t, /^[ \t]*#[ \t]*define[ \t]+[A-Za-z_0-9]+/)) { m = substr(t, RSTART, RLENGTH); sub(/.*define[ \t]+/, "", m); return m }
    if (t ~ /^[ \t]*#/) return ""
    if (t ~ /^[ \t]*typedef/) { sub(/[ \t]*;[ \t]*$/, "", t); match(t, /[A-Za-z_][A-Za-z_0-9]*[ \t]*$/); m = substr(t, RSTART, RLENGTH); sub(/[ \t]+$/, "", m); return m }
    match(t, /[(=[;{]/)
    m = substr(t, 1, RSTART - 1); sub(/[ \t]+$/, "", m)
    match(m, /[A-Za-z_][A-Za-z_0-9]*$/)
    return substr(m, RSTART, RLENGTH)
}

{ line[NR] = $0 }

END {
    n = NR
    # ---- blocks: [first, last], the comment above included ----------------
    nb = 0; i = 1; in_comment = 0
    while (i <= n) {
        if (line[i] ~ /^[ \t]*$/) { i++; continue }
        start = i
        while (i <= n && code(line[i]) ~ /^[ \t]*$/ && line[i] !~ /^[ \t]*$/) i++    # comment lines
        if (i > n || line[i] ~ /^[ \t]*$/) { nb++; bfirst[nb] = start; blast[nb] = i - 1; bkind[nb] = "comment"; continue }
        head = i; t = code(line[i])
        if (t ~ /^[ \t]*START_TEST/) {
            while (i <= n && line[i] !~ /^[ \t]*END_TEST/) i++
            kind = "test"; text = t
        } else if (t ~ /^[ \t]*#/) {
            text = t; while (i < n && line[i] ~ /\\$/) { i++; text = text " " code(line[i]) }
            kind = (t ~ /^[ \t]*#[ \t]*define/) ? "macro" : (t ~ /^[ \t]*#[ \t]*if/ ? "if" : (t ~ /^[ \t]*#[ \t]*endif/ ? "endif" : "pp"))
        } else {
            depth = 0; paren = 0; text = ""
            while (i <= n) {
                c = code(line[i]); text = text c "\n"
                depth += count(c, "[{]") - count(c, "[}]"); paren += count(c, "[(]") - count(c, "[)]")
                if (depth == 0 && paren == 0 && c ~ /[;}][ \t]*$/) break
                i++
            }
            kind = (text ~ /^[ \t]*static[ \t]/ || text ~ /^[ \t]*typedef[ \t]/) ? "local" : "global"
        }
        nb++; bfirst[nb] = start; blast[nb] = i; bkind[nb] = kind; bname[nb] = defined_name(text)
        # the code of the block, for its references
        in_comment = 0; bc = ""
        for (j = head; j <= i; j++) bc = bc " " code(line[j])
        bcode[nb] = bc; in_comment = 0
        i++
    }
    # ---- held-back tests and the calls that add them -------------------------
    for (b = 1; b <= nb; b++) if (bkind[b] == "test" && hidden(bname[b])) gone[b] = 1
    for (b = 1; b <= nb; b++) if ((bkind[b] == "local" || bkind[b] == "macro") && index(" " unused " ", " " bname[b] " ")) gone[b] = 1
    for (j = 1; j <= n; j++) {
        if (match(line[j], /tcase_add_(loop_)?test[A-Za-z_]*[ \t]*\([^,]*,[ \t]*[A-Za-z_0-9]+/)) {
            m = substr(line[j], RSTART, RLENGTH); sub(/.*,[ \t]*/, "", m)
            if (hidden(m)) { k = j; drop[k] = 1; while (line[k] !~ /\)[ \t]*;[ \t]*$/ && k < n) { k++; drop[k] = 1 } }
        }
    }
    # the dropped calls leave the suite function's code
    for (b = 1; b <= nb; b++) if (bkind[b] == "global") {
        bc = ""; in_comment = 0
        for (j = bfirst[b]; j <= blast[b]; j++) if (!(j in drop)) bc = bc " " code(line[j])
        bcode[b] = bc; in_comment = 0
    }
    # ---- helpers nothing uses any more, until there are none -------------------
    do {
        changed = 0
        for (b = 1; b <= nb; b++) {
            if ((b in gone) || (bkind[b] != "local" && bkind[b] != "macro") || bname[b] == "") continue
            used = 0
            for (o = 1; o <= nb && !used; o++) {
                if (o == b || (o in gone)) continue
                s = bcode[o]
                while (match(s, /[A-Za-z_][A-Za-z_0-9]*/)) {
                    if (substr(s, RSTART, RLENGTH) == bname[b]) { used = 1; break }
                    s = substr(s, RSTART + RLENGTH)
                }
            }
            if (!used && (hide != "" || unused != "")) { gone[b] = 1; changed = 1 }
        }
    } while (changed)
    for (b = 1; b <= nb; b++) if (b in gone) for (j = bfirst[b]; j <= blast[b]; j++) drop[j] = 1
    # ---- an #if with nothing left before its #endif --------------------------
    do {
        changed = 0; open_if = 0
        for (j = 1; j <= n; j++) {
            if (j in drop) continue
            if (line[j] ~ /^[ \t]*#[ \t]*if/) { open_if = j; empty = 1; continue }
            if (open_if && line[j] ~ /^[ \t]*#[ \t]*endif/) {
                if (empty) { drop[open_if] = 1; drop[j] = 1; changed = 1 }
                open_if = 0; continue
            }
            if (open_if && line[j] !~ /^[ \t]*$/) empty = 0
        }
    } while (changed)
    # ---- the file, with no two blank lines in a row ----------------------------
    blank = 0
    for (j = 1; j <= n; j++) {
        if (j in drop) continue
        if (line[j] ~ /^[ \t]*$/) { if (blank) continue; blank = 1 } else blank = 0
        print line[j]
    }
}
