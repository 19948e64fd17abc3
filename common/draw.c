/* draw.c - recording primitives and writing them as SVG or gnuplot data. */
#include "draw.h"

#include <stdlib.h>

#include "grow.h"

/* ---- recording ------------------------------------------------------- */

void draw_begin(DrawList *dl, DrawView view)
{
    dl->view = view;
    dl->colour = COLOUR_BLACK;
    dl->count = 0;
}

void draw_list_free(DrawList *dl)
{
    free(dl->items);
    *dl = (DrawList){0};
}

void draw_set_colour(DrawList *dl, Colour c)
{
    dl->colour = c;
}

static void push(DrawList *dl, DrawKind kind, Vec2 a, Vec2 b, double radius)
{
    dl->items = grow_array(dl->items, &dl->capacity, dl->count + 1, sizeof *dl->items,
                           "drawn items");
    dl->items[dl->count++] = (DrawItem){kind, dl->colour, a, b, radius};
}

void draw_line(DrawList *dl, Vec2 a, Vec2 b)
{
    push(dl, DRAW_LINE, a, b, 0.0);
}

void draw_circle(DrawList *dl, Vec2 centre, double radius)
{
    push(dl, DRAW_CIRCLE, centre, centre, radius);
}

void draw_cross(DrawList *dl, Vec2 centre, double size)
{
    push(dl, DRAW_CROSS, centre, centre, 0.5 * size);
}

/* n >= 3 closes the outline; two points are a single segment, fewer draw
 * nothing (a closed "polygon" of two points would draw its edge twice). */
void draw_polygon(DrawList *dl, const Vec2 *pts, int n)
{
    if (n == 2)
        draw_line(dl, pts[0], pts[1]);
    for (int i = 0; n >= 3 && i < n; i++)
        draw_line(dl, pts[i], pts[(i + 1) % n]);
}

/* Corners in the workbook's vertex order (v0 bottom-left, counter-
 * clockwise), each rotated about the centre. */
void draw_rectangle(DrawList *dl, Vec2 centre, double w, double h, double rotation)
{
    double hw = 0.5 * w, hh = 0.5 * h;
    Vec2 corners[4] = {
        vec2(centre.x - hw, centre.y - hh),
        vec2(centre.x + hw, centre.y - hh),
        vec2(centre.x + hw, centre.y + hh),
        vec2(centre.x - hw, centre.y + hh),
    };
    for (int i = 0; i < 4; i++)
        corners[i] = vec2_rotate_about(corners[i], centre, rotation);
    draw_polygon(dl, corners, 4);
}

/* ---- geometry shared by the writers ---------------------------------- */

/* The two diagonals of a cross with half length r each: along (1,1)/sqrt2
 * the end sits r/sqrt2 away on both axes. */
static void cross_arms(const DrawItem *it, Vec2 ends[4])
{
    double d = it->radius / sqrt(2.0);
    Vec2 c = it->a;
    ends[0] = vec2(c.x - d, c.y - d);
    ends[1] = vec2(c.x + d, c.y + d);
    ends[2] = vec2(c.x - d, c.y + d);
    ends[3] = vec2(c.x + d, c.y - d);
}

/* Stable text: -0 prints as 0. */
static double unsigned_zero(double x)
{
    return x == 0.0 ? 0.0 : x;
}

typedef struct ViewBox {
    double x0, x1, y0, y1;
} ViewBox;

static ViewBox view_box(DrawView v)
{
    double hw = 0.5 * v.width, hh = 0.5 * v.width * v.aspect;
    return (ViewBox){v.centre.x - hw, v.centre.x + hw, v.centre.y - hh, v.centre.y + hh};
}

/* ---- SVG ------------------------------------------------------------- */

#define SVG_PIXEL_WIDTH 800.0
/* Lines a quarter unit wide in a 100-unit view: thin, and still visible
 * when the picture is shrunk. */
#define SVG_STROKE_PER_WIDTH 0.0025

static void svg_line(FILE *out, Vec2 a, Vec2 b, const char *stroke)
{
    fprintf(out, "<line x1=\"%.6g\" y1=\"%.6g\" x2=\"%.6g\" y2=\"%.6g\" stroke=\"%s\"/>\n",
            unsigned_zero(a.x), unsigned_zero(a.y), unsigned_zero(b.x), unsigned_zero(b.y), stroke);
}

