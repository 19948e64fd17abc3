/* diagram_svg.h - a diagram's figure: common/draw.h's DrawList for the
 * geometry, and the SVG text written around its group of lines for what a
 * DrawList has no primitive for (labels, dots, the legend, shaded regions,
 * wide or dashed lines).  Every diagram draws through these; none of them
 * knows a shape, so this file is compiled once, against common/ alone.
 *
 * Colours, the same in every figure: A blue, B green, the collision
 * info's segment start -> end magenta (collision_info_draw's own colour),
 * the normal n red, the tangent t orange, velocities black, impulses
 * purple, helper lines and candidates grey.
 *
 * SVG's y runs down; the DrawList's group flips world y, the text written
 * around it uses -y itself.
 */
#ifndef DIAGRAM_SVG_H
#define DIAGRAM_SVG_H

#include <stdbool.h>

#include "draw.h"
#include "error.h"
#include "vec2.h"

#define COL_A COLOUR_BLUE
#define COL_B COLOUR_GREEN
#define COL_INFO COLOUR_MAGENTA
#define COL_N COLOUR_RED
#define COL_T COLOUR_ORANGE
#define COL_V COLOUR_BLACK
#define COL_J ((Colour){130, 40, 170})
#define COL_J_PART ((Colour){190, 130, 220})
#define COL_HELP COLOUR_GREY
#define COL_HELP_DARK ((Colour){90, 90, 90})

/* SVG text as it grows. */
typedef struct Text {
    char *s;
    int len, cap;
} Text;

/* A figure: the DrawList plus what is written around it. */
typedef struct Fig {
    DrawList dl;
    Text under;  /* before the lines: shaded regions */
    Text over;   /* after the lines: dots and labels */
    Text legend; /* the strip above the picture */
    int legend_lines;
    double size;  /* the pair's extent: arrow and label sizes follow it */
    double font;  /* label height, world units */
    double strip; /* height of the legend's strip */
    /* the box the picture must show, grown by fig_include */
    double x0, x1, y0, y1;
} Fig;

/* A figure with an empty box; fig_include grows it, fig_size_to_box
 * then takes its extent as the figure's size. */
void fig_clear(Fig *f);
void fig_include(Fig *f, Vec2 p);
void fig_size_to_box(Fig *f);
/* The length of a unit arrow. */
double fig_unit(const Fig *f);
/* The view: the box with a margin, and above it a strip for the legend.
 * The width fixes the label size, so call it once every point is in. */
void fig_view(Fig *f, int legend_lines);

/* A label at p; anchor "start", "middle" or "end"; a white halo keeps it
 * readable over lines. */
void label(Fig *f, Vec2 p, const char *anchor, Colour c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;
/* A label beside p, on the side of the unit direction side. */
void label_beside(Fig *f, Vec2 p, Vec2 side, Colour c, const char *s);
void dot(Fig *f, Vec2 p, Colour c);
/* A shaded polygon under the lines. */
void shade(Fig *f, const Vec2 *pts, int n, const char *fill);
/* One line of the legend: a swatch in the colour, then the text. */
void legend(Fig *f, Colour c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* An arrow from p along d (its full length), head a fixed share of the
 * figure so short arrows keep a visible head. */
void arrow(Fig *f, Vec2 p, Vec2 d, Colour c);
/* A line written into the SVG text t (f->under or f->over) itself, for
 * what the DrawList has no style for: wider (a face picked out) or
 * dashed (a side plane); width in label heights. */
void svg_line(Text *t, const Fig *f, Vec2 a, Vec2 b, Colour c, double width, bool dashed);

/* The DrawList's SVG with the extra text put around its group: shaded
 * regions just before it, then after it the dots, labels and legend. */
bool fig_write(Fig *f, const char *path, Error *err);
void fig_free(Fig *f);

/* v turned a quarter counter-clockwise. */
Vec2 perp(Vec2 v);
/* Stable text: -0 prints as 0. */
double nz(double x);
/* A round scale that draws the largest of the lengths about `want` long. */
double nice_scale(double largest, double want);

#endif
