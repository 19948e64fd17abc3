# anim.gp - every frame of a stage's gnuplot frame data as an animated GIF.
#
#   gnuplot -c plots/anim.gp FRAMES.dat OUT.gif [TITLE] [STEP]
#
# FRAMES.dat is what `build/stageNN --plot-data` writes (common/draw.h);
# with the default `--every 5` it holds one frame every 5 updates, which
# this plays back in real time (5 updates = 1/12 s, 8 hundredths per GIF
# frame).  STEP > 1 keeps every STEP-th frame (and the last) and slows the
# delay to match, for a smaller file.  480x360, each frame drawn in its own
# view at equal scale, lines in their recorded colours, a caption with the
# time.  The GIF terminal (libgd) is part of every gnuplot build here.
#
#   gnuplot -c plots/anim.gp FRAMES.dat STILL.png [TITLE] [K]
#
# writes the single frame K (0-based, default the last) as a PNG drawn by
# the same libgd renderer at the same size: one frame of the GIF to look at
# or to print.
if (ARGC < 2) {
    print 'usage: gnuplot -c plots/anim.gp FRAMES.dat OUT.gif [TITLE] [STEP]'
    exit status 2
}
frames = ARG1
out = ARG2
still = (strlen(out) > 4 && out[strlen(out) - 3:] eq '.png')
step = (!still && ARGC >= 4 && strlen(ARG4) > 0) ? int(ARG4) : 1
if (step < 1) { step = 1 }

# One header per frame: "# frame F view X0 X1 Y0 Y1".
heads = system(sprintf("grep '^# frame' '%s' | awk '{ print $3, $5, $6, $7, $8 }'", frames))
n = words(heads) / 5
if (n < 1) {
    print sprintf('anim.gp: %s: no "# frame F view X0 X1 Y0 Y1" lines', frames)
    exit status 1
}
# Updates between stored frames, from the first two headers (the writer's
# --every); the last frame may be closer to its neighbour than that.
every = (n > 1) ? int(word(heads, 6)) - int(word(heads, 1)) : 5
if (every < 1) { every = 5 }
delay = int(every * step * 100.0 / 60.0 + 0.5)
if (delay < 2) { delay = 2 }

stage_of(path) = (strstrt(path, 'stage') > 0) ? path[strstrt(path, 'stage') + 5 : strstrt(path, 'stage') + 6] : ''
s = stage_of(frames)
title = (ARGC >= 3 && strlen(ARG3) > 0) ? ARG3 : ((strlen(s) > 0) ? 'Stage '.s : '')
# Titles are enhanced text: a '_' from a file name would start a subscript.
t = ''; do for [j = 1 : strlen(title)] { t = t.((title[j:j] eq '_') ? '\_' : title[j:j]) }; title = t

set encoding utf8
only = (still && ARGC >= 4 && strlen(ARG4) > 0) ? int(ARG4) : n - 1
if (only < 0 || only > n - 1) { only = n - 1 }
if (still) {
    set terminal png size 480, 360 font 'DejaVu Sans,11' background '#ffffff'
} else {
    set terminal gif animate delay delay loop 0 optimize size 480, 360 font 'DejaVu Sans,11' background '#ffffff'
}
set output out

unset key
unset border
unset tics
unset grid
set size ratio -1
set lmargin 0.5; set rmargin 0.5; set bmargin 0.5; set tmargin 2

do for [k = 0 : n - 1] {
    if (still ? k == only : (k % step == 0 || k == n - 1)) {
        f  = int(word(heads, 5 * k + 1))
        x0 = real(word(heads, 5 * k + 2)); x1 = real(word(heads, 5 * k + 3))
        y0 = real(word(heads, 5 * k + 4)); y1 = real(word(heads, 5 * k + 5))
        set xrange [x0:x1]
        set yrange [y0:y1]
        set object 1 rectangle from x0, y0 to x1, y1 behind fs empty border lc rgb '#bbbbbb' lw 1
        set title sprintf('%s   t = %5.2f s  (frame %d)', title, f / 60.0, f)
        plot frames index k using 1:2:3 with lines lw 2 lc rgb variable
    }
}
unset output
