#!/bin/sh
# book_sync.sh [--check] [book/NN-chapter.md ...]
#
# The chapters in book/ quote the stage sources in two kinds of block, each
# introduced by a marker comment the reader does not see in the HTML:
#
#   <!-- excerpt: stages/03_rectangle_collisions/collision.c find_support_point -->
#   ```c
#   ...the item exactly as the item extractor prints it...
#   ```
#
#   <!-- diff: stages/02_x/game.c stages/03_y/game.c [ITEM] -->
#   ```diff
#   ...diff -u of the two files (or of ITEM in each), headers without dates...
#   ```
#
# The experiments' scene files are quoted the same way, as the shell
# heredoc a reader can paste (inside a sidebar each line starts with "> "):
#
#   cat > bounce.scene <<'EOF'
#   ...book/scenes/bounce.scene, line for line...
#   EOF
#
# book/scenes/ holds every such scene, and the figures of plots/plots.mk run
# those files, so a figure always shows the scene the chapter prints.
#
# Directly above each marker stands a caption line that names the file and
# the item and links to the file, so a reader of the page sees where the code
# comes from:
#
#   *Listing: `find_support_point` in [stages/.../collision.c](../stages/.../collision.c)*
#   *Diff: [stages/02_x/game.c](../stages/02_x/game.c) → [stages/03_y/game.c](...)*
#
# Without --check, every block and caption is rewritten from the sources
# (make book-sync); a chapter file is replaced only when it changes.  With
# --check (tools/book_check.sh, run by make test), nothing is written: each
# block, caption or scene that differs from the sources, names a file or
# item that no longer exists, or is malformed is reported as
#   book/CHAPTER.md:LINE: FILE ITEM: what is wrong
# and the exit status is 1; so is a TAB character anywhere outside the
# quoted blocks (book/CHAPTER.md:LINE: TAB character ...), which in these
# chapters is a backslash sequence such as \tfrac that lost its backslash.
# POSIX sh, awk and diff only.
set -eu
cd "$(dirname "$0")/.."

