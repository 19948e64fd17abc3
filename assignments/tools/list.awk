# list.awk - an assignment list in the one form every tool reads.
#   awk -f assignments/tools/list.awk assignments/NN.list
# A list has one "FILE FUNCTION [POINTS]" line per function to write, in
# the order to write them (POINTS defaults to 10), and at most one
# "rest POINTS" line: what the kit's other tests are worth together (the
# tests no listed function's stub fails, such as the earlier stages'
# features; default 5).  '#' starts a comment.  Prints the functions as
# "FILE FUNCTION POINTS" and then "- rest POINTS"; exit status 2 and a
# line naming the file and line on a malformed list.  Plain awk (mawk).
function bad(msg) { print FILENAME ":" FNR ": " msg > "/dev/stderr"; failed = 1 }
{ sub(/#.*/, "") }
NF == 0 { next }
$1 == "rest" {
    if (NF != 2 || $2 !~ /^[0-9]+(\.[0-9]+)?$/) bad("\"rest POINTS\" takes one number")
    else rest = $2
    next
}
NF > 3 || NF < 2 || (NF == 3 && $3 !~ /^[0-9]+(\.[0-9]+)?$/) { bad("want \"FILE FUNCTION [POINTS]\""); next }
$1 !~ /\.c$/ { bad($1 " is not a .c file"); next }
($1 " " $2) in seen { bad($2 " is listed twice"); next }
{ seen[$1 " " $2] = 1; print $1, $2, (NF == 3 ? $3 : 10) }
END { if (failed) exit 2; print "-", "rest", (rest == "" ? 5 : rest) }
