/* draw.h - drawing primitives recorded into a list, written out later.
 *
 * A stage draws its frame into a DrawList with these calls and never
 * touches a file; a front end turns the list into an SVG picture, gnuplot
 * data, or a live view.  Coordinates are world units, y up.
 */
#ifndef DRAW_H
#define DRAW_H

#include <stdbool.h>
#include <stdio.h>

#include "vec2.h"

#define DRAW_CIRCLE_SEGMENTS 36

typedef struct Colour {
    unsigned char r, g, b;
} Colour;

#define COLOUR_BLACK ((Colour){0, 0, 0})
#define COLOUR_WHITE ((Colour){255, 255, 255})
#define COLOUR_RED ((Colour){220, 30, 30})
#define COLOUR_GREEN ((Colour){30, 160, 60})
#define COLOUR_BLUE ((Colour){40, 80, 220})
#define COLOUR_GREY ((Colour){150, 150, 150})
#define COLOUR_MAGENTA ((Colour){255, 0, 255})
#define COLOUR_ORANGE ((Colour){240, 140, 0})

typedef enum DrawKind {
    DRAW_LINE,
    DRAW_CIRCLE,
    DRAW_CROSS
} DrawKind;

typedef struct DrawItem {
    DrawKind kind;
    Colour colour;
    Vec2 a, b;     /* line: a -> b; circle and cross: centre in a */
    double radius; /* circle radius; cross: half the arm length */
    int outline;   /* the lines of one polygon share it; other items have their own */
} DrawItem;

/* The camera: the world rectangle shown, centre and width; the height
 * follows from the aspect (height / width). */
typedef struct DrawView {
    Vec2 centre;
    double width;
    double aspect;
} DrawView;

/* A legend's line: what a colour of the frame means. */
#define DRAW_LEGEND_MAX 4

typedef struct DrawLegendEntry {
    Colour colour;
    const char *label; /* a string that outlives the list (a literal) */
} DrawLegendEntry;

/* The primitives of one frame, as many as it draws, and its legend.
 * Start from a zeroed list; draw_begin empties it and keeps its memory
 * for the next frame. */
typedef struct DrawList {
    DrawView view;
    Colour colour; /* current colour for the next primitives */
    int count;
    int capacity;
    DrawItem *items;
    int outlines; /* outline numbers given out since draw_begin (which restarts them) */
    int legend_count;
    DrawLegendEntry legend[DRAW_LEGEND_MAX];
} DrawList;

void draw_begin(DrawList *dl, DrawView view);
/* Frees the items; the list is zeroed. */
void draw_list_free(DrawList *dl);
void draw_set_colour(DrawList *dl, Colour c);
void draw_line(DrawList *dl, Vec2 a, Vec2 b);
void draw_circle(DrawList *dl, Vec2 centre, double radius);
/* A w x h rectangle centred on `centre`, rotated by `rotation` radians. */
void draw_rectangle(DrawList *dl, Vec2 centre, double w, double h, double rotation);
/* Closed polygon through n points. */
void draw_polygon(DrawList *dl, const Vec2 *pts, int n);
/* An x-shaped marker of arm length `size` (total) centred on `centre`. */
void draw_cross(DrawList *dl, Vec2 centre, double size);

/* Adds a legend entry: `colour` means `label`.  At most DRAW_LEGEND_MAX
 * entries are kept; further ones are left out. */
void draw_legend(DrawList *dl, Colour colour, const char *label);

/* The camera that shows the whole frame: `view` itself while every
 * outline (a polygon, or any other single primitive) reaches into it,
 * even if it runs on past its edges, as the chapter's slabs do; once one
 * lies wholly outside, the smallest view of view's aspect that holds
 * view's rectangle and every primitive, widened by DRAW_FIT_MARGIN of its
 * width and centred on what it holds. */
#define DRAW_FIT_MARGIN 0.05
DrawView draw_fit_view(const DrawList *dl, DrawView view);

/* The list as a standalone SVG document (view rectangle, y flipped), its
 * legend entries, if any, as swatches and labels in the top-left corner. */
bool draw_write_svg(const DrawList *dl, FILE *out);
/* The list as gnuplot data: one block of "x y 0xRRGGBB" lines per
 * primitive (circles as DRAW_CIRCLE_SEGMENTS-gons), blocks separated by one
 * blank line, the frame ended by two blank lines so a file of many frames
 * can be selected with `index`.  A first comment line gives the frame
 * number and the view: "# frame F view X0 X1 Y0 Y1". */
bool draw_write_gnuplot(const DrawList *dl, int frame, FILE *out);

#endif
