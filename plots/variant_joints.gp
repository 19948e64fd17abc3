# variant_joints.gp - a pendulum hung by the variant joints' revolute
# joint, let go from 5 degrees, against the closed form of the
# small-angle pendulum; stage 8, which has no joints, lets the same bob
# fall.
#
#   gnuplot -c plots/variant_joints.gp OUT.png TITLE COLUMN YLABEL STAGE8.csv VARIANT.csv VARIANT_TITLE
#
# The arguments are plots/variant_compare.gp's (plots/variants.txt names
# this script in place of that one); COLUMN is px, the bob's horizontal
# momentum (its mass is 1).  A bob of length L = 10 under g = 20 let go
# at rest from theta0 = 5 degrees swings as theta(t) = theta0 cos(w t),
# w = sqrt(g / L), so its horizontal velocity is
#   v_x = L cos(theta) theta' = -L theta0 w sin(w t) cos(theta),
# and cos(theta) >= cos(5 degrees) = 0.996: the closed form drawn is
# -L theta0 w sin(w t), of period 2 pi / w = 4.443 s (the true period
# at 5 degrees is longer by theta0^2 / 16 = 0.05 %).  The key gives the
# period measured from the trace: the mean time between the bob's
# turnings at the right end of its swing (v_x falling through 0, each
# crossing on a straight line between the updates around it).
if (ARGC < 7) {
    print 'usage: gnuplot -c plots/variant_joints.gp OUT.png TITLE COLUMN YLABEL STAGE8.csv VARIANT.csv VARIANT_TITLE'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 480
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders
L = 10.0; g = 20.0; theta0 = 5.0 * pi / 180.0
w = sqrt(g / L)
closed(t) = -L * theta0 * w * sin(w * t)

# The turnings: v_x from > 0 to <= 0 between the updates at tp and t.
n = 0; first = 0.0; last = 0.0; tp = 0.0; vp = 0.0
turn(t, v) = (vp > 0.0 && v <= 0.0) ? (tc = tp + (t - tp) * vp / (vp - v), \
    first = (n == 0 ? tc : first), last = tc, n = n + 1, 0) : 0
stats ARG6 using (turn(column('time'), column(ARG3)), tp = column('time'), vp = column(ARG3), 0) nooutput
measured = n > 1 ? (last - first) / (n - 1) : NaN

set title ARG2
set xlabel 'time (s)'
set ylabel ARG4
set yrange [-2:2.4]
set samples 1000
set key top right box opaque
plot ARG5 using 'time':(column(ARG3)) with lines lw 2 * lw_scale lc rgb c_blue \
         title 'stage 08: no joint, the bob falls straight down', \
     closed(x) with lines lw 2 * lw_scale lc rgb c_grey \
         title sprintf('closed form, period 2π √(L/g) = %.4f s', 2.0 * pi / w), \
     ARG6 using 'time':(column(ARG3)) with lines lw 2 * lw_scale lc rgb c_red dt 2 \
         title sprintf('%s: period %.4f s', ARG7, measured) noenhanced
