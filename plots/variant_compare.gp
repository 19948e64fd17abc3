# variant_compare.gp - one scene run by stage 8 and by a preset's
# program (chapters 9 to 14): one column of the two traces over time.
#
#   gnuplot -c plots/variant_compare.gp OUT.png TITLE COLUMN YLABEL STAGE8.csv VARIANT.csv VARIANT_TITLE [OPTION...]
#
# Both traces are the same scene file run without keys (plots/variants.mk
# writes them under out/variants/NAME/).  COLUMN is a trace column (energy,
# max_depth, ke_angular, ...).  The key gives each run's first and last
# value, so a reader sees the gain or loss without reading the axis.  The
# OPTIONs (any of them, in any order): `log`, the y axis logarithmic
# (zeros are left out); `keylow`, the key in the lower right corner, or
# `keylowleft`, in the lower left, where the key would otherwise hide the
# end of a curve that stays high (stage 8's, on a pile that never rests).
if (ARGC < 7) {
    print 'usage: gnuplot -c plots/variant_compare.gp OUT.png TITLE COLUMN YLABEL STAGE8.csv VARIANT.csv VARIANT_TITLE [log] [keylow|keylowleft]'
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
opts = ' '.(ARGC >= 8 ? ARG8 : '').' '.(ARGC >= 9 ? ARG9 : '').' '
has(o) = strstrt(opts, ' '.o.' ') > 0
set key top right box opaque
if (has('log')) { set logscale y; set format y '10^{%T}' }
if (has('keylow')) { set key bottom right box opaque }
if (has('keylowleft')) { set key bottom left box opaque }
plot tr[1] using 'time':col with lines lw 2 * lw_scale lc rgb c_blue \
         title sprintf('stage 08: %.4g → %.4g', first[1], last[1]), \
     tr[2] using 'time':col with lines lw 2 * lw_scale lc rgb c_red dt 2 \
         title sprintf('%s: %.4g → %.4g', ARG7, first[2], last[2]) noenhanced
