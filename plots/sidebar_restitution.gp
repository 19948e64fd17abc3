# sidebar_restitution.gp - a ball bouncing on a floor, with the two
# restitutions averaged (chapter 7, sidebar "restitution as the minimum
# instead of the average").
#
#   gnuplot -c plots/sidebar_restitution.gp OUT.png TRACE_FLOOR_E1 TRACE_FLOOR_E0
#
# Both traces are book/scenes/bounce.scene (a ball of mass 1 and radius 2,
# restitution 1, on a floor whose top is at y = 5.875) run by stage 07, the
# floor's restitution 1 in the first and 0 in the second.  With m = 1 and
# g = (0, -20) the trace's pe is 20 y, so the height of the ball's lowest
# point above the floor is pe/20 - 7.875.  The minimum rule would give the
# second ball e = min(1, 0) = 0: it would stop at its first impact.
if (ARGC < 3) {
    print 'usage: gnuplot -c plots/sidebar_restitution.gp OUT.png TRACE_FLOOR_E1 TRACE_FLOOR_E0'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 500
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders

height(pe) = pe / 20.0 - 7.875
stats ARG2 using 'time' nooutput
t_end = STATS_max
# The first impact: the first update that leaves the ball moving up (the
# detection pass after the update may no longer see the contact).
stats ARG3 using (column('py') > 0 ? column('time') : t_end) nooutput
t_hit = STATS_min

set title 'Stage 07, book/scenes/bounce.scene: a ball of restitution 1 on two floors' font ',14'
set xlabel 'time [s]'
set ylabel 'height above the floor [world units]'
set xrange [0:t_end]
set yrange [-1:46]
set key at graph 0.98, graph 0.98 right top
set arrow 1 from first t_hit, first 0 to first t_end, first 0 nohead \
    lw 3*lw_scale dt 2 lc rgb c_red front

plot ARG2 using 'time':(height(column('pe'))) with lines lw 2*lw_scale lc rgb c_blue \
         title 'floor e = 1: average e = 1', \
     ARG3 using 'time':(height(column('pe'))) with lines lw 2.5*lw_scale lc rgb c_green \
         title 'floor e = 0: average e = 0.5, each bounce a quarter as high', \
     NaN with lines lw 3*lw_scale dt 2 lc rgb c_red \
         title 'floor e = 0 with the minimum rule, e = 0: no bounce'
