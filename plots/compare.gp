# compare.gp - chapter 13's solver comparison as small multiples: the
# benchmark scenes, one panel each, every program's run over the 10 s,
# a panel of what each program costs and a panel that names them.
#
#   gnuplot -c plots/compare.gp OUT.png DIR "PROGRAM ..."
#
# DIR is plots/track.mk's out/track/compare: DIR/SCENE/PROGRAM.csv is
# the run's top box over time (plots/tower_drift.awk's table; for the
# ramp the box of friction 0.6), DIR/SCENE/PROGRAM.trace.csv its trace,
# DIR/cost.csv each program's impulses per contact point per update
# (program,passes,impulses).  The panels, and what each draws:
#   stack of 20, pyramid of 20 rows   the top box's sideways move, in box
#                                     sizes (log; 1 % of a box dotted)
#   heavy on light, heavy-topped      how far the top box has come down,
#   pyramid                           in box sizes (half a box dotted:
#                                     below it the box has fallen)
#   friction ramp                     how far the box of friction 0.6,
#                                     which must hold, has moved (log)
#   overlap recovery                  the deepest overlap (log)
#   pile of 200                       the linear kinetic energy (log)
# On a log scale a value below the panel's floor, 0 too, is drawn at it
# (the plot data's resolution, or the range worth reading): 1e-4 for the
# stacks' sideways moves, 1e-3 for the ramp's box and the overlap, 1e-4
# for the pile's energy, which is 0 once the pile sleeps; the key says
# so.
if (ARGC < 3) {
    print 'usage: gnuplot -c plots/compare.gp OUT.png DIR "PROGRAM ..."'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 1350; fig_h = 1150
load here.'style.gp'
load here.'programs.gp'
set output ARG1
dir = ARG2
progs = ARG3
np = words(progs)

set datafile separator ','
set datafile columnheaders

# The panels: scene, file suffix, column, title, y label, log (1) or not,
# floor (log only), the dotted line's value and its label.
array scene[7] = ['stack20', 'pyramid', 'heavy_on_light', 'heavy_pyramid', 'ramp', 'overlap', 'pile200']
array suffix[7] = ['.csv', '.csv', '.csv', '.csv', '.csv', '.trace.csv', '.trace.csv']
array column_of[7] = ['drift', 'drift', 'drop', 'drop', 'moved', 'max_depth', 'ke_linear']
array title_of[7] = ['A stack of 20 boxes 4 x 4', 'A pyramid of 20 rows (210 boxes 2 x 2)', \
    'A box of mass 100 on one of mass 1', 'A pyramid of 4 rows, top 3 boxes of mass 100', \
    'Friction ramp: the box of friction 0.6 on 30°', 'Overlap recovery: 5 boxes a quarter deep', \
    'The pile of 200 shapes (bench/pile.awk)']
array ylabel_of[7] = ['top box sideways, box sizes', 'top box sideways, box sizes', \
    'top box down, box sizes', 'top box down, box sizes', 'distance moved', \
    'deepest overlap', 'linear kinetic energy']
array logy[7] = [1, 1, 0, 0, 1, 1, 1]
array floor_of[7] = [1e-4, 1e-4, 0, 0, 1e-3, 1e-3, 1e-4]
array ref[7] = [0.01, 0.01, 0.5, 0.5, 0.01, 0.015, NaN]
array ref_label[7] = ['1 % of a box', '1 % of a box', 'half a box: fallen', 'half a box: fallen', \
    '0.01: holds', 'slop + 0.01', '']

file(k, p) = dir.'/'.scene[k].'/'.p.suffix[k]
shown(k, v) = (logy[k] && v < floor_of[k]) ? floor_of[k] : v

set multiplot layout 3, 3 title 'The benchmark scenes, 600 updates (10 s) with no keys, each program on each' font ',14'
do for [k = 1 : 7] {
    unset logscale y
    unset label
    set format y '%g'
    set autoscale y
    set title title_of[k] noenhanced font ',12'
    set xlabel 'time (s)'
    set ylabel ylabel_of[k] noenhanced
    set xrange [0 : 10]
    set key off
    if (logy[k]) {
        set logscale y
        set format y '10^{%T}'
        set yrange [floor_of[k] : *]
    }
    if (ref[k] == ref[k]) {
        set label 2 ref_label[k] at graph 0.98, first ref[k] right offset 0, -0.7 font ',9' tc rgb c_grey
    }
    plot for [j = 1 : np] file(k, word(progs, j)) using 'time':(shown(k, column(column_of[k]))) \
             with lines lw 2 * lw_scale dt dash(word(progs, j)) lc rgb colour(word(progs, j)) notitle, \
         (ref[k] == ref[k] ? ref[k] : NaN) with lines lw 1.5 * lw_scale dt 3 lc rgb c_grey notitle
}

# What each program costs: impulses per contact point per update.
unset logscale y
unset label
set title 'What an update costs' font ',12'
set xlabel ''
set ylabel 'impulses per contact point per update'
set format y '%g'
set xrange [0.4 : np + 0.6]
stats dir.'/cost.csv' using 'impulses' nooutput
set yrange [0 : 1.2 * STATS_max]
set xtics () rotate by 30 right noenhanced
do for [j = 1 : np] { set xtics add (name(word(progs, j)) j) }
set style fill solid 0.8 noborder
set boxwidth 0.6
plot for [j = 1 : np] dir.'/cost.csv' using (j):(strcol('program') eq word(progs, j) ? column('impulses') : NaN) \
         with boxes lc rgb colour(word(progs, j)) notitle, \
     for [j = 1 : np] dir.'/cost.csv' using (j):(strcol('program') eq word(progs, j) ? column('impulses') : NaN):(sprintf('%d', column('impulses'))) \
         with labels offset 0, 0.8 notitle

# The key: each program's line, and the dotted threshold.
unset title
unset xtics
unset ytics
unset xlabel
unset ylabel
unset border
unset grid
set xrange [0 : 1]
set yrange [0 : 1]
set key center center noenhanced box opaque samplen 4 spacing 1.6 font ',12'
set label 1 'On a log scale a value below the panel''s floor,' at graph 0.5, graph 0.12 center font ',10' tc rgb c_grey
set label 2 '0 too, is drawn at it.' at graph 0.5, graph 0.05 center font ',10' tc rgb c_grey
plot for [j = 1 : np] NaN with lines lw 2 * lw_scale dt dash(word(progs, j)) lc rgb colour(word(progs, j)) \
         title name(word(progs, j)), \
     NaN with lines lw 1.5 * lw_scale dt 3 lc rgb c_grey title 'the panel''s threshold'
unset multiplot
