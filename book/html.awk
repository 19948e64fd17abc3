# book/html.awk - turns a chapter's Markdown into the Markdown pandoc
# makes its page from (book/book.mk runs it; the chapter itself stays as
# it reads on a code-hosting site):
#   * links to figures (../out/PATH) go to the copies in figures/PATH,
#     links to sources (../stages/, ../engine/, ../diagrams/, ../common/,
#     ../tests/, ../plots/, ../tools/) to the copies in src/, links to chapters
#     (NN-name.md) to their pages;
#   * a listing's or a diff's caption gets an anchor named after its item
#     (#ITEM, #diff-ITEM; the first of a name in the page wins), and the
#     item's name in it links to that anchor, so a listing can be linked;
#   * a sidebar ("> **Sidebar: TITLE.** text") gets a heading of its own
#     above its box, so it appears in the page's contents;
#   * with -v stage=NN (chapters 01-11), the stage runs live below the
#     chapter's "Stage:" line (out/web/stageNN.html in a frame), and every
#     experiment's scene file (a `cat > NAME.scene <<'EOF'` block) is
#     followed by a link that runs it live (in chapters 09-11, on the
#     preset its "## " section names, if it names one);
#   * a line of its own, between blank lines,
#         <!-- live: PROGRAM SCENE -->
#     becomes a frame that runs PROGRAM (stageNN or a preset's
#     variant_NAME, one of
#     -v programs) on SCENE (a book scene, book/scenes/SCENE.scene, or one
#     the pages make themselves; both in -v scenes) with no keys, and a
#     caption that says so and links its own page; an unknown PROGRAM or
#     SCENE, or a marker not on its own, stops the build (status 2) with
#     the chapter's file and line;
#   * with -v chapter=09, 10 or 11, each preset's "### What the runs
#     show" gets a link to that preset's live page
#     (out/web/variant_NAME.html), NAME being the first preset its "## "
#     section names as tests/variants/NAME, unless the section runs a
#     frame of its own.
# The frames' captions hold command-line options in code spans: pandoc's
# smart punctuation would turn a bare "--script" into an en dash.
function slug(s) {
    s = tolower(s); gsub(/[^a-z0-9]+/, "-", s); gsub(/^-|-$/, "", s); return s
}

function fail(at, message) {
    printf "%s:%d: %s\n", FILENAME, at, message > "/dev/stderr"
    failed = 1
    exit 2
}

