# scene.gp - the final frame of a stage's gnuplot frame data as a picture.
#
#   gnuplot -c plots/scene.gp FRAMES.dat OUT.png [TITLE] [K]
#
# FRAMES.dat is what `build/stageNN --plot-data` writes (common/draw.h): per
# frame a line "# frame F view X0 X1 Y0 Y1", then blocks of "x y 0xRRGGBB",
# frames separated by two blank lines.  The last frame is drawn in the
# frame's own view, at equal scale, each line in its recorded colour, on
# white, with no axes; a small caption gives the frame and its time.
# K (0-based) draws the K-th frame in the file instead of the last.
if (ARGC < 2) {
    print 'usage: gnuplot -c plots/scene.gp FRAMES.dat OUT.png [TITLE]'
    exit status 2
}
frames = ARG1
i = strlen(ARG0); while (i > 0 && ARG0[i:i] ne '/') { i = i - 1 }
here = (i > 0) ? ARG0[1:i] : ''
fig_w = 800; fig_h = 620
load here.'style.gp'
set output ARG2

# Frames are counted by their header lines: `stats` would also count the
# empty block after the file's final pair of blank lines.
n = int(system(sprintf("grep -c '^# frame' '%s'", frames)))
if (n < 1) {
    print sprintf('scene.gp: %s: no "# frame F view X0 X1 Y0 Y1" line', frames)
    exit status 1
}
last = (ARGC >= 4 && strlen(ARG4) > 0) ? int(ARG4) : n - 1
if (last < 0 || last > n - 1) { last = n - 1 }
# That frame's header line: "# frame F view X0 X1 Y0 Y1".
head = system(sprintf("grep '^# frame' '%s' | sed -n '%dp'", frames, last + 1))
frame = int(word(head, 3))
x0 = real(word(head, 5)); x1 = real(word(head, 6))
y0 = real(word(head, 7)); y1 = real(word(head, 8))


s = stage_of(frames)
cap = sprintf('frame %d (t = %.2f s)', frame, frame / 60.0)
title = (ARGC >= 3 && strlen(ARG3) > 0) ? ARG3 : ((strlen(s) > 0) ? 'Stage '.s.': '.(last == n - 1 ? 'final frame' : 'frame') : (last == n - 1 ? 'Final frame' : 'Frame'))
# Titles are enhanced text: a '_' from a file name would start a subscript.
t = ''; do for [j = 1 : strlen(title)] { t = t.((title[j:j] eq '_') ? '\_' : title[j:j]) }; title = t

unset key
unset border
unset tics
unset grid
set xrange [x0:x1]
set yrange [y0:y1]
set size ratio -1
set lmargin 1; set rmargin 1; set bmargin 1.5; set tmargin 2.5
set title title.'  {/*0.8 '.cap.'}' font ',13'
# A thin frame around the view, so the picture has an edge on the page.
set object 1 rectangle from x0, y0 to x1, y1 behind fs empty border lc rgb '#bbbbbb' lw 1

plot frames index last using 1:2:3 with lines lw 1.5*lw_scale lc rgb variable