mode=sync
if [ "${1:-}" = "--check" ]; then mode=check; shift; fi
if [ $# -eq 0 ]; then
    set -- $(ls book/*.md 2>/dev/null || true)
fi
[ $# -eq 0 ] && { echo "book: no chapters in book/"; exit 0; }

# The item extractor shared with tools/lineage.sh: `awk -v item=NAME -f
# tools/c_code.awk -f tools/items.awk FILE` prints the item with the
# comment block above it.
extractor=tools/items.awk
tokenizer=tools/c_code.awk
[ -f "$extractor" ] && [ -f "$tokenizer" ] || { echo "book: $extractor or $tokenizer is missing" >&2; exit 2; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/book_sync.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM

status=0; total=0
for md in "$@"; do
    awk -v mode="$mode" -v extractor="$extractor" -v tokenizer="$tokenizer" -v tmp="$tmp" -v md="$md" '
    function q(s) { return "\047" s "\047" }
    function safe(s) { return s ~ /^[A-Za-z0-9_.\/-]+$/ }
    # Runs cmd, keeps its output lines in out[1..n] and returns n, or -1
    # when the command failed (its last line is then its exit status).
    function run(cmd,    l, n) {
        n = 0
        cmd = "{ " cmd "; } 2>/dev/null; echo \"@@status $?\""
        while ((cmd | getline l) > 0) out[++n] = l
        close(cmd)
        if (n == 0 || out[n] !~ /^@@status /) return -1
        st = substr(out[n], 10) + 0
        n--
        return st == 0 ? n : -1
    }
    function extract(file, item, dest,    n) {
        return run("awk -v item=" q(item) " -f " q(tokenizer) " -f " q(extractor) " " q(file) " > " q(dest))
    }
    function problem(msg) {
        printf "%s:%d: %s: %s\n", md, marker_line, what, msg | "cat 1>&2"
        failed = 1
    }
    function absent(f) {
        if (run("test -f " q(f)) >= 0) return 0
        problem("file " f " does not exist")
        return 1
    }
    function link(f) { return "[" f "](../" f ")" }
    # Fills want[1..nwant] with the block the marker asks for and sets
    # want_caption; returns 0 when it cannot (the reason is reported).
    function expected(kind, a, b, item,    n, i, fa, fb) {
        nwant = 0
        if (kind == "excerpt") {
            what = a " " b
            if (!safe(a) || !safe(b)) { problem("bad file or item name"); return 0 }
            if (absent(a)) return 0
            n = run("awk -v item=" q(b) " -f " q(tokenizer) " -f " q(extractor) " " q(a))
            if (n < 0) { problem("item " b " no longer exists in " a); return 0 }
            for (i = 1; i <= n; i++) want[++nwant] = out[i]
            want_caption = "*Listing: `" b "` in " link(a) "*"
            return 1
        }
        what = a " " b (item == "" ? "" : " " item)
        if (!safe(a) || !safe(b) || (item != "" && !safe(item))) { problem("bad file or item name"); return 0 }
        if (absent(a)) return 0
        if (absent(b)) return 0
        fa = a; fb = b
        if (item != "") {
            fa = tmp "/a"; fb = tmp "/b"
            if (extract(a, item, fa) < 0) { problem("item " item " no longer exists in " a); return 0 }
            if (extract(b, item, fb) < 0) { problem("item " item " no longer exists in " b); return 0 }
        }
        # diff exits 1 when the files differ; only 2 is trouble.
        n = run("diff -u " q(fa) " " q(fb) "; s=$?; [ $s -le 1 ]")
        if (n < 0) { problem("diff failed"); return 0 }
        if (n >= 2) {
            want[++nwant] = "--- " a (item == "" ? "" : " " item)
            want[++nwant] = "+++ " b (item == "" ? "" : " " item)
            for (i = 3; i <= n; i++) want[++nwant] = out[i]
        }
        want_caption = "*Diff: " (item == "" ? "" : "`" item "` in ") link(a) " → " link(b) "*"
        return 1
    }
    function is_caption(s) { return s ~ /^\*(Listing|Diff): / }
    # A scene heredoc: cat > NAME.scene <<'EOF', maybe inside a sidebar.
    function is_scene_heredoc(s,    t) {
        t = s; sub(/^> /, "", t)
        return t ~ /^cat > [A-Za-z0-9_.-]+\.scene <</ && substr(t, index(t, "<<") + 2) == "\047EOF\047"
    }
    # Checks (or rewrites) the heredoc that starts at line at against
    # book/scenes/NAME; returns the line of its closing EOF.
    function scene_block(at,    pre, name, file, end_at, k, n, line) {
        pre = substr(src[at], 1, 2) == "> " ? "> " : ""
        name = src[at]; sub(/^(> )?cat > /, "", name); sub(/ <<.*$/, "", name)
        file = "book/scenes/" name
        marker_line = at; what = file; blocks++
        end_at = 0
        for (k = at + 1; k <= NR; k++) if (src[k] == pre "EOF") { end_at = k; break }
        emit(src[at])
        if (!end_at) { problem("heredoc never closed by " pre "EOF"); return at }
        if (absent(file)) { for (k = at + 1; k <= end_at; k++) emit(src[k]); return end_at }
        n = run("cat " q(file))
        if (n < 0) { problem("cannot read " file); for (k = at + 1; k <= end_at; k++) emit(src[k]); return end_at }
        same = (end_at - at - 1 == n)
        for (k = 1; same && k <= n; k++) if (src[at + k] != quoted(pre, out[k])) same = 0
        if (!same && mode == "check")
            problem("the listing differs from the file (make book-sync copies the file in)")
        for (k = 1; k <= n; k++) emit(quoted(pre, out[k]))
        emit(src[end_at])
        return end_at
    }
    # A line inside a sidebar: "> text", or ">" alone for an empty line.
    function quoted(pre, s) { return pre == "" ? s : (s == "" ? ">" : pre s) }
    function emit(s) { text[++ntext] = s }

    { src[NR] = $0 }
    END {
        ntext = 0; failed = 0; blocks = 0
        for (i = 1; i <= NR; i++) {
            l = src[i]
            if (is_scene_heredoc(l)) { i = scene_block(i); continue }
            if (l !~ /^<!-- (excerpt|diff): .* -->$/) {
                # A TAB in the prose is almost always a lost backslash
                # ("\tfrac" typed through a shell that expanded \t).
                if (mode == "check" && index(l, "\t")) {
                    printf "%s:%d: TAB character in the text (a lost \\t?)\n", md, i | "cat 1>&2"
                    failed = 1
                }
                emit(l); continue
            }
            marker_line = i; blocks++
            spec = l; sub(/^<!-- /, "", spec); sub(/ -->$/, "", spec)
            kind = spec; sub(/:.*$/, "", kind)
            sub(/^[a-z]+: +/, "", spec)
            nf = split(spec, f, / +/)
            fence = kind == "excerpt" ? "```c" : "```diff"
            what = spec
            if ((kind == "excerpt" && nf != 2) || (kind == "diff" && nf != 2 && nf != 3)) {
                problem("marker wants " (kind == "excerpt" ? "FILE ITEM" : "FILE FILE [ITEM]")); emit(l); continue
            }
            if (src[i + 1] != fence) { problem("marker not followed by " fence); emit(l); continue }
            # The block as it stands: src[i+2 .. close-1].
            close_at = 0
            for (k = i + 2; k <= NR; k++) if (src[k] == "```") { close_at = k; break }
            if (!close_at) { problem("code block never closed"); emit(l); continue }
            ok = expected(kind, f[1], f[2], nf == 3 ? f[3] : "")
            if (!ok) {
                for (k = i; k <= close_at; k++) emit(src[k])
                i = close_at; continue
            }
            # Compare the caption and the block with what the sources give.
            have_caption = (ntext > 0 && is_caption(text[ntext])) ? text[ntext] : ""
            if (have_caption != want_caption) {
                if (mode == "check")
                    problem(have_caption == "" ? "no caption line above the marker" : "caption differs: want " want_caption)
            }
            same = (close_at - i - 2 == nwant)
            for (k = 1; same && k <= nwant; k++) if (src[i + 1 + k] != want[k]) { same = 0; diffat = k }
            if (!same && mode == "check") {
                if (!diffat) diffat = (close_at - i - 2 < nwant) ? close_at - i - 1 : nwant + 1
                problem((kind == "excerpt" ? "excerpt" : "diff") " differs from the sources at line " (i + 1 + diffat) " (run make book-sync)")
            }
            diffat = 0
            if (have_caption != "") ntext--
            else if (ntext > 0 && text[ntext] != "") emit("")
            emit(want_caption); emit(l); emit(fence)
            for (k = 1; k <= nwant; k++) emit(want[k])
            emit("```")
            i = close_at
        }
        if (mode == "sync") {
            for (k = 1; k <= ntext; k++) print text[k] > (tmp "/out.md")
            close(tmp "/out.md")
        }
        print blocks > (tmp "/blocks")
        exit failed
    }' "$md" || status=1
    read n < "$tmp/blocks" 2>/dev/null || n=0
    total=$((total + n))
    if [ "$mode" = sync ] && [ -f "$tmp/out.md" ]; then
        if ! cmp -s "$tmp/out.md" "$md"; then cp "$tmp/out.md" "$md"; echo "book-sync: rewrote $md"; fi
        rm -f "$tmp/out.md"
    fi
    rm -f "$tmp/blocks"
done

if [ "$mode" = check ]; then
    if [ $status -ne 0 ]; then
        echo "book_check: book/ has problems (see above); for quoted code that no longer matches the sources, run 'make book-sync' and reread the prose around it" >&2
        exit 1
    fi
    echo "book_check: $total quoted blocks in $# chapters match the sources"
else
    [ $status -ne 0 ] && { echo "book-sync: some blocks could not be synced (see above)" >&2; exit 1; }
    echo "book-sync: $total quoted blocks in $# chapters are up to date"
fi
