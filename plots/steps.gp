# steps.gp - chapter 13's sweeps against sub-steps: on the pyramid of 20
# rows, the top box's largest sideways move against what an update costs,
# one line for warm_starting's sweeps, one for soft_step's sub-steps.
#
#   gnuplot -c plots/steps.gp OUT.png STEPS.csv
#
# STEPS.csv is plots/steps_table.awk's CSV (program,setting,impulses,
# verdict,drift,pe_loss), plots/track.mk's out/track/compare/steps.csv.
# Both axes are logarithmic; each point is labelled with its number of
# sweeps or sub-steps; the dotted line is 1 % of a box, below which the
# pyramid holds (plots/compare_row.awk's rule).
if (ARGC < 2) {
    print 'usage: gnuplot -c plots/steps.gp OUT.png STEPS.csv'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 900; fig_h = 560
load here.'style.gp'
load here.'programs.gp'
set output ARG1
data = ARG2

set datafile separator ','
set datafile columnheaders
set title 'The pyramid of 20 rows, 600 updates with no keys: more sweeps, or more sub-steps'
set xlabel 'impulses per contact point per update (log scale)'
set ylabel "the top box's largest sideways move, box sizes (log scale)"
set logscale xy
set format y '10^{%T}'
set xrange [2 : 400]
set yrange [1e-4 : 10]
set key top right box opaque noenhanced
set mytics 10

# Each program's points in the order of their cost.
pick(p) = sprintf("< awk -F, 'NR == 1 || $1 == \"%s\"' '%s' | sort -t, -k3,3n", p, data)
ws = 'variant_warm_starting'
ss = 'variant_soft_step'
plot pick(ws) using 'impulses':'drift' with linespoints pt 7 ps 1.2 lw 2 * lw_scale \
         dt dash(ws) lc rgb colour(ws) title 'warm_starting: more sweeps', \
     pick(ws) using 'impulses':'drift':(sprintf('%d', column('setting'))) with labels \
         offset 0, 1 font ',10' tc rgb colour(ws) notitle, \
     pick(ss) using 'impulses':'drift' with linespoints pt 5 ps 1.2 lw 2 * lw_scale \
         dt dash(ss) lc rgb colour(ss) title 'soft_step: more sub-steps', \
     pick(ss) using 'impulses':'drift':(sprintf('%d', column('setting'))) with labels \
         offset 0, -1 font ',10' tc rgb colour(ss) notitle, \
     0.01 with lines lw 1.5 * lw_scale dt 3 lc rgb c_grey title '1 % of a box: holds below'
