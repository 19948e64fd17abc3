#!/bin/sh
# book_refs.sh KIT - does the kit's book name only what the kit has?
#
# For every page of KIT/book (the Markdown and its HTML):
#   - every link and image resolves inside the kit, anchors included
#     (<a id=...>, {#...}, a heading's id, a listing's anchor);
#   - every `make TARGET` (in code, inline or fenced) is a target of the
#     kit's Makefile;
#   - every path it names (a/b/c, or a .c, .h, .md, .scene, .txt, .csv or
#     .gp file) exists in the kit, is built by it (build/..., and the only
#     program is build/stageNN, the kit's stage), is written by a command
#     above it in the same block (--trace, --snapshot, --plot-data, >), or,
#     in an exercise, is a file to create in a directory the kit has;
#   - every test of the workbook it names is a test of the kit.
# Prints one line per dangling reference; exit status 1 if there is any.
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
kit=$(cd "$1" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
(cd "$kit" && find . -type f -o -type d | sed 's|^\./||') | sort -u > "$tmp/files"
(cd "$kit" && make -pRrq -f Makefile 2>/dev/null | awk -F: '/^[a-zA-Z][a-zA-Z0-9_-]*:/ && !/=/ { print $1 }') | sort -u > "$tmp/targets"
grep -rhoE 'START_TEST\([a-z_0-9]+' "$top"/tests 2>/dev/null | sed 's/START_TEST(//' | sort -u > "$tmp/alltests"
grep -rhoE 'START_TEST\([a-z_0-9]+' "$kit"/tests 2>/dev/null | sed 's/START_TEST(//' | sort -u > "$tmp/kittests"
bad=0
for md in "$kit"/book/*.md; do
    page=book/$(basename "$md")
    # anchors of every page: explicit ids, listing anchors, heading ids
    for p in "$kit"/book/*.md; do
        awk -v page="book/$(basename "$p")" '
            function slug(s) { s = tolower(s); gsub(/[^a-z0-9 _.-]/, "", s); gsub(/ /, "-", s); sub(/^[^a-z]*/, "", s); return s }
            { s = $0; while (match(s, /<a id="[^"]*"/)) { print page "#" substr(s, RSTART + 7, RLENGTH - 8); s = substr(s, RSTART + RLENGTH) } }
            { s = $0; while (match(s, /\{#[A-Za-z0-9_-]+/)) { print page "#" substr(s, RSTART + 2, RLENGTH - 2); s = substr(s, RSTART + RLENGTH) } }
            /^```/ { fence = !fence }
            !fence && /^#+ / { h = $0; sub(/^#+ /, "", h); print page "#" slug(h) }
            !fence && /^\*(Listing|Diff): `[A-Za-z0-9_]+`/ { i = substr($0, index($0, "`") + 1); i = substr(i, 1, index(i, "`") - 1); print page "#" (/^\*Diff/ ? "diff-" : "") i }
            !fence && /^> \*\*Sidebar: / { t = $0; sub(/^> \*\*Sidebar: /, "", t); sub(/\*\*.*/, "", t); sub(/\.$/, "", t); print page "#sidebar-" slug(t) }' "$p"
    done | sort -u > "$tmp/anchors"
    prog=$(sed -n 's/^STAGE_NAME := //p' "$kit/Makefile")
    awk -v page="$page" -v prog="$prog" -v files="$tmp/files" -v anchors="$tmp/anchors" -v targets="$tmp/targets" \
        -v alltests="$tmp/alltests" -v kittests="$tmp/kittests" '
        function problem(what) { print page ":" NR ": " what; bad = 1 }
        function norm(p,    n, i, out, parts) {          # a/./b/../c -> a/c
            n = split(p, parts, "/"); out = ""; k = 0
            for (i = 1; i <= n; i++) {
                if (parts[i] == "." || parts[i] == "") continue
                if (parts[i] == "..") { if (k > 0) k--; else return "../" p; continue }
                st[++k] = parts[i]
            }
            for (i = 1; i <= k; i++) out = out (i > 1 ? "/" : "") st[i]
            return out
        }
        function exists(p) { return p in have }
        function check_link(t,    path, anchor, f) {
            if (t ~ /^[a-z]+:/ || t == "") return
            anchor = ""; path = t
            if (index(path, "#")) { anchor = substr(path, index(path, "#") + 1); path = substr(path, 1, index(path, "#") - 1) }
            f = (path == "") ? page : norm("book/" path)
            if (!exists(f)) { problem("link to " t ": the kit has no " f); return }
            if (anchor != "" && f ~ /\.md$/ && !((f "#" anchor) in anchor_ok)) problem("link to " t ": " f " has no anchor #" anchor)
        }
        function check_path(p, ctx,    q, d) {
            sub(/[.,;:)]+$/, "", p); sub(/\/$/, "", p)
            if (p ~ /^(https?|mailto):/ || p ~ /^\// || p ~ /[*$<>{}]/ || p == "") return
            if (p ~ /^build\/stage[0-9][0-9]/ && substr(p, 1, 13) != "build/" prog) { problem("names " p ", but the kit'"'"'s program is build/" prog); return }
            if (p ~ /^build\//) return                            # built by the kit
            if (p in written) return                              # written by a command above
            if (p ~ /^\.\.\//) p = norm("book/" p)
            if (exists(p) || exists("book/" p)) return
            if (p !~ /\//) { if ((p in base) || exercises) return; problem("names " p ", which the kit does not have"); return }
            d = p; sub(/\/[^\/]*$/, "", d)
            if (exercises && exists(d)) return                    # a file the exercise asks for
            problem("names " p ", which the kit does not have")
        }
        function is_path(w) {
            if (w ~ /^-/ || w ~ /=/) return 0
            if (w ~ /^(stages|tests|common|book|build|out|plots|diagrams|assignments|tools|web|bench|engine|mutants|fuzz|grading)(\/|$)/) return 1
            if (w ~ /^\.\.\//) return 1
            return w ~ /^[A-Za-z0-9_.\/-]+\.(c|h|md|scene|txt|csv|gp|mk|sh)$/
        }
        # the words of a command line: paths, make targets; what it writes is fine
        function check_command(s, ctx,    n, w, i, outarg) {
            n = split(s, w, /[ \t|;&()]+/)
            for (i = 1; i <= n; i++) {
                if (w[i] == "") continue
                if (w[i] == "make") {
                    for (j = i + 1; j <= n && (w[j] ~ /^-/ || w[j] ~ /=/); j++) ;
                    if (j <= n && w[j] ~ /^[a-z][a-z0-9_-]*$/ && !(w[j] in target)) problem("runs make " w[j] ", which the kit Makefile does not have")
                    i = j; continue
                }
                if (w[i] ~ /^(--trace|--snapshot|--plot-data|-o|>|>>|tee)$/) { i++; written[w[i]] = 1; continue }
                if (w[i] ~ /^>/) continue
                if (w[i] ~ /^[a-z_0-9]+$/ && (w[i] in all) && !(w[i] in mine)) problem("names the test " w[i] ", which the kit does not have")
                if (is_path(w[i])) check_path(w[i], ctx)
            }
        }
        BEGIN {
            while ((getline l < files) > 0) { have[l] = 1; b = l; sub(/.*\//, "", b); base[b] = 1 }
            while ((getline l < anchors) > 0) anchor_ok[l] = 1
            while ((getline l < targets) > 0) target[l] = 1
            while ((getline l < alltests) > 0) all[l] = 1
            while ((getline l < kittests) > 0) mine[l] = 1
        }
        /^```/ { fence = !fence; lang = $0; if (fence) for (k in written) delete written[k]; next }
        /^## / && !fence { exercises = ($0 ~ /^## Exercises/) }
        fence { if (lang ~ /sh|console/ || $0 ~ /^\$ /) { c = $0; sub(/^\$ /, "", c); sub(/#.*/, "", c); check_command(c, "code") } ; next }
        {
            s = $0
            gsub(/<!--.*-->/, "", s)            # comments are not read
            # links and images
            t = s
            while (match(t, /\]\([^) ]*\)/)) { check_link(substr(t, RSTART + 2, RLENGTH - 3)); t = substr(t, RSTART + RLENGTH) }
            # inline code: commands, paths, test names
            t = s
            while (match(t, /`[^`]+`/)) { check_command(substr(t, RSTART + 1, RLENGTH - 2), "inline"); t = substr(t, RSTART + RLENGTH) }
            # prose: the workbook-only directories, test names
            t = s; gsub(/`[^`]*`/, "", t); gsub(/\]\([^)]*\)/, "]", t)
            if (match(t, /(^|[ (])(stages|engine|diagrams|assignments|mutants|fuzz|bench|web)\/[A-Za-z0-9_.\/*-]*/)) problem("names " substr(t, RSTART, RLENGTH) ", which the kit does not have")
            n = split(t, w, /[^a-z_0-9]+/)
            for (i = 1; i <= n; i++) if ((w[i] in all) && !(w[i] in mine) && w[i] ~ /_.*_/) problem("names the test " w[i] ", which the kit does not have")
        }
        END { exit bad }' "$md" || bad=1
    html=${md%.md}.html
    if [ ! -f "$html" ]; then echo "$page: no HTML page $(basename "$html")"; bad=1; continue; fi
    # The HTML page's own links and images.
    grep -oE '(href|src)="[^"#][^"]*"' "$html" | sed -E 's/^(href|src)="//; s/"$//; s/#.*//' | sort -u | while read -r t; do
        case $t in http:*|https:*|mailto:*|data:*) continue ;; esac
        f=$(cd "$kit/book" && realpath -m --relative-to="$kit" "$t" 2>/dev/null || echo "$t")
        [ -e "$kit/$f" ] || echo "book/$(basename "$html"): links to $t, which the kit does not have"
    done > "$tmp/html"
    [ -s "$tmp/html" ] && { cat "$tmp/html"; bad=1; }
done
exit $bad
