# items.awk - split a C file into its top-level items.
#
#   awk -f tools/c_code.awk -f tools/items.awk FILE                list: "NAME KIND FIRST LAST"
#   awk -v item=NAME -f tools/c_code.awk -f tools/items.awk FILE   print item NAME's text
#   awk -v dir=DIR -f tools/c_code.awk -f tools/items.awk FILE     write each item to DIR/NAME
#
# (tools/c_code.awk is the tokenizer: code(), the line without comments
# and strings.)
#
# An item is a function definition (KIND func), a prototype (proto), a
# struct/enum/union or typedef (type), a #define (macro) or a global
# variable (var), named by its identifier.  The comment block directly
# above an item (no blank line between) belongs to it.  Everything else -
# #include lines, include guards, #if/#endif, free-standing comments - is
# one item per file, named "(file)", blank lines left out.  Pieces that
# share a name (a forward declaration and its definition) are one item,
# in file order; the list shows each piece.

function flush_file_lines() {          # pending comment was not attached
    if (pending != "") add("(file)", "file", pending, pstart, NR - 1)
    pending = ""
}

function add(name, kind, text, first, last) {
    if (!(name in body)) order[++n] = name
    body[name] = body[name] text
    list[++pieces] = name " " kind " " first " " last
}

function count(s, re,    t) { t = s; return gsub(re, "", t) }

# The name of a declaration or definition (its comment-free text).
function name_of(t,    m) {
    gsub(/\n/, " ", t)
    if (t ~ /^[ \t]*typedef/) {
        if (t ~ /}/) sub(/^.*}/, "", t)             # the name follows the body
        else if (match(t, /\([ \t]*\*[ \t]*[A-Za-z_][A-Za-z_0-9]*[ \t]*\)/)) {
            m = substr(t, RSTART, RLENGTH); gsub(/[^A-Za-z_0-9]/, "", m); return m
        }
        sub(/[ \t]*;[ \t]*$/, "", t); gsub(/\[[^]]*\]/, "", t)
        match(t, /[A-Za-z_][A-Za-z_0-9]*[ \t]*$/)
        m = substr(t, RSTART, RLENGTH); sub(/[ \t]+$/, "", m); return m
    }
    match(t, /[(=[;{]/)
    m = substr(t, 1, RSTART - 1)
    sub(/[ \t]+$/, "", m)
    match(m, /[A-Za-z_][A-Za-z_0-9]*$/)
    return substr(m, RSTART, RLENGTH)
}

function kind_of(t) {
    if (t ~ /^[ \t]*(typedef|struct|enum|union)[ \t]/ && t !~ /=/) return "type"
    if (t ~ /^[^=;{[]*\(/) return t ~ /\{/ ? "func" : "proto"
    return "var"
}

# The item that started on line `start` ends on this line.
function end_item(name, kind) {
    add(name, kind, pending text, pending != "" ? pstart : start, NR)
    pending = ""; text = ""; ctext = ""; open = 0; macro = 0
}

function end_if_complete() {
    depth += count(c, "[{]") - count(c, "[}]")
    paren += count(c, "[(]") - count(c, "[)]")
    if (depth == 0 && paren == 0 && c ~ /[;}][ \t]*$/ && c !~ /^[ \t]*#/)
        end_item(name_of(ctext), kind_of(ctext))
}

{
    line = $0
    c = code(line)
    if (open) {                                  # inside an item
        text = text line "\n"
        if (macro) { if (line !~ /\\$/) end_item(mname, "macro"); next }
        ctext = ctext c "\n"
        end_if_complete()
        next
    }
    if (line ~ /^[ \t]*$/) { flush_file_lines(); next }
    if (c ~ /^[ \t]*$/) {                        # a comment line
        if (pending == "") pstart = NR
        pending = pending line "\n"
        next
    }
    start = NR; text = line "\n"; open = 1
    if (c ~ /^[ \t]*#[ \t]*define[ \t]/) {      # a macro, maybe continued with \
        mname = c; sub(/^[ \t]*#[ \t]*define[ \t]+/, "", mname); sub(/[^A-Za-z_0-9].*$/, "", mname)
        macro = 1
        if (line !~ /\\$/) end_item(mname, "macro")
    } else if (c ~ /^[ \t]*#/) {                 # any other preprocessor line
        end_item("(file)", "file")
    } else {
        ctext = c "\n"; depth = 0; paren = 0
        end_if_complete()
    }
}

END {
    flush_file_lines()
    if (open) add(name_of(ctext), "unterminated", text, start, NR)
    if (item != "") {
        if (!(item in body)) { print "items.awk: " FILENAME ": no item " item > "/dev/stderr"; exit 1 }
        printf "%s", body[item]
    } else if (dir != "") {
        for (i = 1; i <= n; i++) { f = dir "/" order[i]; printf "%s", body[order[i]] > f; close(f) }
    } else {
        for (i = 1; i <= pieces; i++) print list[i]
    }
}