static void svg_item(FILE *out, const DrawItem *it)
{
    char stroke[8];
    Vec2 ends[4];
    snprintf(stroke, sizeof stroke, "#%02x%02x%02x", it->colour.r, it->colour.g, it->colour.b);
    switch (it->kind) {
    case DRAW_LINE: svg_line(out, it->a, it->b, stroke); break;
    case DRAW_CIRCLE:
        fprintf(out, "<circle cx=\"%.6g\" cy=\"%.6g\" r=\"%.6g\" stroke=\"%s\"/>\n",
                unsigned_zero(it->a.x), unsigned_zero(it->a.y), unsigned_zero(it->radius), stroke);
        break;
    case DRAW_CROSS:
        cross_arms(it, ends);
        svg_line(out, ends[0], ends[1], stroke);
        svg_line(out, ends[2], ends[3], stroke);
        break;
    }
}

/* SVG's y axis points down.  The group mirrors y (scale(1,-1) sends world
 * y to -y), so the view's top edge y1 becomes the viewBox's top, -y1, and
 * every coordinate inside stays in world units. */
bool draw_write_svg(const DrawList *dl, FILE *out)
{
    ViewBox b = view_box(dl->view);
    double w = b.x1 - b.x0, h = b.y1 - b.y0;
    fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    fprintf(out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.6g\" height=\"%.6g\" "
            "viewBox=\"%.6g %.6g %.6g %.6g\">\n",
            SVG_PIXEL_WIDTH, SVG_PIXEL_WIDTH * dl->view.aspect, unsigned_zero(b.x0),
            unsigned_zero(-b.y1), w, h);
    fprintf(out, "<rect x=\"%.6g\" y=\"%.6g\" width=\"%.6g\" height=\"%.6g\" fill=\"#ffffff\"/>\n",
            unsigned_zero(b.x0), unsigned_zero(-b.y1), w, h);
    fprintf(out,
            "<g transform=\"scale(1,-1)\" fill=\"none\" stroke-width=\"%.6g\" "
            "stroke-linecap=\"round\">\n",
            SVG_STROKE_PER_WIDTH * w);
    for (int i = 0; i < dl->count; i++)
        svg_item(out, &dl->items[i]);
    fprintf(out, "</g>\n</svg>\n");
    return !ferror(out);
}

/* ---- gnuplot --------------------------------------------------------- */

static void gp_point(FILE *out, Vec2 p, unsigned long rgb)
{
    fprintf(out, "%.6g %.6g 0x%06lx\n", unsigned_zero(p.x), unsigned_zero(p.y), rgb);
}

/* A closed polygon: the first point repeated at the end. */
static void gp_circle(FILE *out, const DrawItem *it, unsigned long rgb)
{
    for (int i = 0; i <= DRAW_CIRCLE_SEGMENTS; i++) {
        double t = 2.0 * M_PI * (double)(i % DRAW_CIRCLE_SEGMENTS) / DRAW_CIRCLE_SEGMENTS;
        gp_point(out, vec2(it->a.x + it->radius * trig_cos(t), it->a.y + it->radius * trig_sin(t)),
                 rgb);
    }
}

/* One blank line between blocks lifts the pen inside one gnuplot index. */
static void gp_item(FILE *out, const DrawItem *it)
{
    unsigned long rgb = (unsigned long)it->colour.r << 16 | (unsigned long)it->colour.g << 8
        | it->colour.b;
    Vec2 ends[4];
    switch (it->kind) {
    case DRAW_LINE:
        gp_point(out, it->a, rgb);
        gp_point(out, it->b, rgb);
        break;
    case DRAW_CIRCLE: gp_circle(out, it, rgb); break;
    case DRAW_CROSS:
        cross_arms(it, ends);
        gp_point(out, ends[0], rgb);
        gp_point(out, ends[1], rgb);
        fputc('\n', out);
        gp_point(out, ends[2], rgb);
        gp_point(out, ends[3], rgb);
        break;
    }
}

bool draw_write_gnuplot(const DrawList *dl, int frame, FILE *out)
{
    ViewBox b = view_box(dl->view);
    fprintf(out, "# frame %d view %.6g %.6g %.6g %.6g\n", frame, unsigned_zero(b.x0),
            unsigned_zero(b.x1), unsigned_zero(b.y0), unsigned_zero(b.y1));
    for (int i = 0; i < dl->count; i++) {
        if (i > 0)
            fputc('\n', out);
        gp_item(out, &dl->items[i]);
    }
    /* Two blank lines end the frame, so `index F` selects it. */
    fputs("\n\n", out);
    return !ferror(out);
}
