# variant_time_of_impact.gp - the elastic ball of chapter 9 run by stage 8
# and by the variant time_of_impact: its energy with the integrator's own
# loss given back.
#
#   gnuplot -c plots/variant_time_of_impact.gp OUT.png TITLE COLUMN YLABEL STAGE8.csv VARIANT.csv VARIANT_TITLE
#
# The arguments are plots/variant_compare.gp's (plots/variants.txt names
# this script in place of that one); COLUMN is the energy column.
#
# Symplectic Euler loses (1/2) m g^2 h^2 of energy on every step of length
# h under gravity g, whatever the velocity, with or without a collision:
# over the time t that is (1/2) m g^2 h t.  For the ball (m 1, g 20,
# h 1/60) that is 10 t / 3, so energy + 10 time / 3 stays flat while the
# ball flies, and what is left to see is what the bounces add or take.
# Without this, both curves fall by 120 over the 36 s and stage 8's
# projection, which lifts the ball out of the floor, looks like less loss.
if (ARGC < 7) {
    print 'usage: gnuplot -c plots/variant_time_of_impact.gp OUT.png TITLE COLUMN YLABEL STAGE8.csv VARIANT.csv VARIANT_TITLE'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 480
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders
lost(t) = 10.0 * t / 3.0

array first[2]; array last[2]; array tr[2]
tr[1] = ARG5; tr[2] = ARG6
do for [k = 1 : 2] {
    stats tr[k] using (column(ARG3) + lost(column('time'))) nooutput
    n = STATS_records - 1
    stats tr[k] using (column(ARG3) + lost(column('time'))) every ::0::0 nooutput
    first[k] = STATS_max
    stats tr[k] using (column(ARG3) + lost(column('time'))) every ::n::n nooutput
    last[k] = STATS_max
}

set title ARG2
set xlabel 'time (s)'
set ylabel ARG4
set key top left box opaque
plot tr[1] using 'time':(column(ARG3) + lost(column('time'))) with lines lw 2 * lw_scale lc rgb c_blue \
         title sprintf('stage 08: %.4g → %.4g', first[1], last[1]), \
     tr[2] using 'time':(column(ARG3) + lost(column('time'))) with lines lw 2 * lw_scale lc rgb c_red dt 2 \
         title sprintf('%s: %.4g → %.4g', ARG7, first[2], last[2]) noenhanced
