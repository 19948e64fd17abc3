# near.awk - when an observed number agrees with the solution's, for
# tools/judge.awk (make grade) and assignments/tools/vary.awk (which
# marks the checks that depend on rounding when the kit is made).
function absv(x) { return x < 0 ? -x : x }
function isnum(s) { return s ~ /^-?[0-9.]+(e[-+]?[0-9]+)?$/ }
# Whether the observed number x is the reference's r within tol: within
# twice the tolerance (each of the two is within tol of what the test
# states) plus a billionth, relative, for rounding.
function near(x, r, tol,    d, m) {
    if (x == r) return 1
    if (!isnum(x) || !isnum(r)) return 0
    d = absv(x - r); m = absv(r + 0); if (m < 1) m = 1
    return d <= 2 * tol + 1e-9 * m
}
