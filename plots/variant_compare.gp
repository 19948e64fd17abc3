# variant_compare.gp - one scene run by stage 8 and by a variant of it
# (chapter 9): one column of the two traces over time.
#
#   gnuplot -c plots/variant_compare.gp OUT.png TITLE COLUMN YLABEL STAGE8.csv VARIANT.csv VARIANT_TITLE [log|keylow]
#
# Both traces are the same scene file run without keys (plots/variants.mk
# writes them under out/variants/NAME/).  COLUMN is a trace column (energy,
# max_depth, ke_angular, ...).  The key gives each run's first and last
# value, so a reader sees the gain or loss without reading the axis.  With
# the last argument `log` the y axis is logarithmic (zeros are left out).
if (ARGC < 7) {
    print 'usage: gnuplot -c plots/variant_compare.gp OUT.png TITLE COLUMN YLABEL STAGE8.csv VARIANT.csv VARIANT_TITLE [log|keylow]'
    exit status 2
}
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 480
load here.'style.gp'
set output ARG1

set datafile separator ','
set datafile columnheaders
col = ARG3

array first[2]; array last[2]; array tr[2]
tr[1] = ARG5; tr[2] = ARG6
do for [k = 1 : 2] {
    stats tr[k] using col nooutput
    n = STATS_records - 1
    stats tr[k] using col every ::0::0 nooutput
    first[k] = STATS_max
    stats tr[k] using col every ::n::n nooutput
    last[k] = STATS_max
}

set title ARG2
set xlabel 'time (s)'
set ylabel ARG4
set key top right box opaque
if (ARGC >= 8 && ARG8 eq 'log') { set logscale y; set format y '10^{%T}' }
# 'keylow': the key in the lower right corner, when the lines end high.
if (ARGC >= 8 && ARG8 eq 'keylow') { set key bottom right box opaque }
plot tr[1] using 'time':col with lines lw 2 * lw_scale lc rgb c_blue \
         title sprintf('stage 08: %.4g → %.4g', first[1], last[1]), \
     tr[2] using 'time':col with lines lw 2 * lw_scale lc rgb c_red dt 2 \
         title sprintf('%s: %.4g → %.4g', ARG7, first[2], last[2]) noenhanced
