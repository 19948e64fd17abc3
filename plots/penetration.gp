# penetration.gp - overlap between bodies over time from one stage's trace.
#
#   gnuplot -c plots/penetration.gp TRACE.csv OUT.png [TITLE]
#
# Two panels over the same time axis.
#   top:    linear.  Left axis: the deepest overlap (max_depth) and the
#           summed overlap (sum_depth) the trace's detection pass found
#           after each update, in world units.  Right axis: the number of
#           contacts it found (steps, grey).
#   bottom: the two depths again on a log axis, so that overlaps of
#           hundredths or thousandths of a unit stay readable next to a
#           start-up pile of tens of units.  Depths below 1e-4, including
#           0 (no contact), are drawn on the bottom edge.
# A trace with no contacts at all (stage 01 detects nothing) gives a figure
# that says so instead of an empty frame.  The summed depth is drawn wide
# and pale under the deepest one: with a single contact the two coincide
# and the pale band shows around the blue line.
if (ARGC < 2) {
    print 'usage: gnuplot -c plots/penetration.gp TRACE.csv OUT.png [TITLE]'
    exit status 2
}
trace = ARG1
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 820
load here.'style.gp'
set output ARG2

s = stage_of(trace)
title = (ARGC >= 3 && strlen(ARG3) > 0) ? ARG3 : ((strlen(s) > 0) ? 'Stage '.s.': penetration over time' : 'Penetration over time')
# Titles are enhanced text: a '_' from a file name would start a subscript.
t = ''; do for [j = 1 : strlen(title)] { t = t.((title[j:j] eq '_') ? '\_' : title[j:j]) }; title = t

set datafile separator ','
set datafile columnheaders

stats trace using 'time' nooutput
t_end = STATS_max
stats trace using 'contacts' nooutput
c_max = STATS_max
stats trace using 'max_depth' nooutput
d_max = STATS_max
stats trace using 'sum_depth' nooutput
sd_max = STATS_max
no_contacts = (c_max == 0 && sd_max == 0)
# A scene that starts with bodies overlapping (stage 06's pile, a minion
# placed in a platform) gives a spike at t = 0 that can dwarf everything
# after it.  When the depths after the first 5% of the run stay below a
# fifth of that spike, the linear axis is fitted to them, the spike runs
# off the top, and a note gives its size.  (The log panel shows both.)
t_skip = 0.05 * t_end
stats trace using (column('time') >= t_skip ? column('sum_depth') : 0) nooutput
late_max = STATS_max
clip_start = (late_max > 0 && late_max < 0.2 * sd_max)

# The log panel: from floor up to the next power of ten above the largest
# summed depth; anything smaller than floor (0 included) sits on the floor.
floor = 1e-4
log_top = (sd_max > floor) ? 10 ** ceil(log10(sd_max) + 0.05) : 1
on_floor(v) = (v > floor) ? v : floor

# The layout, in screen fractions: both panels share the left and right
# margins so that their time axes line up; the key goes under both.
pl = 0.125; pr = 0.88
top_b = 0.565; top_t = 0.895
bot_b = 0.175; bot_t = 0.455

set multiplot title title font ',15'

# ---- top: linear, with the contacts ------------------------------------------
set lmargin at screen pl; set rmargin at screen pr
set bmargin at screen top_b; set tmargin at screen top_t
set title 'overlap and number of contacts after each update' font ',12'
# The time label only under the lower panel: the axes are the same.
unset xlabel
set ylabel 'overlap depth [world units]'
set y2label 'contacts' tc rgb '#666666'
set xrange [0:(t_end > 0 ? t_end : 1)]
set yrange [0:*]
set offsets 0, 0, graph 0.06, 0
# Contacts are whole numbers: integer ticks on the right, the axis a little
# taller than the largest count so the steps do not run along the top.
set y2range [0:(c_max > 0 ? ceil(c_max * 1.15) : 1)]
set y2tics nomirror tc rgb '#666666'
if (c_max <= 10) { set y2tics 1 }
set format y2 '%.0f'
unset key

if (clip_start) {
    set yrange [0:late_max * 1.25]
    set offsets 0, 0, 0, 0
    set label 3 sprintf("off scale before %.1f s: start-up overlap,\ndeepest %.3g, summed %.3g", t_skip, d_max, sd_max) \
        at graph 0.03, 0.94 left front font ',10' tc rgb '#555555'
}
if (no_contacts) {
    set yrange [0:1]
    set y2range [0:1]
    set y2tics 1
    set label 1 "no contacts in this stage:\nthe trace's contacts and depth columns are all zero" \
        at graph 0.5, 0.6 center font ',14' tc rgb '#555555'
    set label 2 'collision detection arrives in stage 02' \
        at graph 0.5, 0.4 center font ',11' tc rgb '#777777'
}

plot trace using 'time':'contacts' axes x1y2 with steps lw 1.5*lw_scale lc rgb '#aaaaaa' notitle, \
     ''    using 'time':'sum_depth' with lines lw 5*lw_scale lc rgb '#f0c060' notitle, \
     ''    using 'time':'max_depth' with lines lw 2.5*lw_scale lc rgb c_blue notitle

# ---- bottom: the depths on a log scale ---------------------------------------
unset label
unset y2label
unset y2tics
set offsets 0, 0, 0, 0
set bmargin at screen bot_b; set tmargin at screen bot_t
set title 'the same depths on a log scale (below 10^{-4}, or no contact: on the bottom edge)' font ',12'
set logscale y
set yrange [floor:log_top]
set format y '10^{%L}'
set ytics 10
set xlabel 'time [s]'
set mytics 10
if (no_contacts) {
    set label 1 'nothing above 10^{-4} either' at graph 0.5, 0.5 center font ',12' tc rgb '#777777'
}
# One key for both panels, under the lower one.
set key at screen 0.5, 0.01 center bottom horizontal Left reverse maxcols 2 nobox noopaque width 1
plot keyentry with steps lw 1.5*lw_scale lc rgb '#aaaaaa' title 'contacts (top panel, right axis)', \
     trace using 'time':(on_floor(column('sum_depth'))) with lines lw 5*lw_scale lc rgb '#f0c060' \
         title 'summed depth (all contacts)', \
     ''    using 'time':(on_floor(column('max_depth'))) with lines lw 2.5*lw_scale lc rgb c_blue \
         title 'deepest contact (max depth)'

unset multiplot
