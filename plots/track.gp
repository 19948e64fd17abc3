# track.gp - one scene run by stage 8 and by each step of the track of
# presets (chapter 10: contact_manifold, sequential_impulses,
# warm_starting): one column of each run's CSV over time.
#
#   gnuplot -c plots/track.gp OUT.png TITLE COLUMN YLABEL "RUN.csv ..." SCALE [FLOOR [REF REFLABEL]]
#
# Each RUN.csv has a header naming its columns and a column `time` (a
# trace of common/trace.c, or plots/tower_drift.awk's table); its file
# name says whose run it is: stage08.csv, variant_NAME.csv.  plots/track.mk
# writes them under out/track/ and passes them stage 08 first, then the
# track in order.  SCALE is `log` (log y; a value at or below 0 is left
# out) or `lin`.  FLOOR (log only; `-` for none): values below it, 0
# too, are drawn at it (data whose resolution ends there, or the range
# worth reading), and a note in the corner says so.  REF and REFLABEL: a
# dotted horizontal line at REF with that title (a threshold to read the
# runs against).  The key gives each run's value at its last row.
if (ARGC < 6) {
    print 'usage: gnuplot -c plots/track.gp OUT.png TITLE COLUMN YLABEL "RUN.csv ..." log|lin [FLOOR [REF REFLABEL]]'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 900; fig_h = 540
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders
col = ARG3
runs = ARG5
nr = words(runs)
logy = (ARG6 eq 'log')
# (As expressions, not strings: gnuplot reads the string "1e-4" as 1.)
floor = NaN
if (ARGC >= 7 && ARG7 ne '-') { eval('floor = 1.0 * ('.ARG7.')') }

# "out/track/pile/variant_warm_starting.csv" -> "variant_warm_starting"
base(p) = system(sprintf("basename '%s' .csv", p))
# Each program's colour, dash and name; the threshold line (REF) is the
# only dotted one.
load here.'programs.gp'

array last[nr]
array who[nr]
do for [k = 1 : nr] {
    who[k] = base(word(runs, k))
    stats word(runs, k) using col nooutput
    n = STATS_records - 1
    stats word(runs, k) using col every ::n::n nooutput
    last[k] = STATS_max
}
stats word(runs, 1) using 'time' nooutput
t_end = STATS_max

shown(v) = (logy && floor == floor && v < floor) ? floor : v
set title ARG2 noenhanced
set xlabel 'time (s)'
set ylabel ARG4
set xrange [0 : t_end]
# The key below the plot, two columns; the margin grows with its rows.
set key below box opaque noenhanced maxcols 2
key_rows = int((nr + (ARGC >= 9 ? 1 : 0) + 1) / 2)
set bmargin 4.5 + 1.2 * key_rows
if (logy) { set logscale y; set format y '10^{%T}' }
if (floor == floor) {
    set label sprintf('values below %.2g (0 too) are drawn at %.2g', floor, floor) \
        at graph 0.02, graph 0.04 font ',9' tc rgb c_grey
}
set mytics 10
if (ARGC >= 9) {
    eval('ref = 1.0 * ('.ARG8.')')
    plot for [k = 1 : nr] word(runs, k) using 'time':(shown(column(col))) with lines \
             lw 2 * lw_scale dt dash(who[k]) lc rgb colour(who[k]) \
             title sprintf('%s (at %.3g s: %.3g)', name(who[k]), t_end, last[k]), \
         ref with lines lw 1.5 * lw_scale dt 3 lc rgb c_grey title ARG9
} else {
    plot for [k = 1 : nr] word(runs, k) using 'time':(shown(column(col))) with lines \
             lw 2 * lw_scale dt dash(who[k]) lc rgb colour(who[k]) \
             title sprintf('%s (at %.3g s: %.3g)', name(who[k]), t_end, last[k])
}
