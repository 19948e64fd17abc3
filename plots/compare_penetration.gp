# compare_penetration.gp - one scenario run by several stages, overlap
# side by side.
#
#   gnuplot -c plots/compare_penetration.gp OUT.png TRACE.csv...
#
# Each TRACE is a stage's trace of the same scene (plots/compare_scene.txt,
# run by plots/plots.mk into out/compare/stageNN.csv); the stage number is
# taken from the file name (stageNN).  Up to 8 traces.
#   top:    the deepest overlap after each update, in world units, on a
#           linear axis: stage 05 lets bodies sink in, the others do not.
#   bottom: the same on a log axis, where stages 06-08 (hundredths to
#           tenths of a unit) can be told apart.  Depths below 0.001,
#           including 0 (no contact), are drawn on the bottom edge.
if (ARGC < 2) {
    print 'usage: gnuplot -c plots/compare_penetration.gp OUT.png TRACE.csv...'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
# The traces: ARGV[2..], the stage number from each file name.  (A loaded
# file does not see ARGC/ARGV, so this stays here.)
nt = ARGC - 1
if (nt > 8) { nt = 8 }
array tr[nt]
array num[nt]
do for [k = 1 : nt] {
    tr[k] = ARGV[k + 1]
    # Digit by digit: int("08") would read it as an octal number.
    p = strstrt(tr[k], 'stage')
    d1 = (p > 0) ? strstrt('0123456789', tr[k][p + 5 : p + 5]) : 0
    d2 = (p > 0) ? strstrt('0123456789', tr[k][p + 6 : p + 6]) : 0
    num[k] = (d1 > 0 && d2 > 0) ? 10 * (d1 - 1) + (d2 - 1) : k
}
load here.'compare_common.gp'
fig_w = 800; fig_h = 760
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders

d_top = 0; t_end = 0
do for [k = 1 : nt] {
    stats tr[k] using 'time':'max_depth' nooutput
    d_top = (STATS_max_y > d_top) ? STATS_max_y : d_top
    t_end = (STATS_max_x > t_end) ? STATS_max_x : t_end
}
floor = 1e-3
log_top = (d_top > floor) ? 10 ** ceil(log10(d_top) + 0.05) : 1

set multiplot title 'One scene, '.stages_span.': penetration (deepest overlap)' font ',15'

# ---- top: linear ---------------------------------------------------------------
set origin 0, 0.47
set size 1, 0.47
set title 'deepest overlap after each update' font ',12'
set xrange [0:t_end]
set yrange [0:(d_top > 0 ? 1.1 * d_top : 1)]
set xlabel 'time [s]'
set ylabel 'depth [world units]'
set key inside top right Left reverse opaque box lc rgb '#cccccc'
set lmargin 11; set rmargin 3
plot for [k = 1 : nt] tr[k] using 'time':'max_depth' with lines lw wid(k) * lw_scale \
    lc rgb col(k) dt dash(k) title lab(k).'  '.desc(k)

# ---- bottom: the same, log scale ---------------------------------------------------
set origin 0, 0
set size 1, 0.47
set title 'the same on a log scale (below 0.001, or no contact: on the bottom edge)' font ',12'
set logscale y
set yrange [floor:log_top]
set format y '10^{%L}'
set ytics 10
set mytics 10
unset key
plot for [k = 1 : nt] tr[k] using 'time':(column('max_depth') > floor ? column('max_depth') : floor) \
    with lines lw wid(k) * lw_scale lc rgb col(k) dt dash(k) notitle

unset multiplot
