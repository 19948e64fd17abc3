# excerpt.awk - the top-level items of a C source or header.
#
#   awk -f tools/excerpt.awk FILE                 list: NAME KIND FIRST LAST
#   awk -v item=NAME -f tools/excerpt.awk FILE    print that item's lines
#
# An item is a function (definition or prototype), a struct/enum/union or
# typedef, a #define, or a global variable.  Its text runs from its first
# line to the line that closes it (the function's closing brace, the ';'
# of a declaration, the last line of a macro); the comment above it is not
# part of it.  When a name has both a prototype and a definition in one
# file, the definition is the item.  Exit status 1 when the item is not
# there.  POSIX awk only.

function strip(s,    out, i, c, c2) {
    # The line without comments, strings and character constants, so that
    # braces and semicolons inside them do not count.
    out = ""
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1); c2 = substr(s, i, 2)
        if (in_comment) {
            if (c2 == "*/") { in_comment = 0; i++ }
            continue
        }
        if (quote != "") {
            if (c == "\\") { i++; continue }
            if (c == quote) quote = ""
            continue
        }
        if (c2 == "/*") { in_comment = 1; i++; out = out " "; continue }
        if (c2 == "//") break
        if (c == "\"" || c == "'") { quote = c; out = out " "; continue }
        out = out c
    }
    return out
}

function count(s, ch,    n, i) {
    n = 0
    for (i = 1; i <= length(s); i++) if (substr(s, i, 1) == ch) n++
    return n
}

function last_ident(s,    m) {
    # The last identifier in s.
    if (match(s, /[A-Za-z_][A-Za-z0-9_]*[^A-Za-z0-9_]*$/)) {
        m = substr(s, RSTART)
        sub(/[^A-Za-z0-9_]+$/, "", m)
        return m
    }
    return ""
}

function name_of(text,    head, p, k) {
    # text: the item with comments and strings removed, joined by spaces.
    if (text ~ /^[ \t]*#[ \t]*define[ \t]/) {
        sub(/^[ \t]*#[ \t]*define[ \t]+/, "", text)
        match(text, /^[A-Za-z_][A-Za-z0-9_]*/)
        kind = "macro"
        return substr(text, RSTART, RLENGTH)
    }
    if (text ~ /^[ \t]*typedef[ \t]/) {
        kind = "type"
        if (index(text, "}")) {
            head = text; sub(/^.*}/, "", head); sub(/;.*$/, "", head)
            return last_ident(head)
        }
        if (match(text, /\([ \t]*\*[ \t]*[A-Za-z_][A-Za-z0-9_]*[ \t]*\)/)) {
            head = substr(text, RSTART, RLENGTH); gsub(/[^A-Za-z0-9_]/, "", head)
            return head
        }
        head = text; sub(/;.*$/, "", head)
        return last_ident(head)
    }
    if (text ~ /^[ \t]*(struct|enum|union)[ \t]+[A-Za-z_][A-Za-z0-9_]*[ \t]*\{/) {
        kind = "type"
        head = text; sub(/\{.*$/, "", head)
        return last_ident(head)
    }
    # Functions and variables: look before the first '=', '{' or ';'.
    head = text
    p = length(head) + 1
    k = index(head, "="); if (k && k < p) p = k
    k = index(head, "{"); if (k && k < p) p = k
    k = index(head, ";"); if (k && k < p) p = k
    head = substr(head, 1, p - 1)
    if (index(head, "(") && !match(head, /\([ \t]*\*/)) {
        kind = (index(text, "{") && !index(substr(text, 1, index(text, "{")), "=")) ? "function" : "prototype"
        return last_ident(substr(head, 1, index(head, "(") - 1))
    }
    kind = "variable"
    if (index(head, "[")) head = substr(head, 1, index(head, "[") - 1)
    if (match(head, /\([ \t]*\*[ \t]*[A-Za-z_][A-Za-z0-9_]*/)) {
        head = substr(head, RSTART, RLENGTH); gsub(/[^A-Za-z0-9_]/, "", head)
        return head
    }
    return last_ident(head)
}

function finish(    nm) {
    nm = name_of(joined)
    if (nm != "") {
        n_items++
        iname[n_items] = nm; ikind[n_items] = kind
        ifirst[n_items] = first; ilast[n_items] = NR
    }
    active = 0
}

{
    line[NR] = $0
    was_in_comment = in_comment
    s = strip($0)
    if (!active) {
        # Blank lines, comments and other preprocessor lines lie between
        # items; a #define is an item of its own.
        if (s ~ /^[ \t]*$/) next
        if (s ~ /^[ \t]*#/) {
            if (s ~ /^[ \t]*#[ \t]*define[ \t]/) {
                active = 1; first = NR; joined = s; macro = 1
                if ($0 !~ /\\$/) { macro = 0; finish() }
            }
            next
        }
        active = 1; first = NR; joined = ""; depth = 0; macro = 0
    } else if (macro) {
        joined = joined " " s
        if ($0 !~ /\\$/) { macro = 0; finish() }
        next
    }
    joined = joined " " s
    depth += count(s, "{") - count(s, "}")
    if (depth > 0) next
    # At depth 0: a declaration ends with ';', a function with its '}'.
    t = s; sub(/[ \t]+$/, "", t)
    if (t ~ /;$/) { finish(); next }
    if (t ~ /}$/ && index(joined, "(") && !index(substr(joined, 1, index(joined, "{")), "=") \
        && joined !~ /^[ \t]*(typedef|struct|enum|union)[ \t]/) { finish(); next }
}

END {
    if (item == "") {
        for (i = 1; i <= n_items; i++) printf "%s\t%s\t%d\t%d\n", iname[i], ikind[i], ifirst[i], ilast[i]
        exit 0
    }
    # A definition wins over a prototype of the same name.
    pick = 0
    for (i = 1; i <= n_items; i++)
        if (iname[i] == item && (pick == 0 || (ikind[pick] == "prototype" && ikind[i] != "prototype"))) pick = i
    if (!pick) exit 1
    for (k = ifirst[pick]; k <= ilast[pick]; k++) print line[k]
}
