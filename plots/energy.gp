# energy.gp - energy over time from one stage's trace.
#
#   gnuplot -c plots/energy.gp TRACE.csv OUT.png [TITLE]
#
# Plots the trace's ke_linear, ke_angular, pe and their sum (energy) against
# time.  A trace whose energy columns are all zero (stages 01-04 move
# nothing) still gives a readable figure that says so; a column that is zero
# throughout (ke_angular before stage 08) is drawn and marked in the legend.
if (ARGC < 2) {
    print 'usage: gnuplot -c plots/energy.gp TRACE.csv OUT.png [TITLE]'
    exit status 2
}
trace = ARG1
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 500
load here.'style.gp'
set output ARG2

s = stage_of(trace)
title = (ARGC >= 3 && strlen(ARG3) > 0) ? ARG3 : ((strlen(s) > 0) ? 'Stage '.s.': energy over time' : 'Energy over time')
# Titles are enhanced text: a '_' from a file name would start a subscript.
t = ''; do for [j = 1 : strlen(title)] { t = t.((title[j:j] eq '_') ? '\_' : title[j:j]) }; title = t

set datafile separator ','
set datafile columnheaders

stats trace using 'time' nooutput
t_end = STATS_max
stats trace using 'ke_linear' nooutput
lin_zero = (STATS_min == 0 && STATS_max == 0)
stats trace using 'ke_angular' nooutput
ang_zero = (STATS_min == 0 && STATS_max == 0)
stats trace using 'pe' nooutput
pe_zero = (STATS_min == 0 && STATS_max == 0)
stats trace using 'energy' nooutput
e_zero = (STATS_min == 0 && STATS_max == 0)
all_zero = lin_zero && ang_zero && pe_zero && e_zero

set title title font ',14'
set xlabel 'time [s]'
set ylabel 'energy [mass · (world units/s)^2]'
set xrange [0:(t_end > 0 ? t_end : 1)]
set format y '%.0f'
set key outside bottom center horizontal Left reverse maxrows 2 nobox
set bmargin 6.5

zero_note(z) = z ? ' (0 throughout)' : ''

if (all_zero) {
    set yrange [-1:1]
    set format y '%g'
    set label 1 "no dynamics in this stage:\nevery energy column of the trace is zero" \
        at graph 0.5, 0.75 center font ',14' tc rgb '#555555'
    set label 2 'nothing moves on its own before stage 05 (motion, mass, velocity)' \
        at graph 0.5, 0.3 center font ',11' tc rgb '#777777'
} else {
    set yrange [*:*]
    set offsets 0, 0, graph 0.05, graph 0.05
}

if (all_zero) {
    plot trace using 'time':'energy' with lines lw 3*lw_scale lc rgb c_black \
         title 'linear KE, angular KE, potential and total energy: all 0'
    exit
}

plot trace using 'time':'pe' with lines lw 2*lw_scale lc rgb c_green \
         title 'potential -m g·p'.zero_note(pe_zero), \
     ''    using 'time':'ke_linear' with lines lw 2*lw_scale lc rgb c_blue \
         title 'linear KE ½m|v|^2'.zero_note(lin_zero), \
     ''    using 'time':'ke_angular' with lines lw 2*lw_scale lc rgb c_orange dt 2 \
         title 'angular KE ½Iω^2'.zero_note(ang_zero), \
     ''    using 'time':'energy' with lines lw 3*lw_scale lc rgb c_black \
         title 'total'.zero_note(e_zero)
