# tower_drift.awk - the top box's position over time, from a run's plot data.
#
#   awk -f plots/tower_drift.awk TOWER.scene FRAMES.dat > drift.csv
#   awk -v body=K -f plots/tower_drift.awk SCENE.scene FRAMES.dat > drift.csv
#
# The trace (common/trace.c) holds sums over all bodies, not one body's
# position, so the position comes from the frames the program draws
# (--plot-data FILE --every K, common/draw.c's gnuplot data): each frame
# starts with "# frame F view ...", then the draw list's items, one
# blank line between items, two after the frame.  The game draws the
# static bodies first, then the moving ones in scene order (game_draw),
# and a rectangle is four lines, one per edge, each starting at a corner
# (draw_polygon); what it draws after them (contacts, the selection) is
# not read.  So with every body of the scene a rectangle, the last
# moving body's corners are the first points of items 4 S + 4 (D - 1) + 1
# to + 4 (S static, D moving bodies), and its centre is their mean.
# plots/tower.awk lists the tower bottom to top, so that is the top box.
# With -v body=K it is the K-th moving body of the scene instead (from 1,
# in scene order), at items 4 S + 4 (K - 1) + 1 to + 4.
#
# Output, one row per frame drawn:
#   frame,time,x,y,drift,moved,drop
# time = frame / 60 (every program steps 1/60 s), x and y the box's
# centre, drift = |x - x(first frame)| / its width: the sideways move in
# box sizes; moved = its distance from where the first frame has it, in
# units; drop = (y(first frame) - y) / its height: how far it came down,
# in box sizes (a box that slid off the one below it drops by about 1).  The plot data has 6 significant digits, so at x = 50 a
# move below 1e-4 (2.5e-5 of a 4-unit box) reads as 0.
# Bad input (a body that is not a rectangle, a frame without the box):
# one line naming the file and line, exit status 2.
function bad(msg) { printf "tower_drift.awk: %s:%d: %s\n", FILENAME, FNR, msg > "/dev/stderr"; failed = 1; exit 2 }
function emit() {
    if (frame == "") return
    if (corners != 4) { FNR = frame_line; bad("frame " frame " has no top box (" corners " of its 4 corners); is the scene the one this run drew?") }
    x = sx / 4; y = sy / 4
    if (!have_x0) { x0 = x; y0 = y; have_x0 = 1 }
    d = x - x0; if (d < 0) d = -d
    printf "%d,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g\n", frame, frame / 60, x, y, d / width,
        sqrt((x - x0) ^ 2 + (y - y0) ^ 2), (y0 - y) / height
}
FNR == 1 { file++ }
file == 1 {
    line = $0; sub(/#.*/, "", line)
    n = split(line, w, " ")
    # The scene's settings, the soft step's among them, place no body.
    if (n == 0 || w[1] ~ /^(gravity|motion|correction|relaxation|sub_steps|contact_hertz|contact_damping_ratio|push_out_speed|static_hertz_factor|hertz_cap)$/) next
    if (w[1] != "rect") bad("a " w[1] ": tower_drift.awk reads scenes of rectangles only")
    if (line ~ /(^|[ \t])static([ \t]|$)|mass=0([ \t]|$)/) statics++
    else {
        moving++
        if (body == "" || moving == body + 0) { width = w[4] + 0; height = w[5] + 0 }
    }
    next
}
file == 2 && FNR == 1 {
    if (moving == 0) bad("the scene has no moving body")
    k = body == "" ? moving : body + 0
    if (body != "" && (body !~ /^[0-9]+$/ || k < 1 || k > moving)) bad("body=" body ": the scene has " moving " moving bodies")
    first = 4 * statics + 4 * (k - 1) + 1
    print "frame,time,x,y,drift,moved,drop"
}
/^# frame / { emit(); frame = $3; frame_line = FNR; item = 1; point = 0; corners = 0; sx = sy = 0; prev_blank = 0; next }
/^$/ { if (!prev_blank && point > 0) { item++; point = 0 } prev_blank = 1; next }
{
    prev_blank = 0
    point++
    if (point == 1 && item >= first && item < first + 4) { sx += $1; sy += $2; corners++ }
}
END { if (!failed) emit() }
