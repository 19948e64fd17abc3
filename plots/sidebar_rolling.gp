# sidebar_rolling.gp - a disc on a 30 degree slope with rotation (chapter
# 8, sidebar "Coulomb-clamped friction with rotation").
#
#   gnuplot -c plots/sidebar_rolling.gp OUT.png TRACE_MU08 TRACE_MU01
#
# Both traces are book/scenes/roll.scene (a disc of mass 1 and radius 2,
# e = 0, that drops onto the slope within its first 0.2 s) run by stage 08,
# with both frictions 0.8 and 0.1.  The speed is |(px, py)|/m with m = 1.
# The straight lines are worked out by hand, not run, from rest at t = 0,
# with g = 20:
#   rolling without slipping, I = m r^2/2:  a = (2/3) g sin 30 = 6.67
#   slipping under Coulomb's clamp, mu 0.1: a = g (sin 30 - 0.1 cos 30) = 8.27
#   no friction at all:                     a = g sin 30 = 10
if (ARGC < 3) {
    print 'usage: gnuplot -c plots/sidebar_rolling.gp OUT.png TRACE_MU08 TRACE_MU01'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 560
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders

g = 20.0
theta = pi / 6
a_roll = 2.0 / 3.0 * g * sin(theta)
a_slip = g * (sin(theta) - 0.1 * cos(theta))
a_free = g * sin(theta)
stats ARG2 using 'time' nooutput
t_end = STATS_max
speed(px, py) = sqrt(px * px + py * py)

set title 'Stage 08, book/scenes/roll.scene: the speed of a disc on a 30° slope' font ',14'
set xlabel 'time [s]'
set ylabel 'speed [world units/s]'
set xrange [0:t_end]
set yrange [0:*]
set key outside bottom center vertical maxrows 3 Left reverse nobox
set bmargin 7.5

plot ARG2 using 'time':(speed(column('px'), column('py'))) with lines lw 5*lw_scale lc rgb c_blue \
         title 'stage 08, μ = 0.8', \
     ARG3 using 'time':(speed(column('px'), column('py'))) with lines lw 2*lw_scale lc rgb c_orange \
         title 'stage 08, μ = 0.1', \
     a_roll * x with lines lw 1.5*lw_scale dt 2 lc rgb c_black \
         title sprintf('by hand: rolling, a = %.2f', a_roll), \
     a_slip * x with lines lw 1.5*lw_scale dt 3 lc rgb c_red \
         title sprintf('by hand: Coulomb, μ = 0.1, a = %.2f', a_slip), \
     a_free * x with lines lw 1.5*lw_scale dt 4 lc rgb c_grey \
         title sprintf('by hand: no friction, a = %.2f', a_free)
