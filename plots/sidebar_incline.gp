# sidebar_incline.gp - the energy of a ball that bounces off an inclined
# wall with e = 1 and no friction (chapter 7, sidebar "a bounce that gains
# energy, and the velocity at contact").
#
#   gnuplot -c plots/sidebar_incline.gp OUT.png TRACE
#
# TRACE is book/scenes/incline.scene run by stage 07.  Drawn: the total
# energy minus its start, per update, and the loss that symplectic Euler
# alone gives a free fall, m |g|^2 dt^2 / 2 = 1 * 400 / 3600 / 2 per
# update (chapter 5).  The update with the largest rise is marked.
if (ARGC < 2) {
    print 'usage: gnuplot -c plots/sidebar_incline.gp OUT.png TRACE'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 500
load here.'style.gp'
set output ARG1
trace = ARG2

set datafile separator ','
set datafile columnheaders

stats trace using 'frame' nooutput
f_end = STATS_max
# The start is row 0.
stats trace every ::0::0 using 'energy' nooutput prefix 'S'
e0 = S_min
# The largest rise from one update to the next, and where it happens.
prev = e0
stats trace using (d = column('energy') - prev, prev = column('energy'), d) nooutput prefix 'R'
jump = R_max
jump_frame = R_index_max
drift = 400.0 / 3600.0 / 2.0

set title 'Stage 07, book/scenes/incline.scene: e = 1, no friction' font ',14'
set xlabel 'update'
set ylabel 'energy - energy at the start [mass · (world units/s)^2]'
set xrange [0:f_end]
set key at graph 0.98, graph 0.98 right top
# The label goes below and left of the jump, under both lines, with an
# arrow up to the middle of the jump.
y_jump = -drift * jump_frame + jump / 2
set label 1 sprintf("update %d: +%.2f,\nthe ball meets the wall", jump_frame, jump) \
    at first jump_frame * 0.2, first y_jump - 5 left font ',11'
set arrow 1 from first jump_frame * 0.75, first y_jump - 4.2 \
    to first jump_frame - 1, first y_jump lw 1.5 lc rgb '#444444'

plot trace using 'frame':(column('energy') - e0) with steps lw 2.5*lw_scale lc rgb c_blue \
         title 'total energy, stage 07', \
     -drift * x with lines lw 2*lw_scale dt 2 lc rgb c_grey \
         title 'the integrator alone: -0.056 per update'
