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
    dl->outlines = 0;
    dl->legend_count = 0;
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

static void push_in(DrawList *dl, DrawKind kind, Vec2 a, Vec2 b, double radius, int outline)
{
    dl->items = grow_array(dl->items, &dl->capacity, dl->count + 1, sizeof *dl->items,
                           "drawn items");
    dl->items[dl->count++] = (DrawItem){kind, dl->colour, a, b, radius, outline};
}

/* An item of its own outline. */
static void push(DrawList *dl, DrawKind kind, Vec2 a, Vec2 b, double radius)
{
    push_in(dl, kind, a, b, radius, dl->outlines++);
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

void draw_legend(DrawList *dl, Colour colour, const char *label)
{
    if (dl->legend_count < DRAW_LEGEND_MAX)
        dl->legend[dl->legend_count++] = (DrawLegendEntry){colour, label};
}

/* n >= 3 closes the outline; two points are a single segment, fewer draw
 * nothing (a closed "polygon" of two points would draw its edge twice). */
void draw_polygon(DrawList *dl, const Vec2 *pts, int n)
{
    int outline = dl->outlines++;
    if (n == 2)
        draw_line(dl, pts[0], pts[1]);
    for (int i = 0; n >= 3 && i < n; i++)
        push_in(dl, DRAW_LINE, pts[i], pts[(i + 1) % n], 0.0, outline);
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

/* ---- the camera's fit ------------------------------------------------ */

static void box_take(ViewBox *b, Vec2 p)
{
    b->x0 = fmin(b->x0, p.x);
    b->x1 = fmax(b->x1, p.x);
    b->y0 = fmin(b->y0, p.y);
    b->y1 = fmax(b->y1, p.y);
}

/* The corners of what one primitive covers: a circle's box, a cross's
 * arms' ends, a line's ends. */
static void box_take_item(ViewBox *b, const DrawItem *it)
{
    Vec2 ends[4];
    switch (it->kind) {
    case DRAW_LINE:
        box_take(b, it->a);
        box_take(b, it->b);
        break;
    case DRAW_CIRCLE:
        box_take(b, vec2(it->a.x - it->radius, it->a.y - it->radius));
        box_take(b, vec2(it->a.x + it->radius, it->a.y + it->radius));
        break;
    case DRAW_CROSS:
        cross_arms(it, ends);
        for (int i = 0; i < 4; i++)
            box_take(b, ends[i]);
        break;
    }
}

static bool boxes_meet(ViewBox a, ViewBox b)
{
    return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

/* An outline's items lie next to each other in the list.  The box
 * holding view and every primitive is bw x bh; a view of aspect a holds
 * it when its width is at least bw and its height, width * a, at least
 * bh: width = max(bw, bh / a), then the margin. */
DrawView draw_fit_view(const DrawList *dl, DrawView view)
{
    ViewBox shown = view_box(view), all = shown;
    bool unseen = false;
    for (int i = 0; i < dl->count;) {
        ViewBox outline = {INFINITY, -INFINITY, INFINITY, -INFINITY};
        int k = dl->items[i].outline;
        for (; i < dl->count && dl->items[i].outline == k; i++)
            box_take_item(&outline, &dl->items[i]);
        unseen = unseen || !boxes_meet(outline, shown);
        box_take(&all, vec2(outline.x0, outline.y0));
        box_take(&all, vec2(outline.x1, outline.y1));
    }
    if (!unseen)
        return view;
    double width = fmax(all.x1 - all.x0, (all.y1 - all.y0) / view.aspect);
    return (DrawView){vec2(0.5 * (all.x0 + all.x1), 0.5 * (all.y0 + all.y1)),
                      width * (1.0 + DRAW_FIT_MARGIN), view.aspect};
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

/* A legend's line is LEGEND_UNIT of the view's width tall: a square
 * swatch, then its label in a font as tall, the lines 1.5 units apart
 * and one unit in from the view's top-left corner.  Outside the mirrored
 * group, so y grows downwards and the text stands upright. */
#define SVG_LEGEND_UNIT 0.03

/* A label is text inside an element: the three characters XML gives a
 * meaning there are written as entities. */
static void svg_text(FILE *out, const char *s)
{
    for (; *s; s++) {
        switch (*s) {
        case '&': fputs("&amp;", out); break;
        case '<': fputs("&lt;", out); break;
        case '>': fputs("&gt;", out); break;
        default: fputc(*s, out); break;
        }
    }
}

static void svg_legend(FILE *out, const DrawList *dl, ViewBox b)
{
    double u = SVG_LEGEND_UNIT * (b.x1 - b.x0);
    if (dl->legend_count == 0)
        return;
    fprintf(out, "<g font-family=\"sans-serif\" font-size=\"%.6g\">\n", u);
    for (int i = 0; i < dl->legend_count; i++) {
        const DrawLegendEntry *e = &dl->legend[i];
        double top = -b.y1 + u + 1.5 * u * i;
        fprintf(out,
                "<rect x=\"%.6g\" y=\"%.6g\" width=\"%.6g\" height=\"%.6g\" "
                "fill=\"#%02x%02x%02x\"/>\n",
                unsigned_zero(b.x0 + u), unsigned_zero(top), u, u, e->colour.r, e->colour.g,
                e->colour.b);
        /* The baseline a little above the swatch's bottom edge. */
        fprintf(out, "<text x=\"%.6g\" y=\"%.6g\">", unsigned_zero(b.x0 + 2.5 * u),
                unsigned_zero(top + 0.85 * u));
        svg_text(out, e->label);
        fputs("</text>\n", out);
    }
    fputs("</g>\n", out);
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
    fprintf(out, "</g>\n");
    svg_legend(out, dl, b);
    fprintf(out, "</svg>\n");
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
