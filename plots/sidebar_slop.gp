# sidebar_slop.gp - the overlap that positional correction leaves behind,
# for several relaxation counts (chapter 6, sidebar "positional correction
# with a slop").
#
#   gnuplot -c plots/sidebar_slop.gp OUT.png "R1 R2 ..." "TRACE1 TRACE2 ..."
#
# Each trace is book/scenes/rest.scene run with `relaxation Ri`.  The
# overlap after each update is drawn on a log scale; an update after which
# the detection pass found no contact at all sits on the bottom edge.  The
# slop of the sidebar, 0.05, is drawn for comparison.
if (ARGC < 3) {
    print 'usage: gnuplot -c plots/sidebar_slop.gp OUT.png "R1 R2 ..." "TRACE1 TRACE2 ..."'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 500
load here.'style.gp'
set output ARG1
counts = ARG2
traces = ARG3

set datafile separator ','
set datafile columnheaders

floor = 1e-8
slop = 0.05
stats word(traces, 1) using 'time' nooutput
t_end = STATS_max

set title "Stage 07, book/scenes/rest.scene: the overlap left after each update" font ',14'
set xlabel 'time [s]'
set ylabel 'overlap after the update [world units]'
set logscale y
set format y '10^{%L}'
set xrange [0:t_end]
set yrange [floor:1]
set key at graph 0.98, graph 0.80 right top
set label 1 'slop δ = 0.05: with a slop, a resting body stays about this deep' \
    at graph 0.02, first slop * 1.8 left font ',11' tc rgb c_red
set label 2 'no contact left to find (the default, relaxation 15, sits here)' \
    at graph 0.02, first floor * 2.2 left font ',11' tc rgb '#555555'

colours = c_blue.' '.c_green.' '.c_orange.' '.c_purple.' '.c_sky
depth(d) = (d > floor) ? d : floor
plot for [k = 1 : words(traces)] word(traces, k) \
         using 'time':(depth(column('max_depth'))) with lines lw 2.5*lw_scale \
         lc rgb word(colours, (k - 1) % 5 + 1) title 'relaxation '.word(counts, k), \
     slop with lines lw 2*lw_scale dt 2 lc rgb c_red notitle
