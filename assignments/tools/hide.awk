# hide.awk - leave tests out of a Check test file.
#   awk -v hide="name1 name2" -f assignments/tools/hide.awk test_x.c
# Drops each START_TEST(name) ... END_TEST block with the comment right
# above it, and the tcase_add_test / tcase_add_loop_test call that adds it
# (up to the line that closes the call).  Plain awk (mawk).
function hidden(s,    m) {
    if (!match(s, /START_TEST[ \t]*\([ \t]*[A-Za-z_0-9]+/)) return 0
    m = substr(s, RSTART, RLENGTH); sub(/.*\([ \t]*/, "", m)
    return index(" " hide " ", " " m " ") > 0
}
function added(s,    m) {
    if (!match(s, /tcase_add_(loop_)?test[A-Za-z_]*[ \t]*\([^,]*,[ \t]*[A-Za-z_0-9]+/)) return 0
    m = substr(s, RSTART, RLENGTH); sub(/.*,[ \t]*/, "", m)
    return index(" " hide " ", " " m " ") > 0
}
function flush() { if (held != "") printf "%s", held; held = "" }
skipping { if ($0 ~ /^[ \t]*END_TEST/) skipping = 0; next }
in_call { if ($0 ~ /\)[ \t]*;[ \t]*$/) in_call = 0; next }
/^[ \t]*(\/\*|\*|\/\/)/ { held = held $0 "\n"; next }   # a comment: wait and see what follows
hidden($0) { held = ""; skipping = 1; next }
added($0) { flush(); if ($0 !~ /\)[ \t]*;[ \t]*$/) in_call = 1; next }
{ flush(); print }
END { flush() }
