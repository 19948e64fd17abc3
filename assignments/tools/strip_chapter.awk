# strip_chapter.awk - the chapter as a kit hands it out: the listings of
# the functions the student writes are left out, and so are the diffs of
# the files that hold them (they show the same code).
#   awk -v stage=NN_name -v pairs="file.c:fn file.c:fn2" -f strip_chapter.awk CHAPTER
# A listing is the fenced block after "<!-- excerpt: stages/S/FILE ITEM -->",
# a diff the fenced block after "<!-- diff: A B -->".  Plain awk (mawk).
function assigned(file, fn) { return index(" " pairs " ", " " file ":" fn " ") > 0 }
function stubbed_file(file) { return index(" " pairs " ", " " file ":") > 0 }
drop == 1 && /^```/ { drop = 2; next }            # the opening fence
drop == 2 { if ($0 ~ /^```/) drop = 0; next }     # up to the closing one
/^<!-- excerpt: / {
    split($0, w, " "); path = w[3]; fn = w[4]; file = path; sub(/.*\//, "", file)
    if (index(path, "stages/" stage "/") == 1 && assigned(file, fn)) {
        print "> *The listing of `" fn "` is left out of this kit: writing it is your"
        print "> assignment (see the TODO in `" file "`).*"
        drop = 1; next
    }
}
/^<!-- diff: / {
    split($0, w, " "); path = w[4]; file = path; sub(/.*\//, "", file)
    if (index(path, "stages/" stage "/") == 1 && stubbed_file(file)) {
        print "> *The diff of `" file "` against the stage before is left out of this kit:"
        print "> it shows the code you write.*"
        drop = 1; next
    }
}
{ print }