# Before the first line: the programs and scenes a frame may name, each
# preset's title and chapter (its PRESET line in engine/presets.h), and
# which "## " sections hold a frame, so that their "Run NAME live" link
# is left out.
BEGIN {
    n = split(programs, a, " ")
    for (i = 1; i <= n; i++) known_program[a[i]] = 1
    n = split(scenes, a, " ")
    for (i = 1; i <= n; i++) known_scene[a[i]] = 1
    # PRESET(NAME, CHAPTER, PARENT, "Title", "idea") \
    while ((getline l < "engine/presets.h") > 0) {
        if (l !~ /^[ \t]*PRESET\([a-z0-9_]+, *[0-9]+,/) continue
        sub(/^[ \t]*PRESET\(/, "", l)
        n = split(l, a, ",")
        gsub(/ /, "", a[2])
        t = substr(l, index(l, "\"") + 1)
        t = substr(t, 1, index(t, "\"") - 1)
        v_chapter[a[1]] = a[2]
        v_title[a[1]] = t
    }
    close("engine/presets.h")
    if (ARGC > 1) {
        f = 0; sec = 0
        while ((getline l < ARGV[1]) > 0) {
            if (l ~ /^```/) f = !f
            if (f) continue
            if (l ~ /^## /) sec++
            if (l ~ /^<!-- live:/) has_frame[sec] = 1
        }
        close(ARGV[1])
    }
}

END {
    if (!failed && frame_line && frame_line == NR)
        fail(frame_line, "a <!-- live: PROGRAM SCENE --> marker needs a blank line after it")
    if (failed) exit 2
}

{
    line = $0
    if (line ~ /^```/) fence = !fence
    if (!fence && line ~ /^## /) section++
    if (!fence && line ~ /<!-- live:/) {
        live_frame(line)
        prev_blank = 0
        frame_line = NR
        next
    }
    if (frame_line && NR == frame_line + 1 && line !~ /^[ \t]*$/)
        fail(frame_line, "a <!-- live: PROGRAM SCENE --> marker needs a blank line after it")
    if (!fence) {
        gsub(/\]\(\.\.\/out\//, "](figures/", line)
        gsub(/\]\(\.\.\/stages\//, "](src/stages/", line)
        gsub(/\]\(\.\.\/common\//, "](src/common/", line)
        gsub(/\]\(\.\.\/tests\//, "](src/tests/", line)
        gsub(/\]\(\.\.\/plots\//, "](src/plots/", line)
        gsub(/\]\(\.\.\/tools\//, "](src/tools/", line)
        gsub(/\]\(\.\.\/engine\//, "](src/engine/", line)
        gsub(/\]\(\.\.\/diagrams\//, "](src/diagrams/", line)
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
            if (v in v_title) variant = v
        }
        if (line ~ /^### What the runs show/ && variant != "" && !has_frame[section]) {
            print ""
            print "[Run " variant " live](../web/variant_" variant ".html) (" (chapter == "09" ? "stage 8" : "its parent") " with this one idea, its keys and the book's experiments)"
        }
    }
    if (line ~ /^\*Stage: `stages\//) want_frame = 1
    if (want_frame && line ~ /^[ \t]*$/) {
        want_frame = 0
        print "::: live"
        print "<iframe src=\"../web/stage" stage ".html?embed=1\" title=\"stage " stage ", live\" width=\"860\" height=\"680\" loading=\"lazy\"></iframe>"
        print ""
        print "The stage of this chapter, live: click into it, then use its keys (listed beside it; Esc or a click on the picture gives them back to it). Save keys keeps what you typed as a key script the stage replays with `--script`; Link gives an address that reopens this moment. [Open it on its own page](../web/stage" stage ".html)."
        print ":::"
        print ""
    }
    if (match(line, /cat > [a-z_]+\.scene <<'EOF'/)) {
        scene = substr(line, RSTART + 6, RLENGTH - 20)
        quoted = (line ~ /^>/)
    }
    if (scene != "" && line ~ /^(> )?```[ \t]*$/ && saw_eof) {
        q = quoted ? "> " : ""
        print q
        if (variant != "")
            print q "[Run this live](../web/variant_" variant ".html#scene=" scene "&script=none) (preset " variant ", the scene above, no keys)"
        else
            print q "[Run this live](../web/stage" stage ".html#scene=" scene "&script=none) (stage " stage ", the scene above, no keys)"
        scene = ""; saw_eof = 0
    } else if (scene != "" && line ~ /^(> )?EOF[ \t]*$/) saw_eof = 1
}

# A frame a chapter asks for: "<!-- live: PROGRAM SCENE -->" on a line of
# its own, between blank lines.
function live_frame(line,    w, n, program, scene, what, where, name, url) {
    if (line !~ /^<!-- live: [^ ]+ [^ ]+ -->$/)
        fail(NR, "a frame is a line of its own: <!-- live: PROGRAM SCENE -->")
    if (!prev_blank)
        fail(NR, "a <!-- live: PROGRAM SCENE --> marker needs a blank line before it")
    n = split(line, w, " ")
    program = w[3]; scene = w[4]
    if (!(program in known_program))
        fail(NR, "unknown program '" program "' in the live frame (stageNN or variant_NAME: " programs ")")
    if (!(scene in known_scene))
        fail(NR, "unknown scene '" scene "' in the live frame (book/scenes/NAME.scene or one the pages make: " scenes ")")
    if (program ~ /^variant_/) {
        name = substr(program, 9)
        what = "Preset `" name "` (" v_title[name] ", " (v_chapter[name] == "09" || v_chapter[name] == "9" ? "stage 8" : "its parent") " with this one idea)"
    } else
        what = "Stage " substr(program, 6)
    if (scene ~ /^pile_[0-9]+$/)
        where = "the benchmark's pile of " substr(scene, 6) " shapes (`awk -v n=" substr(scene, 6) " -f bench/pile.awk`)"
    else if (scene == "brick_pile")
        where = "the brick pile of `plots/brick_pile.awk`"
    else if (scene == "pyramid")
        where = "chapter 10's pyramid (`pyramid.scene`)"
    else
        where = "`book/scenes/" scene ".scene`"
    url = "../web/" program ".html"
    print "::: live"
    print "<iframe src=\"" url "?embed=1#scene=" scene "&script=none\" title=\"" program " on " scene ", live\" width=\"860\" height=\"680\" loading=\"lazy\"></iframe>"
    print ""
    print what " live on " where ", no keys played: click into it, then use its keys (listed beside it; Esc or a click on the picture gives them back to it). Save keys keeps what you typed as a key script the program replays with `--script`. [Open it on its own page](" url "#scene=" scene "&script=none)."
    print ":::"
}
