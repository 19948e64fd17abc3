/* diagram_svg.c - a diagram's figure and its SVG (diagram_svg.h). */
#include "diagram_svg.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"

/* ---- text buffers ---------------------------------------------------- */

/* Appends the formatted text to t, growing it as needed. */
static void text_add(Text *t, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static void text_add(Text *t, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    t->s = grow_array(t->s, &t->cap, t->len + n + 1, 1, "diagram text");
    va_start(ap, fmt);
    vsnprintf(t->s + t->len, (size_t)n + 1, fmt, ap);
    va_end(ap);
    t->len += n;
}

static void colour_hex(Colour c, char out[8])
{
    snprintf(out, 8, "#%02x%02x%02x", c.r, c.g, c.b);
}

/* ---- a figure: the DrawList plus what is written around it ------------ */

void fig_clear(Fig *f)
{
    *f = (Fig){.x0 = INFINITY, .x1 = -INFINITY, .y0 = INFINITY, .y1 = -INFINITY};
}

void fig_include(Fig *f, Vec2 p)
{
    if (p.x < f->x0)
        f->x0 = p.x;
    if (p.x > f->x1)
        f->x1 = p.x;
    if (p.y < f->y0)
        f->y0 = p.y;
    if (p.y > f->y1)
        f->y1 = p.y;
}

void fig_size_to_box(Fig *f)
{
    double w = f->x1 - f->x0, h = f->y1 - f->y0;
    f->size = w > h ? w : h;
}

double fig_unit(const Fig *f)
{
    return 0.22 * f->size;
}

/* The view: the box with a margin, and above it a strip for the legend.
 * The width fixes the label size, so call it once every point is in. */
void fig_view(Fig *f, int legend_lines)
{
    double margin = 0.08 * f->size;
    double w = f->x1 - f->x0 + 2.0 * margin;
    double h = f->y1 - f->y0 + 2.0 * margin;
    if (w < 1.25 * h) /* not too tall for a page: widen */
        w = 1.25 * h;
    f->font = 0.026 * w;
    double strip = (legend_lines + 0.6) * 1.35 * f->font;
    f->strip = strip;
    DrawView v = {vec2(0.5 * (f->x0 + f->x1), 0.5 * (f->y0 + f->y1) + 0.5 * strip), w,
                  (h + strip) / w};
    draw_begin(&f->dl, v);
}

static double view_left(const Fig *f)
{
    return f->dl.view.centre.x - 0.5 * f->dl.view.width;
}
static double view_top(const Fig *f)
{
    return f->dl.view.centre.y + 0.5 * f->dl.view.width * f->dl.view.aspect;
}

/* s as SVG text: its markup characters as entities. */
static void svg_escaped(Text *t, const char *s)
{
    for (; *s; s++) {
        if (*s == '<')
            text_add(t, "&lt;");
        else if (*s == '>')
            text_add(t, "&gt;");
        else if (*s == '&')
            text_add(t, "&amp;");
        else
            text_add(t, "%c", *s);
    }
}

void label(Fig *f, Vec2 p, const char *anchor, Colour c, const char *fmt, ...)
{
    char buf[256], hex[8];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    colour_hex(c, hex);
    text_add(&f->over,
             "<text x=\"%.5g\" y=\"%.5g\" font-size=\"%.5g\" text-anchor=\"%s\" "
             "dominant-baseline=\"middle\" fill=\"%s\" stroke=\"#ffffff\" "
             "stroke-width=\"%.5g\" paint-order=\"stroke\">",
             p.x, -p.y, f->font, anchor, hex, 0.22 * f->font);
    svg_escaped(&f->over, buf);
    text_add(&f->over, "</text>\n");
}

void label_beside(Fig *f, Vec2 p, Vec2 side, Colour c, const char *s)
{
    Vec2 q = vec2_add(p, vec2_scale(side, 1.1 * f->font));
    const char *anchor = side.x > 0.35 ? "start" : side.x < -0.35 ? "end" : "middle";
    label(f, q, anchor, c, "%s", s);
}

void dot(Fig *f, Vec2 p, Colour c)
{
    char hex[8];
    colour_hex(c, hex);
    text_add(&f->over, "<circle cx=\"%.5g\" cy=\"%.5g\" r=\"%.5g\" fill=\"%s\"/>\n", p.x, -p.y,
             0.18 * f->font, hex);
}

void shade(Fig *f, const Vec2 *pts, int n, const char *fill)
{
    text_add(&f->under, "<polygon fill=\"%s\" points=\"", fill);
    for (int i = 0; i < n; i++)
        text_add(&f->under, "%s%.5g,%.5g", i ? " " : "", pts[i].x, -pts[i].y);
    text_add(&f->under, "\"/>\n");
}

void legend(Fig *f, Colour c, const char *fmt, ...)
{
    char buf[256], hex[8];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    colour_hex(c, hex);
    double lh = 1.35 * f->font;
    double x = view_left(f) + 0.6 * f->font;
    double y = -view_top(f) + (f->legend_lines + 1.0) * lh;
    text_add(&f->legend,
             "<line x1=\"%.5g\" y1=\"%.5g\" x2=\"%.5g\" y2=\"%.5g\" stroke=\"%s\" "
             "stroke-width=\"%.5g\"/>\n",
             x, y, x + 1.6 * f->font, y, hex, 0.25 * f->font);
    text_add(&f->legend,
             "<text x=\"%.5g\" y=\"%.5g\" font-size=\"%.5g\" "
             "dominant-baseline=\"middle\" fill=\"#202020\">",
             x + 2.2 * f->font, y, f->font);
    svg_escaped(&f->legend, buf);
    text_add(&f->legend, "</text>\n");
    f->legend_lines++;
}

/* The head's two strokes, 0.45 rad either side of the shaft, are 0.55
 * label heights long, or half the arrow when that is shorter. */
void arrow(Fig *f, Vec2 p, Vec2 d, Colour c)
{
    double len = vec2_length(d);
    draw_set_colour(&f->dl, c);
    Vec2 tip = vec2_add(p, d);
    draw_line(&f->dl, p, tip);
    if (len == 0.0)
        return;
    double head = 0.55 * f->font;
    if (head > 0.5 * len)
        head = 0.5 * len;
    Vec2 back = vec2_scale(d, -head / len);
    draw_line(&f->dl, tip, vec2_add(tip, vec2_rotate(back, 0.45)));
    draw_line(&f->dl, tip, vec2_add(tip, vec2_rotate(back, -0.45)));
}

/* svg_line's stroke: a round cap, and for a dashed line dashes of 0.6
 * label heights with gaps of 0.4. */
void svg_line(Text *t, const Fig *f, Vec2 a, Vec2 b, Colour c, double width, bool dashed)
{
    char hex[8];
    colour_hex(c, hex);
    text_add(t,
             "<line x1=\"%.5g\" y1=\"%.5g\" x2=\"%.5g\" y2=\"%.5g\" stroke=\"%s\" "
             "stroke-width=\"%.5g\" stroke-linecap=\"round\"",
             a.x, -a.y, b.x, -b.y, hex, width * f->font);
    if (dashed)
        text_add(t, " stroke-dasharray=\"%.5g %.5g\"", 0.6 * f->font, 0.4 * f->font);
    text_add(t, "/>\n");
}

/* The picture is draw_write_svg's, read back from a temporary file, with
 * the shading put in before its group of lines and the labels and the
 * legend after it. */
bool fig_write(Fig *f, const char *path, Error *err)
{
    FILE *tmp = tmpfile();
    if (tmp == NULL)
        return error_at(err, path, 0, "cannot make a temporary file");
    bool ok = draw_write_svg(&f->dl, tmp);
    Text svg = {0};
    char chunk[4096];
    size_t got;
    rewind(tmp);
    while (ok && (got = fread(chunk, 1, sizeof chunk, tmp)) > 0)
        text_add(&svg, "%.*s", (int)got, chunk);
    fclose(tmp);
    char *group = svg.s ? strstr(svg.s, "<g transform=") : NULL;
    char *end = svg.s ? strstr(svg.s, "</g>\n</svg>") : NULL;
    if (!ok || group == NULL || end == NULL) {
        free(svg.s);
        return error_at(err, path, 0, "draw_write_svg gave no picture");
    }
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        free(svg.s);
        return error_at(err, path, 0, "cannot write");
    }
    fwrite(svg.s, 1, (size_t)(group - svg.s), out);
    fprintf(out, "<g opacity=\"0.9\">\n%s</g>\n", f->under.s ? f->under.s : "");
    fwrite(group, 1, (size_t)(end - group) + 5, out); /* up to and with "</g>\n" */
    /* The legend's strip is kept clear of shading that reaches into it. */
    fprintf(out,
            "<g font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n%s"
            "<rect x=\"%.5g\" y=\"%.5g\" width=\"%.5g\" height=\"%.5g\" fill=\"#ffffff\"/>\n"
            "%s</g>\n</svg>\n",
            f->over.s ? f->over.s : "", view_left(f), -view_top(f), f->dl.view.width, f->strip,
            f->legend.s ? f->legend.s : "");
    ok = !ferror(out);
    ok = fclose(out) == 0 && ok;
    free(svg.s);
    return ok ? true : error_at(err, path, 0, "cannot write");
}

void fig_free(Fig *f)
{
    draw_list_free(&f->dl);
    free(f->under.s);
    free(f->over.s);
    free(f->legend.s);
}

Vec2 perp(Vec2 v)
{
    return vec2(-v.y, v.x);
}

double nz(double x)
{
    return x == 0.0 ? 0.0 : x;
}

/* The steps run from 10 down to 0.001 in 1, 2, 5: the largest that
 * draws the largest length at most a fifth longer than `want`. */
double nice_scale(double largest, double want)
{
    static const double steps[] = {10.0, 5.0,  2.0,  1.0,   0.5,   0.2,  0.1,
                                   0.05, 0.02, 0.01, 0.005, 0.002, 0.001};
    if (!(largest > 0.0))
        return 1.0;
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++)
        if (largest * steps[i] <= want * 1.2)
            return steps[i];
    return 0.001;
}
