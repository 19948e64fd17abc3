# residual.gp - the residual after each sweep of one update, with and
# without warm starting (chapter 10), from plots/residual.c's table.
#
#   gnuplot -c plots/residual.gp OUT.png TITLE RESIDUAL.csv
#
# The table's columns: sweep, warm, cold (the largest velocity error of a
# contact constraint after that many sweeps, units/s).  Log y: the two
# curves lie orders of magnitude apart.
if (ARGC < 3) {
    print 'usage: gnuplot -c plots/residual.gp OUT.png TITLE RESIDUAL.csv'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 480
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders
set title ARG2
set xlabel 'sweeps of the update (velocity iterations)'
set ylabel 'residual: largest velocity error (units/s, log scale)'
set logscale y
set format y '10^{%T}'
set xrange [0.5:15.5]
set xtics 1
set key top right box opaque
plot ARG3 using 'sweep':'cold' with linespoints lw 2 * lw_scale pt 7 lc rgb c_blue \
         title 'each update from zero (sequential impulses)', \
     ARG3 using 'sweep':'warm' with linespoints lw 2 * lw_scale pt 5 lc rgb c_red dt 2 \
         title 'from last update''s impulses (warm starting)'
