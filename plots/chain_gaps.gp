# chain_gaps.gp - chapter 14's chain: how far its hinges open, update by
# update, from plots/joint_gaps.c's tables.
#
#   gnuplot -c plots/chain_gaps.gp OUT.png SOFT.csv RIGID.csv RIGID_8.csv
#
# The runs: Box2D-Lite's multi-pendulum (book/scenes/joints/
# 9_multi_pendulum.scene) as the demo has it, every hinge a spring of
# 13.6 Hz; the same chain with rigid hinges; and rigid in 8 sub-steps in
# place of 4.  Each curve is the widest gap between the two anchors of
# any hinge (log y: the soft chain's gaps are springs stretched, the
# rigid ones' errors the push has not yet closed).
if (ARGC < 4) {
    print 'usage: gnuplot -c plots/chain_gaps.gp OUT.png SOFT.csv RIGID.csv RIGID_8.csv'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 480
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders
set title "Box2D-Lite's multi-pendulum, 15 bars let go level, no keys"
set xlabel 'time (s)'
set ylabel 'widest gap between a hinge''s anchors (log scale)'
set logscale y
set format y '10^{%T}'
set yrange [1e-4:1]
set key top right box opaque
plot ARG2 using 'time':'widest_gap' with lines lw 1.5 * lw_scale lc rgb c_blue \
         title 'soft hinges, 13.6 Hz (the demo''s)', \
     ARG3 using 'time':'widest_gap' with lines lw 1.5 * lw_scale lc rgb c_red \
         title 'rigid hinges, 4 sub-steps', \
     ARG4 using 'time':'widest_gap' with lines lw 1.5 * lw_scale lc rgb c_green dt 2 \
         title 'rigid hinges, 8 sub-steps'
