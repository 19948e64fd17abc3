# section.awk - the section of a chapter to read first for a function:
# the heading above a "<!-- formula: NAME ... -->" marker that names it
# (the book puts one where the function's formula is derived), else a
# heading that names it in words, else the heading above its first
# mention in the prose, else in a listing, else the chapter's title.
#   awk -v fn=NAME -f assignments/tools/section.awk CHAPTER
# Plain awk (mawk).
function mentions(s) { return s ~ ("(^|[^A-Za-z0-9_])" fn "([^A-Za-z0-9_]|$)") }
BEGIN { words = fn; gsub(/_/, " ", words); words = tolower(words) }
/^```/ { fence = !fence; next }
!fence && /^<!-- formula: / && marked == "" && index(" " $0 " ", " " fn " ") { marked = h; next }
!fence && /^#/ {
    h = $0; sub(/^#+[ \t]*/, "", h)
    if (title == "") title = h
    else if (named == "" && index(tolower(h), words)) named = h
    next
}
h == title || h ~ /^(What changed|Exercises|Running|Summary|Quick check|Objectives)/ { next }
mentions($0) && !fence && prose == "" && $0 !~ /^(\||<!--|\*Listing)/ { prose = h }
mentions($0) && listing == "" { listing = h }
END { print (marked != "" ? marked : named != "" ? named : prose != "" ? prose : listing != "" ? listing : title) }
