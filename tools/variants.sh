#!/bin/sh
# variants.sh - the variants' family tree and their whole sources.
#
# A variant is a directory variants/NAME/ with a MANIFEST.  It holds only
# the .c and .h files it adds or changes; every other file is its
# parent's.  The parent is stage 08 (stages/08_*/), or the variant OTHER
# when the MANIFEST has the line `extends variants/OTHER`.  The whole
# source of NAME is stage 08's files, then each ancestor's, from the one
# nearest stage 08 down to NAME itself, a later layer's file replacing
# an earlier one of the same name.  variants/index.txt lists every
# variant once, in the book's order, with its chapter and its title.
#
#   sh tools/variants.sh list              the variants in index.txt's order
#   sh tools/variants.sh track             those of the track (chapter 10 on)
#   sh tools/variants.sh titles            "NAME|CHAPTER|TITLE", one a line
#   sh tools/variants.sh parent NAME       variants/OTHER, or stage 08's directory
#   sh tools/variants.sh ancestors         "NAME=A,B" for every variant: its
#                                          parent variants, nearest stage 08
#                                          first ("NAME=" for a child of stage 08)
#   sh tools/variants.sh sources NAME      "FILE ORIGIN" for every file of
#                                          NAME's whole source (ORIGIN is the
#                                          file that holds it)
#   sh tools/variants.sh make-map BUILD    the same for every variant, as
#                                          make words NAME/FILE=ORIGIN;
#                                          BUILD/variants/NAME.files keeps
#                                          each list, and a composed
#                                          directory BUILD/variants/NAME/
#                                          whose list changed is removed
#                                          (the Makefile)
#
# This is the one reader of `extends` lines and of index.txt; make,
# tools/lineage.sh, tools/carry.sh and the benchmark ask it.  A bad line
# (an `extends` that names no variant, a second `extends`, a chain of
# parents that loops, a variant missing from index.txt or listed twice, a
# name in index.txt without a MANIFEST) stops it with one line naming the
# file and line, and exit status 2.
set -eu
export LC_ALL=C
cd "$(dirname "$0")/.."

die() {
    echo "variants: $*" >&2
    exit 2
}

s08=$(ls -d stages/08_* 2> /dev/null | head -n 1)
[ -n "$s08" ] || die "no stage 08 (stages/08_*/), the parent of every variant"
index=variants/index.txt
[ -f "$index" ] || die "$index is missing: it lists every variant in the book's order"

# The tree: "NAME PARENT" lines in index.txt's order (PARENT is "-" for
# stage 08), after every check above.
tree() {
    ls variants/*/MANIFEST 2> /dev/null | awk -v index_file="$index" '
        function bad(msg) { print "variants: " msg > "/dev/stderr"; failed = 1; exit 2 }
        FILENAME == "-" {
            name = $0; sub(/^variants\//, "", name); sub(/\/MANIFEST$/, "", name)
            has[name] = 1
            manifests[++m] = $0
            next
        }
        END {
            if (failed) exit 2
            # index.txt: NAME CHAPTER TITLE...; "#" starts a comment.
            while ((getline line < index_file) > 0) {
                ln++
                sub(/#.*/, "", line)
                if (split(line, w, " ") == 0) continue
                if (w[1] in listed) bad(index_file ":" ln ": " w[1] " is listed twice (first on line " listed[w[1]] ")")
                if (!(w[1] in has)) bad(index_file ":" ln ": " w[1] " has no variants/" w[1] "/MANIFEST")
                if (w[2] !~ /^[0-9]+$/ || split(line, w, " ") < 3) bad(index_file ":" ln ": a line is NAME CHAPTER TITLE")
                listed[w[1]] = ln
                order[++n] = w[1]
            }
            for (i = 1; i <= m; i++) {
                name = manifests[i]; sub(/^variants\//, "", name); sub(/\/MANIFEST$/, "", name)
                if (!(name in listed)) bad(index_file ": variants/" name " is not listed; add it in the book'"'"'s order (NAME CHAPTER TITLE)")
                parent[name] = "-"
                f = manifests[i]; ln = 0; seen = 0
                while ((getline line < f) > 0) {
                    ln++
                    sub(/#.*/, "", line)
                    k = split(line, w, " ")
                    if (k == 0 || w[1] != "extends") continue
                    if (seen) bad(f ":" ln ": a second extends line (a variant has one parent; the first is on line " seen ")")
                    if (k != 2) bad(f ":" ln ": extends takes one directory, variants/NAME")
                    p = w[2]; sub(/\/+$/, "", p)
                    if (p !~ /^variants\/[A-Za-z0-9_]+$/) bad(f ":" ln ": extends " w[2] ": a parent is another variant, variants/NAME (without the line it is stage 08)")
                    p = substr(p, 10)
                    if (!(p in has)) bad(f ":" ln ": extends variants/" p ", which is not a variant (no variants/" p "/MANIFEST)")
                    seen = ln; parent[name] = p
                }
                close(f)
            }
            for (i = 1; i <= n; i++) {
                chain = order[i]; a = order[i]; steps = 0
                while (parent[a] != "-") {
                    a = parent[a]; chain = chain " -> " a
                    if (a == order[i] || ++steps > n) bad("variants/" order[i] "/MANIFEST: its chain of parents loops: " chain " (see the extends lines)")
                }
            }
            for (i = 1; i <= n; i++) print order[i], parent[order[i]]
        }' - || exit 2
}

# ancestors_of NAME < tree: NAME's parent variants, nearest stage 08 first.
ancestors_of() {
    awk -v v="$1" '{ parent[$1] = $2 }
        END { n = 0; a = v; while (parent[a] != "-") { a = parent[a]; up[++n] = a }
              for (i = n; i >= 1; i--) print up[i] }'
}

# The .c and .h files of every layer, "DIR FILE" (the MANIFEST aside).
layer_files() {
    for d in "$s08" variants/*/; do
        d=${d%/}
        for f in "$d"/*.c "$d"/*.h; do
            [ -f "$f" ] && echo "$d ${f##*/}"
        done
    done
    return 0
}

