# compare_energy.gp - one scenario run by several stages, energy side by side.
#
#   gnuplot -c plots/compare_energy.gp OUT.png TRACE.csv...
#
# Each TRACE is a stage's trace of the same scene (plots/compare_scene.txt,
# run by plots/plots.mk into out/compare/stageNN.csv); the stage number is
# taken from the file name (stageNN).  Up to 8 traces.
#   top:    total energy per stage.  The axis is fitted to the start-up
#           energy; a stage that runs away (stage 06's resting bodies keep
#           gaining speed) leaves the chart and a note gives where it ends.
#   bottom: angular kinetic energy per stage, zero until stage 08 turns
#           contacts into spin.
if (ARGC < 2) {
    print 'usage: gnuplot -c plots/compare_energy.gp OUT.png TRACE.csv...'
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

# Per trace: energy at the start, largest, smallest, last, time of the end,
# and the largest angular kinetic energy.
array e0[nt]; array emax[nt]; array emin[nt]; array elast[nt]; array tend[nt]; array amax[nt]
do for [k = 1 : nt] {
    stats tr[k] using 'time':'energy' nooutput
    emin[k] = STATS_min_y; emax[k] = STATS_max_y; tend[k] = STATS_max_x
    last_row = STATS_records - 1
    stats tr[k] using 'energy' every ::0::0 nooutput
    e0[k] = STATS_max
    stats tr[k] using 'energy' every ::last_row::last_row nooutput
    elast[k] = STATS_max
    stats tr[k] using 'ke_angular' nooutput
    amax[k] = STATS_max
}
top = 0; bottom = 0; t_end = 0
do for [k = 1 : nt] {
    top = (e0[k] > top) ? e0[k] : top
    t_end = (tend[k] > t_end) ? tend[k] : t_end
}
top = 2.0 * top
do for [k = 1 : nt] {
    if (emin[k] < bottom && emin[k] > -0.5 * top) { bottom = 1.1 * emin[k] }
}
if (top <= 0) { top = 1 }
a_top = 0
do for [k = 1 : nt] { a_top = (amax[k] > a_top) ? amax[k] : a_top }

set multiplot title 'One scene, '.stages_span.': energy' font ',15'

# ---- top: total energy -----------------------------------------------------
set origin 0, 0.36
set size 1, 0.58
set title 'total energy (kinetic + potential)' font ',12'
set xrange [0:t_end]
set yrange [bottom:top]
set format y '%.0f'
set xlabel 'time [s]'
set ylabel 'energy [mass · (world units/s)^2]'
set key inside top right Left reverse opaque box lc rgb '#cccccc'
set lmargin 11; set rmargin 3
# A stage that leaves the chart: when it leaves, and where it ends up, in a
# note under the key.
n_off = 0
do for [k = 1 : nt] {
    if (emax[k] > top) {
        n_off = n_off + 1
        stats tr[k] using (column('energy') > top ? column('time') : 1e30) nooutput
        set label 10 + k sprintf("%s leaves the chart at %.1f s and reaches %.0f at %.0f s", \
            lab(k), STATS_min, elast[k], tend[k]) \
            at graph 0.97, graph (0.93 - 0.075 * nt - 0.06 * (n_off - 1)) right front font ',11' tc rgb col(k)
    }
}
plot for [k = 1 : nt] tr[k] using 'time':'energy' with lines lw wid(k) * lw_scale \
    lc rgb col(k) dt dash(k) title lab(k).'  '.desc(k)

# ---- bottom: angular kinetic energy ------------------------------------------
unset label
set origin 0, 0
set size 1, 0.36
set title 'angular kinetic energy ½Iω^2' font ',12'
set yrange [0:(a_top > 0 ? 1.15 * a_top : 1)]
set format y (a_top > 0 ? '%.0f' : '%g')
set key inside top right Left reverse opaque box lc rgb '#cccccc' horizontal
if (a_top == 0) {
    set label 1 'zero in every stage shown: rotation from contacts arrives in stage 08' \
        at graph 0.5, 0.55 center font ',11' tc rgb '#555555'
}
plot for [k = 1 : nt] tr[k] using 'time':'ke_angular' with lines lw wid(k) * lw_scale \
    lc rgb col(k) dt dash(k) title lab(k).(amax[k] == 0 ? ' (0)' : '')

unset multiplot
