# kit_chapter.awk - a chapter of the book as a kit hands it out: it names
# only what the kit has.
#
#   awk -v nn=NN -v mm=MM -v names=FILE -v kitfiles=FILE -v chapters="A.md B.md" \
#       -v own=NN-name.md -v pairs="file.c:fn ..." -v hidden=FILE -f kit_chapter.awk CHAPTER
#
# nn is the kit's stage, mm the chapter's (mm <= nn); names lists "NN
# dirname" for every stage; kitfiles every file of the kit, from its top;
# chapters the chapters the kit holds; pairs the kit's assigned functions
# (their listings are left out of the kit's own chapter, mm == nn); hidden
# the names of the tests held back.  What changes:
#   - the "*Stage: ...*" line says where the stage is in the kit;
#   - an earlier chapter's "Running the stage" is a note: the kit's program
#     is stage nn's, which runs its own scene (chapter nn describes it);
#   - "The assignment kit of this chapter" paragraph goes (the teacher's);
#   - the listing of an assigned function is a note saying what to write,
#     where, and that the formulas are in the section around it; its diff
#     (or the whole file's, when the file holds one) goes likewise;
#   - `make test-stageMM` is `make test`, build/stageMM (MM <= NN) is
#     build/stageNN;
#   - stages/MM_name/FILE is the kit's FILE; a link to a file or chapter
#     the kit does not have keeps its text and loses the link;
#   - the workbook's commands (diff -ru of two stages, the diagram
#     program) are named in words;
#   - a held-back test is "a test your teacher kept back";
#   - <!-- kit-omit --> ... <!-- /kit-omit --> is left out and
#     <!-- kit: TEXT --> ... <!-- /kit --> becomes TEXT (the book's own
#     words for a kit, where no rule above will do).
# Plain awk (mawk).

function has(path) { return path in kit }
function chapter_in_kit(f) { return index(" " chapters " ", " " f " ") > 0 }
function assigned(file, fn) { return index(" " pairs " ", " " file ":" fn " ") > 0 }
function stubbed_file(file) { return index(" " pairs " ", " " file ":") > 0 }
function num(s) { sub(/^0/, "", s); return s }
function slug(s) { s = tolower(s); gsub(/[^a-z0-9 _.-]/, "", s); gsub(/ /, "-", s); sub(/^[^a-z]*/, "", s); return s }

