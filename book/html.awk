# book/html.awk - turns a chapter's Markdown into the Markdown pandoc
# makes its page from (book/book.mk runs it; the chapter itself stays as
# it reads on a code-hosting site):
#   * links to figures (../out/PATH) go to the copies in figures/PATH,
#     links to sources (../stages/, ../common/, ../tests/, ../plots/,
#     ../tools/) to the copies in src/, links to chapters (NN-name.md) to
#     their pages;
#   * a listing's or a diff's caption gets an anchor named after its item
#     (#ITEM, #diff-ITEM; the first of a name in the page wins), and the
#     item's name in it links to that anchor, so a listing can be linked;
#   * a sidebar ("> **Sidebar: TITLE.** text") gets a heading of its own
#     above its box, so it appears in the page's contents;
#   * with -v stage=NN (chapters 01-10), the stage runs live below the
#     chapter's "Stage:" line (out/web/stageNN.html in a frame), and every
#     experiment's scene file (a `cat > NAME.scene <<'EOF'` block) is
#     followed by a link that runs it live;
#   * with -v chapter=09, 10 or 11, each variant's "### What the runs
#     show" gets a link to that variant's live page
#     (out/web/variant_NAME.html), NAME being the first variants/NAME its
#     "## " section names.
function slug(s) {
    s = tolower(s); gsub(/[^a-z0-9]+/, "-", s); gsub(/^-|-$/, "", s); return s
}
{
    line = $0
    if (line ~ /^```/) fence = !fence
    if (!fence) {
        gsub(/\]\(\.\.\/out\//, "](figures/", line)
        gsub(/\]\(\.\.\/stages\//, "](src/stages/", line)
        gsub(/\]\(\.\.\/common\//, "](src/common/", line)
        gsub(/\]\(\.\.\/tests\//, "](src/tests/", line)
        gsub(/\]\(\.\.\/plots\//, "](src/plots/", line)
        gsub(/\]\(\.\.\/tools\//, "](src/tools/", line)
        out = ""
        while (match(line, /\]\([0-9][0-9]-[A-Za-z0-9-]*\.md/)) {
            out = out substr(line, 1, RSTART + RLENGTH - 4) ".html"
            line = substr(line, RSTART + RLENGTH)
        }
        line = out line
        if (match(line, /^\*(Listing|Diff): `[A-Za-z0-9_]+`/)) {
            kind = substr(line, 2, index(line, ":") - 2)
            item = substr(line, index(line, "`") + 1)
            item = substr(item, 1, index(item, "`") - 1)
            id = (kind == "Diff" ? "diff-" : "") item
            if (!(id in seen)) {
                seen[id] = 1
                sub(/`[A-Za-z0-9_]+`/, "[`" item "`](#" id ")", line)
                line = "[]{#" id "}" line
            }
        }
        if (prev_blank && match(line, /^> \*\*Sidebar: [^*]*\*\*/)) {
            title = substr(line, 14, RLENGTH - 15)
            sub(/\.$/, "", title)
            rest = substr(line, RLENGTH + 1)
            sub(/^ +/, "", rest)
            print "### Sidebar: " title " {#sidebar-" slug(title) " .sidebar}"
            print ""
            line = (rest == "") ? ">" : "> " rest
        }
    }
    print line
    prev_blank = (line ~ /^[ \t]*$/)
    live_blocks(line)
}

# The live stage under the "Stage:" paragraph, and "run this live" after
# each experiment's scene file (the closing fence after its EOF line).
function live_blocks(line,    q, v) {
    if (stage == "") return
    if (chapter == "09" || chapter == "10" || chapter == "11") {
        if (line ~ /^## /) variant = ""
        if (variant == "" && match(line, /variants\/[a-z0-9_]+/)) {
            v = substr(line, RSTART + 9, RLENGTH - 9)
            if ((getline junk < ("variants/" v "/MANIFEST")) > 0) variant = v
            close("variants/" v "/MANIFEST")
        }
        if (line ~ /^### What the runs show/ && variant != "") {
            print ""
            print "[Run " variant " live](../web/variant_" variant ".html) (" (chapter == "09" ? "stage 8" : "the step before it") " with this one change, its keys and the book's experiments)"
        }
    }
    if (line ~ /^\*Stage: `stages\//) want_frame = 1
    if (want_frame && line ~ /^[ \t]*$/) {
        want_frame = 0
        print "<div class=\"live\"><iframe src=\"../web/stage" stage ".html?embed=1\" title=\"stage " stage ", live\" width=\"860\" height=\"650\" loading=\"lazy\"></iframe>"
        print "<p>The stage of this chapter, live: click into it, then use its keys (listed beside it; Esc or a click on the picture gives them back to it). Save keys keeps what you typed as a key script the stage replays with --script; Link gives an address that reopens this moment. <a href=\"../web/stage" stage ".html\">Open it on its own page</a>.</p></div>"
        print ""
    }
    if (match(line, /cat > [a-z_]+\.scene <<'EOF'/)) {
        scene = substr(line, RSTART + 6, RLENGTH - 20)
        quoted = (line ~ /^>/)
    }
    if (scene != "" && line ~ /^(> )?```[ \t]*$/ && saw_eof) {
        q = quoted ? "> " : ""
        print q
        print q "[Run this live](../web/stage" stage ".html#scene=" scene "&script=none) (stage " stage ", the scene above, no keys)"
        scene = ""; saw_eof = 0
    } else if (scene != "" && line ~ /^(> )?EOF[ \t]*$/) saw_eof = 1
}
