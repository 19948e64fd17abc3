# cost.gp - the cost-growth figure of `make bench`: time per update
# against the number of shapes N, log-log, one line per program.
#
#   gnuplot -c plots/cost.gp BENCH.csv OUT.png [SOURCE]
#
# SOURCE, when given, is a line under the title saying whose timings
# these are (bench/bench.mk: the reader's own run, or the reference run
# of bench/reference/ with its machine and date), since the figure is
# drawn for the book from either.
# BENCH.csv is bench/bench.sh's table
#   program,n,frames,runs,median_seconds,updates_per_second,seconds_per_update,clock,process_seconds
# (seconds_per_update is drawn; a size a program refused has empty
# timings and is left out).  On a
# log-log plot a cost growing as N^k is a straight line of slope k, so the
# key gives each program's slope: the least-squares slope of log t against
# log N over its sizes from 100 to 2000 (awk fits that line).  The slopes
# are also printed, one line per program.
if (ARGC < 2) {
    print 'usage: gnuplot -c plots/cost.gp BENCH.csv OUT.png [SOURCE]'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 1200; fig_h = 680
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
# figures (plots/compare_common.gp); the peers are black (Box2D) and
# orange (Chipmunk), Box2D v3 dark blue (open squares with SIMD, open
# circles without), dashed with sleeping on; the track's variants each
# have a colour of their own; the other variants (chapter 9's, which cost
# what stage 08 costs) are thin grey lines.
track = 'variant_contact_manifold variant_sequential_impulses variant_warm_starting variant_broad_phase variant_sleeping variant_soft_step'
track_col = '#56b4e9 #8c564b #6a3d9a #b8860b #cc2277 #d62728'
in_track(p) = (strstrt(' '.track.' ', ' '.p.' ') > 0)
track_k(p) = words(track[1:strstrt(' '.track.' ', ' '.p.' ') - 1]) + 1
col(p) = (p eq 'stage05') ? '#d55e00' : (p eq 'stage06') ? '#cc79a7' : \
         (p eq 'stage07') ? '#0072b2' : (p eq 'stage08') ? '#009e73' : \
         (p[1:8] eq 'box2d_v3') ? '#1f3f9f' : (p[1:5] eq 'box2d') ? c_black : (p[1:8] eq 'chipmunk') ? c_orange : \
         in_track(p) ? word(track_col, track_k(p)) : '#aaaaaa'
sleeps(p) = (strlen(p) > 6 && p[strlen(p) - 5:] eq '_sleep')
dash(p) = (p eq 'stage05') ? 2 : (p eq 'stage06') ? 5 : sleeps(p) ? 2 : (p[1:5] eq 'box2d' || p[1:8] eq 'chipmunk') ? 4 : 1
pt(p)   = (p[1:15] eq 'box2d_v3_nosimd') ? 6 : (p[1:8] eq 'box2d_v3') ? 4 : (p[1:5] eq 'box2d') ? 5 : (p[1:8] eq 'chipmunk') ? 9 : in_track(p) ? 11 + 2 * track_k(p) : (p[1:7] eq 'variant') ? 1 : 7
width(p) = (p[1:7] eq 'variant' && !in_track(p)) ? 1 : 2

# Per program: the slope of log(seconds per update) against log N, the
# least-squares line through its sizes from 100 to 2000 (at small N
# start-up effects and the floor's contacts weigh on the time; 5000, when
# run, is left out so every slope covers the same span).  A program with
# fewer than two sizes in the span gets no slope.  awk fits the line:
#   slope = (n Sxy - Sx Sy) / (n Sxx - Sx^2),  x = log N, y = log t
slope_lo = 100; slope_hi = 2000
mine(p, v) = (strcol(1) eq p && strcol(7) ne '') ? v : NaN
array slope[np]
array span_lo[np]
array span_hi[np]
do for [k = 1 : np] {
    p = word(programs, k)
    fit = system(sprintf("awk -F, -v p='%s' -v lo=%d -v hi=%d ' \
        NR > 1 && $1 == p && $7 != \"\" && $2 >= lo && $2 <= hi { \
            x = log($2); y = log($7); n++; sx += x; sy += y; sxx += x * x; sxy += x * y; \
            if (!a || $2 < a) a = $2; if ($2 > b) b = $2 } \
        END { if (n >= 2 && n * sxx - sx * sx > 0) printf \"%%d %%.6f %%d %%d\", n, (n * sxy - sx * sy) / (n * sxx - sx * sx), a, b; else print n + 0 }' '%s'", \
        p, slope_lo, slope_hi, csv))
    slope[k] = NaN
    if (words(fit) == 4) {
        slope[k] = word(fit, 2) + 0.0
        span_lo[k] = word(fit, 3) + 0
        span_hi[k] = word(fit, 4) + 0
        print sprintf('cost.gp: %-26s slope %.2f over N = %d..%d (%d sizes)', \
            p, slope[k], span_lo[k], span_hi[k], word(fit, 1) + 0)
    } else {
        print sprintf('cost.gp: %-26s no slope (fewer than two sizes from %d to %d)', p, slope_lo, slope_hi)
    }
}
lab(k) = (slope[k] == slope[k]) ? sprintf('%s (%.2f, N %d-%d)', word(programs, k), slope[k], span_lo[k], span_hi[k]) : word(programs, k)

# Guide lines of slope 1 and 2 through the costliest point of the last
# teaching stage (of the first program when no stage ran), for judging a
# line's slope by eye; the x range is the sizes that ran, with a margin.
ref = word(programs, 1)
do for [k = 1 : np] { if (word(programs, k)[1:5] eq 'stage') { ref = word(programs, k) } }
top = system(sprintf("awk -F, -v p='%s' 'NR > 1 && $1 == p && $7 != \"\" && $7 * 1000 > t { t = $7 * 1000; n = $2 } END { print n, t }' '%s'", ref, csv))
n_top = word(top, 1) + 0; t_top = word(top, 2) + 0
guide(n, k) = t_top * (n / n_top)**k
stats csv using (strcol(7) ne '' ? column(2) : NaN) nooutput
set xrange [STATS_min / 1.3 : STATS_max * 1.3]

head = 'Cost of one update against the number of shapes (the pile scene)'
set title (ARGC >= 3 && ARG3 ne '' ? head."\n".ARG3 : head) font ',13' noenhanced
set xlabel 'shapes N (log scale)'
set ylabel 'time per update [ms] (log scale)'
set logscale xy
set format y '10^{%L}'
# Program names hold underscores: no enhanced-text subscripts in the key,
# which stands outside the plot (a line per program: slope, sizes fitted).
set key outside right top noenhanced opaque box samplen 2 height 1 font ',9' title 'program (slope of log t against log N, sizes fitted)' font ',9'
set mxtics 10
set mytics 10
plot for [k = 1 : np] csv using (mine(word(programs, k), column(2))):(mine(word(programs, k), 1000 * column(7))) \
         with linespoints lw width(word(programs, k))*lw_scale dt dash(word(programs, k)) pt pt(word(programs, k)) ps 1.1 \
         lc rgb col(word(programs, k)) title lab(k), \
     guide(x, 2) with lines lw 1 dt 3 lc rgb c_grey title '∝ N²', \
     guide(x, 1) with lines lw 1 dt 3 lc rgb '#bbbbbb' title '∝ N'