# One link [text](target): kept, pointed at the kit's copy, or text alone.
function link(text, target,    path, anchor, f) {
    anchor = ""; path = target
    if (text ~ /^`?stages\/[0-9][0-9]_[a-z_]+\/[A-Za-z0-9_.]+`?$/ && substr(text, index(text, "stages/") + 7, 2) <= nn)
        sub(/stages\/[0-9][0-9]_[a-z_]+\//, "", text)
    if (index(path, "#")) { anchor = substr(path, index(path, "#")); path = substr(path, 1, index(path, "#") - 1) }
    if (path == "" || path ~ /^[a-z]+:/) return "[" text "](" target ")"
    if (path ~ /^[0-9][0-9]-[A-Za-z0-9-]*\.md$/) return chapter_in_kit(path) ? "[" text "](" target ")" : text
    if (path ~ /^\.\.\/stages\/[^\/]+\//) {       # an earlier stage's file is the kit's; a later one's is not
        f = path; sub(/^\.\.\/stages\/[^\/]+\//, "", f)
        return (substr(path, 11, 2) <= nn && has(f)) ? "[" text "](../" f anchor ")" : text
    }
    if (path ~ /^\.\.\//) { f = substr(path, 4); return has(f) ? "[" text "](" target ")" : text }
    return "[" text "](" target ")"
}

# The kit's own words: <!-- kit-omit -->...<!-- /kit-omit --> goes and
# <!-- kit: TEXT -->...<!-- /kit --> becomes TEXT, within a line or
# across lines (the whole chapter is one string here).
function kit_words(s,    t, j, k, u, close_tag) {
    close_tag = "<!-- /kit-omit -->"
    while ((j = index(s, "<!-- kit-omit -->")) > 0) {
        t = substr(s, j); u = index(t, close_tag)
        if (!u) break
        s = substr(s, 1, j - 1) substr(t, u + length(close_tag))
    }
    close_tag = "<!-- /kit -->"
    while ((j = index(s, "<!-- kit: ")) > 0) {
        t = substr(s, j); u = index(t, close_tag)
        if (!u) break
        k = index(t, " -->")
        s = substr(s, 1, j - 1) substr(t, 11, k - 11) substr(t, u + length(close_tag))
    }
    return s
}

function rewrite(s,    out, t, u, i, j, k, text, target, m, d) {
    gsub(/make test-stage[0-9][0-9]/, "make test", s)
    # an earlier stage's program is the kit's (a later stage's stays, and
    # tools/book_refs.sh says so)
    out = ""
    while (match(s, /build\/stage[0-9][0-9]/)) {
        t = substr(s, RSTART + 11, 2)
        out = out substr(s, 1, RSTART - 1) "build/stage" (t <= nn ? nn : t)
        s = substr(s, RSTART + RLENGTH)
    }
    s = out s
    # the workbook's commands, in words
    while (match(s, /`diff -r[uq] stages\/[0-9][0-9]_\* stages\/[0-9][0-9]_\*`/)) {
        t = substr(s, RSTART, RLENGTH); m = t; sub(/^`diff -r[uq] stages\//, "", m)
        u = (RSTART == 1 && starts) || substr(s, RSTART - 2, 2) == ". " ? "The" : "the"
        s = substr(s, 1, RSTART - 1) u " workbook's diff of stages " num(substr(m, 1, 2)) " and " num(substr(t, length(t) - 4, 2)) substr(s, RSTART + RLENGTH)
    }
    gsub(/ \(`diagrams\/[a-z_]+\.c`\)/, "", s)
    gsub(/, drawn by `diagrams\/[a-z_]+\.c` on every `make demo`/, "", s)
    gsub(/`diagrams\/[a-z_]+\.c`/, "the workbook's diagram program", s)
    # inline paths into the stages up to the kit's (a later stage's stay,
    # and tools/book_refs.sh says so)
    out = ""
    while (match(s, /`stages\/[0-9][0-9]_[a-z_]+\/[A-Za-z0-9_.]+`/)) {
        t = substr(s, RSTART + 1, RLENGTH - 2)
        if (substr(t, 8, 2) <= nn) { sub(/^stages\/[^\/]+\//, "", t); out = out substr(s, 1, RSTART - 1) "`" t "`" }
        else out = out substr(s, 1, RSTART + RLENGTH - 1)
        s = substr(s, RSTART + RLENGTH)
    }
    s = out s; out = ""
    while (match(s, /`stages\/[0-9][0-9]_[a-z_]+\/?`/)) {
        t = substr(s, RSTART + 8, 2)
        out = out substr(s, 1, RSTART - 1) (t > nn ? substr(s, RSTART, RLENGTH) : t == nn ? "this kit" : "stage " num(t) " (inside this kit's stage " num(nn) ")")
        s = substr(s, RSTART + RLENGTH)
    }
    s = out s
    # held-back tests
    for (k in held) while (match(s, "`" k "`")) s = substr(s, 1, RSTART - 1) "a test your teacher kept back" substr(s, RSTART + RLENGTH)
    # links (not images)
    out = ""
    while (match(s, /\[[^]]*\]\([^)]*\)/)) {
        if (RSTART > 1 && substr(s, RSTART - 1, 1) == "!") { out = out substr(s, 1, RSTART + RLENGTH - 1); s = substr(s, RSTART + RLENGTH); continue }
        t = substr(s, RSTART, RLENGTH); i = index(t, "]("); text = substr(t, 2, i - 2); target = substr(t, i + 2, length(t) - i - 2)
        out = out substr(s, 1, RSTART - 1) link(text, target)
        s = substr(s, RSTART + RLENGTH)
    }
    return out s
}

BEGIN {
    own_chapter = own
    while ((getline l < kitfiles) > 0) kit[l] = 1
    while ((getline l < names) > 0) { split(l, w, " "); dir[w[1]] = w[2] }
    if (hidden != "") while ((getline l < hidden) > 0) if (l != "") held[l] = 1
    if (sections != "") while ((getline l < sections) > 0) { t = index(l, "\t"); if (t) section[substr(l, 1, t - 1)] = substr(l, t + 1) }
    stage = dir[mm]
}

{ all = all $0 "\n" }

END {
    all = kit_words(all)
    n = split(all, src, "\n"); if (src[n] == "") n--
    for (i = 1; i <= n; i++) {
        line = src[i]
        # the stage line under the title, up to the line that closes its *...*
        if (!header_done && line ~ /^\*Stage: /) {
            while (i < n && src[i] !~ /\*[ \t]*$/) i++
            if (mm == nn) print "*Stage " num(nn) " is this kit: its sources at the top of the kit, the program `build/stage" nn "`, the tests in `tests/` (this stage's and every earlier one's)*"
            else print "*Stage " num(mm) "'s code is part of this kit's stage " num(nn) "; its tests are in `tests/" dir[mm] "/`*"
            header_done = 1; continue
        }
        if (line ~ /^```/) fence = !fence
        # an earlier chapter's run: the kit has only stage nn's program
        if (mm != nn && !fence && line ~ /^## Running the stage/) {
            print line; print ""
            print "*This kit's program is stage " num(nn) "'s, `build/stage" nn "`, which runs stage " num(nn) \
                "'s own scene and key script; " (chapter_in_kit(own_chapter) ? "[chapter " num(nn) "](" own_chapter ")" : "chapter " num(nn)) " describes that run.*"
            print ""
            while (i < n && !(src[i + 1] ~ /^## /)) { i++; if (src[i] ~ /^```/) fence = !fence }
            fence = 0
            continue
        }
        # the teacher's paragraph about the kit
        if (!fence && line ~ /^The assignment kit of this chapter/) { while (i < n && src[i + 1] !~ /^[ \t]*$/) i++; i++; continue }
        # the listing of an assigned function, the diff of its file (this kit's chapter)
        if (!fence && line ~ /^\*(Listing|Diff): / && i < n && mm == nn) {
            mark = src[i + 1]; dropit = 0
            if (mark ~ /^<!-- excerpt: /) {
                split(mark, w, " "); path = w[3]; fn = w[4]; file = path; sub(/.*\//, "", file)
                if (index(path, "stages/" stage "/") == 1 && assigned(file, fn)) {
                    print "> *The listing of `" fn "` is left out of this kit: writing it is your assignment."
                    print "> Its stub in `" file "` says what it must do, and the formulas are in"
                    print "> [" (fn in section ? section[fn] : "this chapter") "](#" (fn in section ? slug(section[fn]) : "") ").*"
                    dropit = 1
                }
            } else if (mark ~ /^<!-- diff: /) {
                split(mark, w, " "); path = w[4]; file = path; sub(/.*\//, "", file); fn = (w[5] == "-->" ? "" : w[5])
                if (index(path, "stages/" stage "/") == 1 && (fn == "" ? stubbed_file(file) : assigned(file, fn))) {
                    print "> *The diff of `" file "` from the stage before is left out of this kit: it"
                    print "> shows the code you write.*"
                    dropit = 1
                }
            }
            if (dropit) {
                i += 3                                   # past the marker and the opening fence
                while (i < n && src[i] !~ /^```/) i++    # to the closing fence
                continue
            }
        }
        # the workbook's own markers (for tools/book_check.sh, the TODOs) stay behind
        if (!fence && line ~ /^<!-- (excerpt|diff|formula): .*-->[ \t]*$/) continue
        starts = prev ~ /^[ \t]*$/ || prev ~ /[.:!?][ \t]*$/
        print rewrite(line)
        prev = line
    }
}
