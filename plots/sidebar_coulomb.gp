# sidebar_coulomb.gp - a ball on a 30 degree slope: the chapter's friction
# rule against Coulomb's clamp (chapter 7, sidebar "Coulomb-clamped
# friction").
#
#   gnuplot -c plots/sidebar_coulomb.gp OUT.png TRACE_MU03 TRACE_MU08
#
# Both traces are book/scenes/slope.scene run by stage 07 (a ball of mass 1
# dropped from y = 53 onto the slope, which it reaches within 0.2 s), with
# both frictions 0.3 and 0.8.
# With m = 1 and g = (0, -20), pe = 20 y, and a ball that has dropped by
# 53 - y has moved (53 - y)/sin 30 = 2 (53 - y) along the slope.  Coulomb's
# law with the same frictions, worked out by hand and not run, from rest
# where the ball lands: for tan 30 = 0.577 > 0.3 it slides with
# a = g (sin 30 - 0.3 cos 30), s = s0 + a (t - t0)^2 / 2; for
# 0.577 < 0.8 it sticks, s = s0.
if (ARGC < 3) {
    print 'usage: gnuplot -c plots/sidebar_coulomb.gp OUT.png TRACE_MU03 TRACE_MU08'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 760
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders

g = 20.0
theta = pi / 6
along(pe) = 2.0 * (53.0 - pe / g)
a03 = g * (sin(theta) - 0.3 * cos(theta))
# The clamp's ball leaves the 60-unit slope after about 4 s; stop there.
t_end = 4.0
# The landing: the first update after which the ball touches the slope.
stats ARG2 using (column('contacts') > 0 ? column('time') : t_end) nooutput prefix 'L'
t0 = L_min
stats ARG2 using (column('time') == t0 ? along(column('pe')) : NaN) nooutput prefix 'S'
s0 = S_min
# The creep speed of each run: the slope of a line fitted from 1 s to t_end.
stats ARG2 using (column('time') >= 1 && column('time') <= t_end ? column('time') : NaN):(along(column('pe'))) nooutput prefix 'C'
speed03 = C_slope
stats ARG3 using (column('time') >= 1 && column('time') <= t_end ? column('time') : NaN):(along(column('pe'))) nooutput prefix 'D'
speed08 = D_slope
coulomb03(t) = t < t0 ? NaN : s0 + a03 * (t - t0)**2 / 2

set multiplot layout 2, 1 title 'Stage 07, book/scenes/slope.scene: distance travelled along a 30° slope' font ',14'

set xlabel 'time [s]'
set ylabel 'distance along the slope [world units]'
set xrange [0:t_end]
set yrange [0:*]
set key at graph 0.02, graph 0.98 left top
set title 'the stage against Coulomb'
plot ARG2 using 'time':(along(column('pe'))) with lines lw 2.5*lw_scale lc rgb c_blue \
         title 'stage 07, μ = 0.3', \
     ARG3 using 'time':(along(column('pe'))) with lines lw 2.5*lw_scale lc rgb c_green \
         title 'stage 07, μ = 0.8', \
     coulomb03(x) with lines lw 2*lw_scale dt 2 lc rgb c_blue \
         title sprintf('Coulomb (by hand), μ = 0.3: slides, a = %.2f', a03), \
     (x < t0 ? NaN : s0) with lines lw 2*lw_scale dt 2 lc rgb c_green \
         title 'Coulomb (by hand), μ = 0.8: sticks'

set title 'the stage alone, magnified: after landing, a creep at constant speed'
set yrange [0:*]
set key at graph 0.02, graph 0.98 left top
plot ARG2 using 'time':(along(column('pe'))) with lines lw 2.5*lw_scale lc rgb c_blue \
         title sprintf('stage 07, μ = 0.3: %.3f units/s', speed03), \
     ARG3 using 'time':(along(column('pe'))) with lines lw 2.5*lw_scale lc rgb c_green \
         title sprintf('stage 07, μ = 0.8: %.3f units/s', speed08)
unset multiplot
