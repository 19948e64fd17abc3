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
#     above its box, so it appears in the page's contents.
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
}
