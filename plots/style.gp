# style.gp - shared look of the workbook's figures, loaded by the other
# scripts in plots/ (they find it next to themselves).  Before loading, set
#   fig_w, fig_h   the picture size in pixels
# and after it call the terminal through `set output`.
#
# pngcairo when this gnuplot has it (antialiased, good fonts), else the
# libgd png terminal; both with a 12 pt sans font that stays readable when
# the picture is scaled to a book page.
set encoding utf8
if (strstrt(GPVAL_TERMINALS, 'pngcairo') > 0) {
    set terminal pngcairo size fig_w, fig_h enhanced font 'DejaVu Sans,12' linewidth 1.5 background '#ffffff'
    lw_scale = 1.0
} else {
    set terminal png size fig_w, fig_h enhanced font 'DejaVu Sans,12' background '#ffffff'
    lw_scale = 1.5
}

# Line colours: a colour-blind-safe set (Okabe & Ito).
c_black  = '#000000'
c_orange = '#e69f00'
c_sky    = '#56b4e9'
c_green  = '#009e73'
c_blue   = '#0072b2'
c_red    = '#d55e00'
c_purple = '#cc79a7'
c_grey   = '#888888'

set grid xtics ytics lc rgb '#dddddd' lw 1 dt 1
set border 3 lc rgb '#444444'
set tics nomirror out
set key opaque box lc rgb '#cccccc' samplen 2.5 spacing 1.15

# A default title from a path: "out/stage05/trace.csv" -> "Stage 05".
stage_of(path) = (strstrt(path, 'stage') > 0) ? path[strstrt(path, 'stage') + 5 : strstrt(path, 'stage') + 6] : ''
