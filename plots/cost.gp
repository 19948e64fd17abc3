# cost.gp - the cost-growth figure of `make bench`: time per update
# against the number of shapes N, log-log, one line per program.
#
#   gnuplot -c plots/cost.gp BENCH.csv OUT.png
#
# BENCH.csv is bench/bench.sh's table
#   program,n,frames,runs,median_seconds,updates_per_second,seconds_per_update
# (a size a program refused has empty timings and is left out).  On a
# log-log plot a cost growing as N^k is a straight line of slope k, so the
# key gives each program's slope: the least-squares slope of log t against
# log N over the sizes it ran (gnuplot's `stats` on two columns fits that
# line).  The slopes are also printed, one line per program.
if (ARGC < 2) {
    print 'usage: gnuplot -c plots/cost.gp BENCH.csv OUT.png'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 900; fig_h = 620
load here.'style.gp'
csv = ARG1
set output ARG2
set print '-'

# The programs that ran at least one size, the stages first, then the
# variants, then the peers (gnuplot has no way to list the distinct
# strings of a column, so awk does it).
programs = system(sprintf("awk -F, 'NR > 1 && $7 != \"\" && !seen[$1]++ { \
    r = ($1 ~ /^stage/) ? 1 : ($1 ~ /^variant/) ? 2 : 3; print r, $1 }' '%s' | sort -k1,1n -k2,2 | cut -d' ' -f2", csv))
np = words(programs)
if (np == 0) {
    print sprintf('cost.gp: no timings in %s', csv)
    exit status 2
}

set datafile separator ','
set datafile columnheaders

# The teaching stages keep the colours and dashes of the comparison
# figures (plots/compare_common.gp); the peers are black and orange.
col(p) = (p eq 'stage05') ? '#d55e00' : (p eq 'stage06') ? '#cc79a7' : \
         (p eq 'stage07') ? '#0072b2' : (p eq 'stage08') ? '#009e73' : \
         (p eq 'box2d') ? c_black : (p eq 'chipmunk') ? c_orange : \
         (p[1:7] eq 'variant') ? c_sky : c_grey
dash(p) = (p eq 'stage05') ? 2 : (p eq 'stage06') ? 5 : (p eq 'box2d' || p eq 'chipmunk') ? 4 : 1
pt(p)   = (p eq 'box2d') ? 5 : (p eq 'chipmunk') ? 9 : (p[1:7] eq 'variant') ? 13 : 7

# Per program: the slope of log(seconds per update) against log N.
mine(p, v) = (strcol(1) eq p && strcol(7) ne '') ? v : NaN
array slope[np]
do for [k = 1 : np] {
    p = word(programs, k)
    stats csv using (mine(p, log(column(2)))):(mine(p, log(column(7)))) nooutput
    slope[k] = (STATS_records >= 2) ? STATS_slope : NaN
    print sprintf('cost.gp: %-20s slope %.2f over N = %g..%g (%d sizes)', \
        p, slope[k], exp(STATS_min_x), exp(STATS_max_x), STATS_records)
}
lab(k) = (slope[k] == slope[k]) ? sprintf('%s (slope %.1f)', word(programs, k), slope[k]) : word(programs, k)

# Guide lines of slope 1 and 2 through the costliest point of the last
# teaching stage (of the first program when no stage ran), for judging a
# line's slope by eye; the x range is the sizes that ran, with a margin.
ref = word(programs, 1)
do for [k = 1 : np] { if (word(programs, k)[1:5] eq 'stage') { ref = word(programs, k) } }
stats csv using (mine(ref, column(2))):(mine(ref, 1000 * column(7))) nooutput
n_top = STATS_pos_max_y; t_top = STATS_max_y
guide(n, k) = t_top * (n / n_top)**k
stats csv using (strcol(7) ne '' ? column(2) : NaN) nooutput
set xrange [STATS_min / 1.3 : STATS_max * 1.3]

set title 'Cost of one update against the number of shapes (the pile scene)' font ',14'
set xlabel 'shapes N (log scale)'
set ylabel 'time per update [ms] (log scale)'
set logscale xy
set format y '10^{%L}'
# Program names hold underscores: no enhanced-text subscripts in the key.
set key right bottom noenhanced opaque box samplen 2 font ',10'
set mxtics 10
set mytics 10
plot for [k = 1 : np] csv using (mine(word(programs, k), column(2))):(mine(word(programs, k), 1000 * column(7))) \
         with linespoints lw 2*lw_scale dt dash(word(programs, k)) pt pt(word(programs, k)) ps 1.1 \
         lc rgb col(word(programs, k)) title lab(k), \
     guide(x, 2) with lines lw 1 dt 3 lc rgb c_grey title '∝ N²', \
     guide(x, 1) with lines lw 1 dt 3 lc rgb '#bbbbbb' title '∝ N'