# map < tree + files: "NAME FILE ORIGIN" for every variant, its files in
# name order.
map() {
    t=$(mktemp)
    tree > "$t" || { rm -f "$t"; exit 2; }
    layer_files | awk -v s08="$s08" -v tree="$t" '
        { files[$1] = files[$1] " " $2 }
        END {
            while ((getline line < tree) > 0) { split(line, w, " "); order[++n] = w[1]; parent[w[1]] = w[2] }
            for (i = 1; i <= n; i++) {
                v = order[i]; k = 0; a = v
                layer[++k] = "variants/" a
                while (parent[a] != "-") { a = parent[a]; layer[++k] = "variants/" a }
                layer[++k] = s08
                split("", origin); split("", names); c = 0
                for (j = k; j >= 1; j--) {
                    m = split(files[layer[j]], f, " ")
                    for (x = 1; x <= m; x++) {
                        if (!(f[x] in origin)) names[++c] = f[x]
                        origin[f[x]] = layer[j] "/" f[x]
                    }
                }
                # name order, for a stable listing
                for (x = 2; x <= c; x++) for (y = x; y > 1 && names[y - 1] > names[y]; y--) { s = names[y]; names[y] = names[y - 1]; names[y - 1] = s }
                for (x = 1; x <= c; x++) print v, names[x], origin[names[x]]
            }
        }'
    rm -f "$t"
}

known() {
    [ -f "variants/$1/MANIFEST" ] || die "no variant $1 (no variants/$1/MANIFEST)"
}

case ${1:-} in
    list) t=$(tree) || exit 2; echo "$t" | awk '{ print $1 }' ;;
    track) tree > /dev/null || exit 2; sed 's/#.*//' "$index" | awk 'NF && $2 >= 10 { print $1 }' ;;
    titles)
        tree > /dev/null || exit 2
        sed 's/#.*//' "$index" | awk 'NF { t = $0; sub(/^[ \t]*[^ \t]+[ \t]+[^ \t]+[ \t]+/, "", t); sub(/[ \t]+$/, "", t); print $1 "|" $2 "|" t }' ;;
    parent)
        [ $# -eq 2 ] || die "usage: sh tools/variants.sh parent NAME"
        known "$2"
        t=$(tree) || exit 2
        p=$(echo "$t" | awk -v v="$2" '$1 == v { print $2 }')
        if [ "$p" = - ]; then echo "$s08"; else echo "variants/$p"; fi ;;
    ancestors)
        t=$(tree) || exit 2
        echo "$t" | while read -r v p; do
            echo "$v=$(echo "$t" | ancestors_of "$v" | paste -sd, -)"
        done ;;
    sources)
        [ $# -eq 2 ] || die "usage: sh tools/variants.sh sources NAME"
        known "$2"
        m=$(map) || exit 2
        echo "$m" | awk -v v="$2" '$1 == v { print $2, $3 }' ;;
    make-map)
        [ $# -eq 2 ] || die "usage: sh tools/variants.sh make-map BUILD"
        m=$(map) || exit 2
        mkdir -p "$2/variants"
        for v in $(echo "$m" | awk '{ print $1 }' | uniq); do
            echo "$m" | awk -v v="$v" '$1 == v { print $2, $3 }' > "$2/variants/$v.files.new"
            if ! cmp -s "$2/variants/$v.files.new" "$2/variants/$v.files"; then
                chmod -R u+w "$2/variants/$v" 2> /dev/null || true
                rm -rf "$2/variants/$v"
                mv "$2/variants/$v.files.new" "$2/variants/$v.files"
            else
                rm -f "$2/variants/$v.files.new"
            fi
        done
        echo "$m" | awk '{ printf "%s/%s=%s ", $1, $2, $3 } END { print "" }' ;;
    *)
        sed -n '2,/^set -eu/p' "$0" | sed -e '$d' -e 's/^# \{0,1\}//' >&2
        exit 2 ;;
esac
