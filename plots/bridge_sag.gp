# bridge_sag.gp - chapter 14's bridge: how far its lowest plank hangs
# below where it started, update by update, from plots/joint_gaps.c's
# tables, against where the hinges' springs would hold it at rest
# (plots/bridge_sag.awk).
#
#   gnuplot -c plots/bridge_sag.gp OUT.png SOFT.csv RIGID.csv Y0 SOFT_REST RIGID_REST RIGID_HERTZ
#
# The runs: Box2D-Lite's bridge (book/scenes/joints/7_bridge.scene) as
# the demo has it, every hinge a spring of 6.6 Hz, and the same bridge
# with rigid hinges; Y0 is the planks' starting height, so the sag is
# Y0 - lowest_y.  SOFT_REST and RIGID_REST are the rest the awk script
# finds for springs of the scene's hertz and of RIGID_HERTZ, the stiff
# spring a rigid hinge is pushed by.
if (ARGC < 7) {
    print 'usage: gnuplot -c plots/bridge_sag.gp OUT.png SOFT.csv RIGID.csv Y0 SOFT_REST RIGID_REST RIGID_HERTZ'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 480
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders
y0 = real(ARG4); soft_rest = real(ARG5); rigid_rest = real(ARG6)
set title "Box2D-Lite's bridge, 15 planks on 16 hinges, no keys"
set xlabel 'time (s)'
set ylabel 'sag: the lowest plank''s drop (units)'
set yrange [0:11]
set key top right box opaque
plot ARG2 using 'time':(y0 - column('lowest_y')) with lines lw 1.5 * lw_scale lc rgb c_blue \
         title 'soft hinges, 6.6 Hz (the demo''s)', \
     soft_rest with lines lw 1.5 * lw_scale lc rgb c_blue dt 3 \
         title sprintf('at rest on 6.6 Hz springs, %.2f', soft_rest), \
     ARG3 using 'time':(y0 - column('lowest_y')) with lines lw 1.5 * lw_scale lc rgb c_red \
         title 'rigid hinges', \
     rigid_rest with lines lw 1.5 * lw_scale lc rgb c_red dt 3 \
         title sprintf('at rest on %s Hz springs, %.2f', ARG7, rigid_rest)
