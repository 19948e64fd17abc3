# vary.awk - the reference of make grade (assignments/tools/map.sh): the
# solution's observations rounding to nearest, with the places whose
# checks depend on rounding marked V and the rest cut to their first 20
# checks and a count (map.sh says why).
#
#   awk -F '\t' -v OFS='\t' -f assignments/kit/tools/near.awk \
#       -f assignments/tools/vary.awk UP DOWN NEAR > reference.txt
#
# UP, DOWN, NEAR: the observations (suite<TAB>line) of the runs rounding
# up, down and to nearest.  near() is the judge's own (near.awk), so what
# counts as agreeing here is what make grade compares.
function agree(a, b,    x, y, nx, ny, px, py, i) {
    split(a, x, "\t"); split(b, y, "\t")
    if (x[1] != y[1] || !near(x[2], y[2], 0)) return 0
    nx = split(x[3], px, " "); ny = split(y[3], py, " ")
    if (nx != ny) return 0
    for (i = 1; i <= nx; i++) if (!near(px[i], py[i], y[2] + 0)) return 0
    return 1
}
FILENAME != ARGV[3] {
    if ($2 == "B") { k = $1 "|" $3; next }
    if ($2 != "A") next
    j = ++seen[FILENAME, k, $3]
    if (!((k, $3) in where)) { where[k, $3] = 1; extra[k] = extra[k] "\t" $3 }
    if (j <= 20) other[FILENAME, k, $3, j] = $4 "\t" $5 "\t" $6
    next
}
function flush(  i, p, f, j) {
    for (i = 1; i <= np; i++) {
        p = pl[i]
        if (c[p] > 20 && !(p in vary)) print s, "N", p, c[p]
    }
    for (i = 1; i <= np; i++) if (pl[i] in vary) print s, "V", pl[i]
    np = 0; split("", c); split("", vary)
}
$2 == "B" { flush(); s = $1; k = $1 "|" $3 }
$2 == "A" {
    if (!($3 in c)) pl[++np] = $3
    j = ++c[$3]
    for (f = 1; f <= 2; f++) {
        if ((ARGV[f], k, $3, j) in other) { if (!agree(other[ARGV[f], k, $3, j], $4 "\t" $5 "\t" $6)) vary[$3] = 1 }
        else if (j <= 20) vary[$3] = 1
    }
    if (j > 20 || ($3 in vary)) next
}
$2 == "E" {
    for (f = 1; f <= 2; f++) for (i = 1; i <= np; i++) if (seen[ARGV[f], k, pl[i]] != c[pl[i]]) vary[pl[i]] = 1
    # Places only a rounding run reached vary too.
    m = split(substr(extra[k], 2), ex, "\t")
    for (i = 1; i <= m; i++) if (!(ex[i] in c)) { pl[++np] = ex[i]; vary[ex[i]] = 1 }
    flush()
}
END { flush() }
{ print }
