# lost_ids.gp - chapter 10's count of the warm starts that feature ids
# lose: the offset stack (book/scenes/offset_stack.scene) run by
# soft_step with each rule of `point_ids`, its trace's column lost_ids
# (the points whose pair the last update had but not their id).
#
#   gnuplot -c plots/lost_ids.gp OUT.png REFERENCE_FACE.csv FEATURES.csv
#
# Above, the points that lost their warm start so far (the running sum
# of the column); below, the stack's potential energy, which drops when
# it falls.  plots/track.mk makes both traces.
if (ARGC < 3) {
    print 'usage: gnuplot -c plots/lost_ids.gp OUT.png REFERENCE_FACE.csv FEATURES.csv'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 900; fig_h = 640
load here.'style.gp'
set output ARG1
set datafile separator ','
set datafile columnheaders
set xrange [0 : *]

set multiplot layout 2, 1 title 'The offset stack (book/scenes/offset_stack.scene) under soft_step, no keys' noenhanced
set key top left noenhanced
set ylabel 'points that lost their warm start, so far'
set format x ''
set bmargin 1
lost_a = 0; lost_b = 0
plot ARG2 using 'time':(lost_a = lost_a + column('lost_ids')) with steps lw 2 * lw_scale lc rgb c_red title 'point_ids reference_face', \
     ARG3 using 'time':(lost_b = lost_b + column('lost_ids')) with steps lw 2 * lw_scale dt 2 lc rgb c_blue title 'point_ids features'
set format x '%g'
set bmargin 3.5
set tmargin 1
set xlabel 'time (s)'
set ylabel 'potential energy, sum of m g y'
plot ARG2 using 'time':'pe' with lines lw 2 * lw_scale lc rgb c_red title 'reference_face', \
     ARG3 using 'time':'pe' with lines lw 2 * lw_scale dt 2 lc rgb c_blue title 'features'
unset multiplot
