/* diagram.c - the book's geometry figures, drawn by the stages themselves.
 *
 *   stageNN-diagram KIND 'SHAPE | SHAPE' OUT.svg
 *
 * The two shapes are written as in a scene file ("rect 0 0 4 2 rot=45"),
 * the first is A (s1), the second B (s2).  Every number the figure shows
 * comes from the stage's own engine functions, called on A and B, so a
 * figure cannot disagree with the code it illustrates: change the engine
 * and `make demo` redraws it.  One source, compiled once per stage against
 * that stage's headers (-DSTAGE_NUMBER=N) and linked with its library, as
 * the tests are; a KIND exists from the stage that has its functions on.
 *
 *   info     (02+) detect_collision: depth, normal, start and end
 *   axes     (03+) find_support_point for every face of A and
 *                  find_axis_least_penetration's choice among them
 *   rectrect (03+) both rectangles' least penetrations and the one
 *                  collide_rect_rect keeps (R1: A's face, R2: B's face)
 *   regions  (04+) the face and corner regions of rectangle A and what
 *                  collide_rect_circ reports for circle B
 *   impulse  (07+, not the track) resolve_collision's normal and tangent, the relative
 *                  velocity vr = vn n + vt t and the impulse jn n + jt t
 *   angular  (08)  the contact point, lever arms r1, r2, n, t and the
 *                  impulse jn n + jt t of resolve_collision
 *   clip     (a variant with contact manifolds, -DDIAGRAM_MANIFOLD) the
 *                  reference and incident faces, the reference face's
 *                  side planes and the clipped points, read off the
 *                  manifold detect_collision returns (its feature ids
 *                  name the faces)
 *   carry    (warm_starting, -DDIAGRAM_WARM) one contact across two
 *                  updates of a World's world_step: A static, B moving under
 *                  gravity; the points of the first update with their ids
 *                  and the impulses they end it with, beside the second
 *                  update's points with the impulses they start from
 *   anchors  (soft_step, -DDIAGRAM_SOFT) one update of a World in
 *                  sub-steps: each point's two anchors, fixed on A and on
 *                  B, after every sub-step, and the separation
 *                  s = -depth + (a2 - a1) . n they give
 *   hinge    (joints, -DDIAGRAM_JOINTS) a revolute joint from A's right
 *                  end to B's left end, its anchors apart: the lever
 *                  arms, the error C, the anchors' velocities, the two
 *                  rows of the point constraint's Jacobian, its 2 x 2
 *                  effective inverse mass K, and the impulse one pass of
 *                  joint_solve gives
 *
 * Colours, the same in every figure: A blue, B green, the collision
 * info's segment start -> end magenta (collision_info_draw's own colour),
 * the normal n red, the tangent t orange, velocities black, impulses
 * purple, helper lines and candidates grey.  The geometry goes through
 * common/draw.h's DrawList and draw_write_svg; labels, dots, the legend
 * and shaded regions, which a DrawList has no primitive for, are added to
 * the SVG text around its group of lines.
 *
 * Bad input (an unknown kind, a malformed shape, a pair of the wrong
 * kinds) is one line on stderr and exit status 2.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "collision.h"
#include "collision_info.h"
#include "draw.h"
#include "error.h"
#include "grow.h"
#include "physics.h"
#include "rigid_shape.h"
#include "scene.h"
#include "vec2.h"
#if defined(DIAGRAM_WARM) || defined(DIAGRAM_SOFT) || defined(DIAGRAM_JOINTS)
#include "solver.h"
#include "world.h"
#endif

#ifndef STAGE_NUMBER
#error "compile with -DSTAGE_NUMBER=N (diagrams/diagrams.mk does)"
#endif

/* The chapter's impulse, resolve_collision, from stage 7 on; the track's
 * variants (-DDIAGRAM_WARM, -DDIAGRAM_SOFT, -DDIAGRAM_JOINTS) have no
 * such function, their contacts are solved by solver.c's sweeps or
 * sub-steps. */
#if STAGE_NUMBER >= 7 && !defined(DIAGRAM_WARM) && !defined(DIAGRAM_SOFT) \
    && !defined(DIAGRAM_JOINTS)
#define DIAGRAM_IMPULSE 1
#else
#define DIAGRAM_IMPULSE 0
#endif

/* ---- colours --------------------------------------------------------- */

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

/* ---- text buffers ---------------------------------------------------- */

typedef struct Text {
    char *s;
    int len, cap;
} Text;

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

static void fig_include(Fig *f, Vec2 p)
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

static void fig_include_shape(Fig *f, const RigidShape *s)
{
    Vec2 c = rigid_shape_centre(s);
    if (s->kind == SHAPE_CIRCLE) {
        fig_include(f, vec2(c.x - s->circle.r, c.y - s->circle.r));
        fig_include(f, vec2(c.x + s->circle.r, c.y + s->circle.r));
    } else {
        for (int i = 0; i < 4; i++)
            fig_include(f, s->rect.vertex[i]);
    }
}

/* Starts a figure around two shapes: their extent sets the length of a
 * unit arrow and the size of the labels. */
static void fig_start(Fig *f, const RigidShape *a, const RigidShape *b)
{
    *f = (Fig){.x0 = INFINITY, .x1 = -INFINITY, .y0 = INFINITY, .y1 = -INFINITY};
    fig_include_shape(f, a);
    fig_include_shape(f, b);
    double w = f->x1 - f->x0, h = f->y1 - f->y0;
    f->size = w > h ? w : h;
}

static double fig_unit(const Fig *f)
{
    return 0.22 * f->size;
}

/* The view: the box with a margin, and above it a strip for the legend.
 * The width fixes the label size, so call it once every point is in. */
static void fig_view(Fig *f, int legend_lines)
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

/* SVG's y runs down; the DrawList's group flips world y, the text
 * written around it uses -y itself. */
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

/* A label at p; anchor "start", "middle" or "end"; a white halo keeps it
 * readable over lines. */
static void label(Fig *f, Vec2 p, const char *anchor, Colour c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 5, 6)))
#endif
    ;

static void label(Fig *f, Vec2 p, const char *anchor, Colour c, const char *fmt, ...)
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

/* A label beside p, on the side of the unit direction side. */
static void label_beside(Fig *f, Vec2 p, Vec2 side, Colour c, const char *s)
{
    Vec2 q = vec2_add(p, vec2_scale(side, 1.1 * f->font));
    const char *anchor = side.x > 0.35 ? "start" : side.x < -0.35 ? "end" : "middle";
    label(f, q, anchor, c, "%s", s);
}

static void dot(Fig *f, Vec2 p, Colour c)
{
    char hex[8];
    colour_hex(c, hex);
    text_add(&f->over, "<circle cx=\"%.5g\" cy=\"%.5g\" r=\"%.5g\" fill=\"%s\"/>\n", p.x, -p.y,
             0.18 * f->font, hex);
}

#if STAGE_NUMBER >= 4
/* A shaded polygon under the lines. */
static void shade(Fig *f, const Vec2 *pts, int n, const char *fill)
{
    text_add(&f->under, "<polygon fill=\"%s\" points=\"", fill);
    for (int i = 0; i < n; i++)
        text_add(&f->under, "%s%.5g,%.5g", i ? " " : "", pts[i].x, -pts[i].y);
    text_add(&f->under, "\"/>\n");
}
#endif

/* One line of the legend: a swatch in the colour, then the text. */
static void legend(Fig *f, Colour c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static void legend(Fig *f, Colour c, const char *fmt, ...)
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

/* An arrow from p along d (its full length), head a fixed share of the
 * figure so short arrows keep a visible head. */
static void arrow(Fig *f, Vec2 p, Vec2 d, Colour c)
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

static Vec2 perp(Vec2 v)
{
    return vec2(-v.y, v.x);
}

/* The DrawList's SVG with the extra text put around its group: shaded
 * regions just before it, then after it the dots, labels and legend. */
static bool fig_write(Fig *f, const char *path, Error *err)
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

static void fig_free(Fig *f)
{
    draw_list_free(&f->dl);
    free(f->under.s);
    free(f->over.s);
    free(f->legend.s);
}

/* ---- shapes ------------------------------------------------------------- */

typedef struct Body {
    Transform xf;
    RigidShape s;
} Body;

/* A shape standing alone, as the stage's probe makes one from a scene
 * line; from stage 5 on with its mass and motion too. */
static void body_from_scene(Body *b, const SceneBody *sb)
{
    b->xf = (Transform){.position = sb->position, .rotation = deg_to_rad(sb->rot_deg)};
    if (sb->kind == SCENE_CIRCLE) {
        b->xf.size = vec2(2.0 * sb->radius, 2.0 * sb->radius);
        rigid_circle_init(&b->s, &b->xf, sb->radius);
    } else {
        b->xf.size = vec2(sb->width, sb->height);
        rigid_rectangle_init(&b->s, &b->xf, sb->width, sb->height);
    }
#if STAGE_NUMBER >= 5
    rigid_shape_set_mass(&b->s, sb->is_static ? 0.0 : sb->mass, vec2(0.0, 0.0));
    b->s.v = sb->velocity;
    b->s.omega = sb->spin;
    b->s.friction = sb->friction;
    b->s.restitution = sb->restitution;
#endif
}

static void draw_pair(Fig *f, const RigidShape *a, const RigidShape *b)
{
    draw_set_colour(&f->dl, COL_A);
    rigid_shape_draw(a, &f->dl);
    draw_set_colour(&f->dl, COL_B);
    rigid_shape_draw(b, &f->dl);
}

/* "A" and "B" at the centres, with a dot; the label goes to the side
 * away from the other shape. */
static void label_centres(Fig *f, const RigidShape *a, const RigidShape *b)
{
    Vec2 ca = rigid_shape_centre(a), cb = rigid_shape_centre(b);
    Vec2 d = vec2_normalize(vec2_sub(cb, ca));
    if (d.x == 0.0 && d.y == 0.0)
        d = vec2(1.0, 0.0);
    dot(f, ca, COL_A);
    dot(f, cb, COL_B);
    Vec2 side = vec2_neg(perp(d)); /* across the line AB, where no arrow runs */
    label_beside(f, ca, side, COL_A, "A");
    label_beside(f, cb, side, COL_B, "B");
}

/* The info as the engine reports it: the magenta segment (drawn by
 * collision_info_draw), start and end, and the normal continuing it. */
static void draw_info(Fig *f, const CollisionInfo *info)
{
    Vec2 side = perp(info->normal);
    arrow(f, info->end, vec2_scale(info->normal, fig_unit(f)), COL_N);
    collision_info_draw(info, &f->dl);
    dot(f, info->start, COL_INFO);
    dot(f, info->end, COL_INFO);
    label_beside(f, info->start, vec2_normalize(vec2_sub(vec2_neg(info->normal), side)), COL_INFO,
                 "start");
    label_beside(f, info->end, side, COL_INFO, "end");
    label_beside(f, vec2_add(info->end, vec2_scale(info->normal, fig_unit(f))), info->normal, COL_N,
                 "n");
}

static void include_info(Fig *f, const CollisionInfo *info)
{
    fig_include(f, vec2_add(info->end, vec2_scale(info->normal, fig_unit(f) + 0.1 * f->size)));
}

/* Stable text: -0 prints as 0. */
static double nz(double x)
{
    return x == 0.0 ? 0.0 : x;
}

static void legend_info(Fig *f, const CollisionInfo *info)
{
    legend(f, COL_INFO, "start → end: depth %.3g (collision info)", info->depth);
    legend(f, COL_N, "n = (%.3f, %.3f), from A towards B", nz(info->normal.x), nz(info->normal.y));
}

static void legend_pair(Fig *f, const char *a_kind, const char *b_kind)
{
    legend(f, COL_A, "A, the first shape (%s)", a_kind);
    legend(f, COL_B, "B, the second shape (%s)", b_kind);
}

static const char *kind_name(const RigidShape *s)
{
    return s->kind == SHAPE_CIRCLE ? "circle" : "rectangle";
}

/* ---- info (stage 2 on) --------------------------------------------------- */

static bool diagram_info(Fig *f, Body *a, Body *b, Error *err)
{
    CollisionInfo info;
    if (!detect_collision(&a->s, &b->s, &info))
        return error_at(err, "diagram info", 0, "the shapes do not collide");
    fig_start(f, &a->s, &b->s);
    include_info(f, &info);
    fig_view(f, 4);
    legend_pair(f, kind_name(&a->s), kind_name(&b->s));
    legend_info(f, &info);
    draw_pair(f, &a->s, &b->s);
    label_centres(f, &a->s, &b->s);
    draw_info(f, &info);
    return true;
}

#if STAGE_NUMBER >= 3
/* ---- axes (stage 3 on) ---------------------------------------------------- */

static bool both_rectangles(const Body *a, const Body *b, Error *err)
{
    if (a->s.kind != SHAPE_RECTANGLE || b->s.kind != SHAPE_RECTANGLE)
        return error_at(err, "diagram", 0, "this kind needs two rectangles");
    return true;
}

/* The face line through v along the face, drawn well past both ends:
 * the support distance is measured to the line, not to the edge. */
static void face_line(Fig *f, Vec2 v0, Vec2 v1)
{
    Vec2 d = vec2_scale(vec2_normalize(vec2_sub(v1, v0)), 0.35 * f->size);
    draw_set_colour(&f->dl, (Colour){205, 205, 205});
    draw_line(&f->dl, vec2_sub(v0, d), vec2_add(v1, d));
}

/* Every face i of A: B's support point along -n_i, from
 * find_support_point, and its distance behind the face line; the face
 * find_axis_least_penetration chooses is red, its distance magenta. */
static bool diagram_axes(Fig *f, Body *a, Body *b, Error *err)
{
    if (!both_rectangles(a, b, err))
        return false;
    CollisionInfo info;
    bool hit = find_axis_least_penetration(&a->s, &b->s, &info);
    fig_start(f, &a->s, &b->s);
    for (int i = 0; i < 4; i++) {
        Vec2 n = a->s.rect.face_normal[i];
        SupportPoint sp;
        fig_include(f, vec2_add(a->s.rect.vertex[i], vec2_scale(n, 0.3 * f->size)));
        if (find_support_point(&b->s, vec2_neg(n), a->s.rect.vertex[i], &sp))
            fig_include(f, vec2_sub(sp.point, vec2_scale(n, 0.25 * f->size)));
    }
    fig_view(f, 5);
    legend(f, COL_A, "A: each face i (v_i → v_i+1) is an axis tried");
    legend(f, COL_B, "B: its support point for face i, deepest behind it");
    legend(f, COL_HELP_DARK, "d_i: how far that point lies behind face i");
    if (hit)
        legend(f, COL_N, "chosen: the face with the least d, d = %.3g", info.depth);
    else
        legend(f, COL_N, "a face with no support point separates A and B: no collision");
    for (int i = 0; i < 4; i++)
        face_line(f, a->s.rect.vertex[i], a->s.rect.vertex[(i + 1) % 4]);
    draw_pair(f, &a->s, &b->s);
    label_centres(f, &a->s, &b->s);
    for (int i = 0; i < 4; i++) {
        Vec2 v0 = a->s.rect.vertex[i], v1 = a->s.rect.vertex[(i + 1) % 4];
        Vec2 n = a->s.rect.face_normal[i];
        Vec2 mid = vec2_scale(vec2_add(v0, v1), 0.5);
        SupportPoint sp;
        bool has = find_support_point(&b->s, vec2_neg(n), v0, &sp);
        /* find_axis_least_penetration keeps the first face of least
         * depth: the chosen one is the face whose normal it returns. */
        bool chosen = hit && has && n.x == info.normal.x && n.y == info.normal.y
            && sp.dist == info.depth;
        Colour c = chosen ? COL_N : COL_HELP_DARK;
        arrow(f, mid, vec2_scale(n, 0.6 * fig_unit(f)), c);
        label_beside(f, vec2_add(mid, vec2_scale(n, 0.6 * fig_unit(f))), n, c,
                     i == 0       ? "face 0"
                         : i == 1 ? "face 1"
                         : i == 2 ? "face 2"
                                  : "face 3");
        if (chosen) {
            draw_set_colour(&f->dl, COL_N);
            draw_line(&f->dl, v0, v1);
        }
        if (!has)
            continue;
        /* The support point moved d_i along n_i reaches face i's line. */
        Vec2 on_line = vec2_add(sp.point, vec2_scale(n, sp.dist));
        draw_set_colour(&f->dl, chosen ? COL_INFO : COL_HELP);
        draw_line(&f->dl, sp.point, on_line);
        draw_cross(&f->dl, on_line, 0.5 * f->font);
        dot(f, sp.point, chosen ? COL_INFO : COL_HELP_DARK);
        char text[64];
        snprintf(text, sizeof text, "d%d = %.2f", i, sp.dist);
        label_beside(f, sp.point, vec2_neg(n), chosen ? COL_INFO : COL_HELP_DARK, text);
    }
    return true;
}

/* ---- rectrect (stage 3 on) ------------------------------------------------ */

/* One rectangle's least penetration as find_axis_least_penetration gives
 * it: start on the face line, the support point depth behind it. */
static void draw_candidate(Fig *f, const CollisionInfo *c, Colour col, const char *text)
{
    Vec2 support = vec2_sub(c->start, vec2_scale(c->normal, c->depth));
    draw_set_colour(&f->dl, col);
    draw_line(&f->dl, support, c->start);
    draw_cross(&f->dl, c->start, 0.5 * f->font);
    dot(f, support, col);
    label_beside(f, vec2_scale(vec2_add(support, c->start), 0.5), vec2_neg(perp(c->normal)), col,
                 text);
}

static bool diagram_rectrect(Fig *f, Body *a, Body *b, Error *err)
{
    if (!both_rectangles(a, b, err))
        return false;
    CollisionInfo ia, ib, info;
    if (!find_axis_least_penetration(&a->s, &b->s, &ia)
        || !find_axis_least_penetration(&b->s, &a->s, &ib)
        || !detect_collision(&a->s, &b->s, &info))
        return error_at(err, "diagram rectrect", 0, "the rectangles do not collide");
    bool r1 = ia.depth < ib.depth; /* collide_rect_rect's own comparison */
    fig_start(f, &a->s, &b->s);
    include_info(f, &info);
    fig_view(f, 6);
    legend(f, COL_A, "dA = %.3g: least depth over A's faces", ia.depth);
    legend(f, COL_B, "dB = %.3g: least depth over B's faces", ib.depth);
    legend(f, COL_N,
           r1 ? "R1 wins (dA < dB): A's face, B's corner"
              : "R2 wins (dB <= dA): B's face, A's corner");
    legend_info(f, &info);
    legend(f, COL_HELP_DARK, "dot: support point; ×: it moved onto the face line");
    draw_pair(f, &a->s, &b->s);
    label_centres(f, &a->s, &b->s);
    draw_candidate(f, &ia, COL_A, "dA");
    draw_candidate(f, &ib, COL_B, "dB");
    draw_info(f, &info);
    return true;
}
#endif

#if STAGE_NUMBER >= 4
/* ---- regions (stage 4 on) ------------------------------------------------- */

/* The plane around rectangle A in nine regions: inside; beyond exactly
 * one face line and between its corners (a face region: the nearest
 * point is on that face); beyond two face lines at a corner (a corner
 * region: the nearest point is the corner).  The region of B's centre is
 * found here by the same dot products collide_rect_circ makes
 * (collision.c keeps them inside the function); the info is the engine's. */
static bool diagram_regions(Fig *f, Body *a, Body *b, Error *err)
{
    if (a->s.kind != SHAPE_RECTANGLE || b->s.kind != SHAPE_CIRCLE)
        return error_at(err, "diagram regions", 0, "needs a rectangle, then a circle");
    CollisionInfo info;
    if (!collision_test(&a->s, &b->s, &info))
        return error_at(err, "diagram regions", 0, "the shapes do not collide");
    const Vec2 *v = a->s.rect.vertex, *n = a->s.rect.face_normal;
    Vec2 c = rigid_shape_centre(&b->s);
    fig_start(f, &a->s, &b->s);
    double far = 0.3 * f->size;
    for (int i = 0; i < 4; i++)
        fig_include(f, vec2_add(v[i], vec2_scale(vec2_add(n[i], n[(i + 3) % 4]), far)));
    include_info(f, &info);
    fig_view(f, 5);
    /* Which region: beyond face i when dot(c - v_i, n_i) > 0; beyond
     * two adjacent faces i-1 and i, the corner v_i. */
    bool beyond[4];
    int count = 0;
    for (int i = 0; i < 4; i++) {
        beyond[i] = vec2_dot(vec2_sub(c, v[i]), n[i]) > 0.0;
        count += beyond[i];
    }
    double big = 4.0 * f->size; /* past the view's edge: the picture clips */
    for (int i = 0; i < 4; i++) {
        int prev = (i + 3) % 4, next = (i + 1) % 4;
        Vec2 face[4] = {v[i], v[next], vec2_add(v[next], vec2_scale(n[i], big)),
                        vec2_add(v[i], vec2_scale(n[i], big))};
        Vec2 corner[4] = {v[i], vec2_add(v[i], vec2_scale(n[prev], big)),
                          vec2_add(v[i], vec2_add(vec2_scale(n[prev], big), vec2_scale(n[i], big))),
                          vec2_add(v[i], vec2_scale(n[i], big))};
        bool in_face = count == 1 && beyond[i];
        bool in_corner = count == 2 && beyond[i] && beyond[prev];
        shade(f, face, 4, in_face ? "#a9c8f5" : "#e3eefc");
        shade(f, corner, 4, in_corner ? "#f7c58a" : "#fdf0e0");
    }
    legend(f, COL_A, "A, the rectangle; B, the circle (centre dot)");
    legend(f, (Colour){169, 200, 245}, "face regions: the nearest point of A is on that face");
    legend(f, (Colour){247, 197, 138}, "corner regions: the nearest point of A is the corner");
    legend(f, COL_INFO, "start → end: depth %.3g; end: A's point nearest B", info.depth);
    legend(f, COL_N, "n = (%.3f, %.3f) (collide_rect_circ)", nz(info.normal.x), nz(info.normal.y));
    /* The region borders: each face's normal lines through its corners. */
    draw_set_colour(&f->dl, COL_HELP);
    for (int i = 0; i < 4; i++) {
        draw_line(&f->dl, v[i], vec2_add(v[i], vec2_scale(n[i], big)));
        draw_line(&f->dl, v[i], vec2_add(v[i], vec2_scale(n[(i + 3) % 4], big)));
    }
    draw_pair(f, &a->s, &b->s);
    label_centres(f, &a->s, &b->s);
    for (int i = 0; i < 4; i++) {
        int next = (i + 1) % 4, prev = (i + 3) % 4;
        char text[32];
        Vec2 mid = vec2_scale(vec2_add(v[i], v[next]), 0.5);
        snprintf(text, sizeof text, "face %d", i);
        label(f, vec2_add(mid, vec2_scale(n[i], 0.6 * far)), "middle", COL_HELP_DARK, "%s", text);
        Vec2 out = vec2_normalize(vec2_add(n[i], n[prev]));
        snprintf(text, sizeof text, "corner v%d", i);
        label(f, vec2_add(v[i], vec2_scale(out, 1.1 * far)), "middle", COL_HELP_DARK, "%s", text);
    }
    draw_info(f, &info);
    return true;
}
#endif

#if DIAGRAM_IMPULSE
/* ---- impulse (stage 7 on) and angular (stage 8) --------------------------- */

/* A round scale that draws the largest of the lengths about `want` long. */
static double nice_scale(double largest, double want)
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

/* What resolve_collision did, read off its effect: copies of the shapes
 * (the same transforms) are resolved, and the impulse J on B is
 * m2 dv2 (or -m1 dv1 when B is static: J on A is -J). */
typedef struct Resolved {
    CollisionInfo info;
    Vec2 p;      /* where the impulse acts (stage 7: drawn at the contact) */
    Vec2 r1, r2; /* lever arms p - c1, p - c2 (stage 8) */
    Vec2 vr, t;
    double vn, vt;
    Vec2 j;
    double jn, jt;
    double dw1, dw2; /* changes of the angular velocities */
} Resolved;

static bool resolve(Body *a, Body *b, Resolved *r, Error *err)
{
    RigidShape *s1 = &a->s, *s2 = &b->s;
    if (!detect_collision(s1, s2, &r->info))
        return error_at(err, "diagram", 0, "the shapes do not collide");
    if (s1->inv_mass + s2->inv_mass == 0.0)
        return error_at(err, "diagram", 0, "two static shapes have nothing to resolve");
    Vec2 n = r->info.normal;
    double im1 = s1->inv_mass, im2 = s2->inv_mass;
#if STAGE_NUMBER >= 8
    r->p = contact_point(s1, s2, &r->info);
    r->r1 = vec2_sub(r->p, rigid_shape_centre(s1));
    r->r2 = vec2_sub(r->p, rigid_shape_centre(s2));
    Vec2 u1 = vec2_add(s1->v, vec2_cross_sv(s1->omega, r->r1));
    Vec2 u2 = vec2_add(s2->v, vec2_cross_sv(s2->omega, r->r2));
#else
    /* Stage 7 has no contact point: the impulse acts at the centres.
     * The arrows are drawn at the middle of the depth segment. */
    r->p = vec2_scale(vec2_add(r->info.start, r->info.end), 0.5);
    Vec2 u1 = s1->v, u2 = s2->v;
#endif
    r->vr = vec2_sub(u2, u1);
    r->vn = vec2_dot(r->vr, n);
    if (r->vn > 0.0)
        return error_at(err, "diagram", 0, "the shapes already separate: no impulse");
    /* The tangent as resolve_collision forms it. */
    r->t = vec2_normalize(vec2_sub(vec2_scale(n, r->vn), r->vr));
    r->vt = vec2_dot(r->vr, r->t);
    RigidShape c1 = *s1, c2 = *s2;
    resolve_collision(&c1, &c2, &r->info);
    r->j = im2 > 0.0 ? vec2_scale(vec2_sub(c2.v, s2->v), 1.0 / im2)
                     : vec2_scale(vec2_sub(c1.v, s1->v), -1.0 / im1);
    r->jn = vec2_dot(r->j, n);
    r->jt = vec2_dot(r->j, r->t);
    r->dw1 = c1.omega - s1->omega;
    r->dw2 = c2.omega - s2->omega;
    return true;
}

static bool diagram_impulse(Fig *f, Body *a, Body *b, Error *err)
{
    Resolved r;
    if (!resolve(a, b, &r, err))
        return false;
    Vec2 n = r.info.normal;
    fig_start(f, &a->s, &b->s);
    double sv = nice_scale(vec2_length(r.vr), 0.35 * f->size);
    double sj = nice_scale(vec2_length(r.j), 0.35 * f->size);
    Vec2 c1 = rigid_shape_centre(&a->s), c2 = rigid_shape_centre(&b->s);
    fig_include(f, vec2_add(r.p, vec2_scale(r.vr, sv)));
    fig_include(f, vec2_add(r.p, vec2_scale(n, fig_unit(f))));
    fig_include(f, vec2_add(r.p, vec2_scale(r.t, fig_unit(f))));
    fig_include(f, vec2_add(c2, vec2_scale(r.j, sj)));
    fig_include(f, vec2_sub(c1, vec2_scale(r.j, sj)));
    fig_include(f, vec2_add(c1, vec2_scale(a->s.v, sv)));
    fig_include(f, vec2_add(c2, vec2_scale(b->s.v, sv)));
    fig_view(f, 6);
    legend(f, COL_N, "n (A to B) and t: unit arrows at the contact");
    legend(f, COL_V, "vr = v2 - v1 = vn n + vt t: vn = %.3g, vt = %.3g (×%g)", r.vn, r.vt, sv);
    legend(f, COL_J, "J = jn n + jt t on B, -J on A: jn = %.3g, jt = %.3g (×%g)", r.jn, r.jt, sj);
    legend(f, COL_A, "A: v1 = (%.3g, %.3g), m1 = %.3g", a->s.v.x, a->s.v.y,
           a->s.inv_mass > 0.0 ? 1.0 / a->s.inv_mass : INFINITY);
    legend(f, COL_B, "B: v2 = (%.3g, %.3g), m2 = %.3g", b->s.v.x, b->s.v.y,
           b->s.inv_mass > 0.0 ? 1.0 / b->s.inv_mass : INFINITY);
    legend(f, COL_HELP_DARK, "e = %.3g, mu = %.3g (the pair's averages)",
           (a->s.restitution + b->s.restitution) / 2.0, (a->s.friction + b->s.friction) / 2.0);
    draw_pair(f, &a->s, &b->s);
    label_centres(f, &a->s, &b->s);
    collision_info_draw(&r.info, &f->dl);
    /* The velocities of the centres, in the shapes' colours. */
    arrow(f, c1, vec2_scale(a->s.v, sv), COL_A);
    arrow(f, c2, vec2_scale(b->s.v, sv), COL_B);
    label_beside(f, vec2_add(c1, vec2_scale(a->s.v, sv)), vec2_normalize(a->s.v), COL_A, "v1");
    label_beside(f, vec2_add(c2, vec2_scale(b->s.v, sv)), vec2_normalize(b->s.v), COL_B, "v2");
    /* At the contact: n, t, and vr with its two parts. */
    arrow(f, r.p, vec2_scale(n, fig_unit(f)), COL_N);
    arrow(f, r.p, vec2_scale(r.t, fig_unit(f)), COL_T);
    label_beside(f, vec2_add(r.p, vec2_scale(n, fig_unit(f))), n, COL_N, "n");
    label_beside(f, vec2_add(r.p, vec2_scale(r.t, fig_unit(f))), r.t, COL_T, "t");
    Vec2 vn = vec2_scale(n, r.vn * sv), vt = vec2_scale(r.t, r.vt * sv);
    draw_set_colour(&f->dl, COL_HELP);
    draw_line(&f->dl, vec2_add(r.p, vn), vec2_add(r.p, vec2_add(vn, vt)));
    draw_line(&f->dl, vec2_add(r.p, vt), vec2_add(r.p, vec2_add(vn, vt)));
    arrow(f, r.p, vn, COL_HELP_DARK);
    arrow(f, r.p, vt, COL_HELP_DARK);
    arrow(f, r.p, vec2_scale(r.vr, sv), COL_V);
    label_beside(f, vec2_add(r.p, vn), vec2_normalize(vn), COL_HELP_DARK, "vn n");
    label_beside(f, vec2_add(r.p, vt), vec2_normalize(vt), COL_HELP_DARK, "vt t");
    label_beside(f, vec2_add(r.p, vec2_scale(r.vr, sv)), vec2_normalize(r.vr), COL_V, "vr");
    dot(f, r.p, COL_V);
    /* The impulse at the centres (stage 7 applies it there). */
    Vec2 jn = vec2_scale(n, r.jn * sj), jt = vec2_scale(r.t, r.jt * sj);
    arrow(f, c2, jn, COL_J_PART);
    arrow(f, vec2_add(c2, jn), jt, COL_J_PART);
    arrow(f, c2, vec2_scale(r.j, sj), COL_J);
    if (a->s.inv_mass > 0.0)
        arrow(f, c1, vec2_scale(r.j, -sj), COL_J);
    label_beside(f, vec2_add(c2, jn), vec2_normalize(vec2_sub(jn, jt)), COL_J_PART, "jn n");
    label_beside(f, vec2_add(c2, vec2_scale(r.j, sj)), vec2_normalize(r.j), COL_J, "J");
    if (a->s.inv_mass > 0.0)
        label_beside(f, vec2_sub(c1, vec2_scale(r.j, sj)), vec2_normalize(vec2_neg(r.j)), COL_J,
                     "-J");
    return true;
}
#endif

#if DIAGRAM_IMPULSE && STAGE_NUMBER >= 8
static bool diagram_angular(Fig *f, Body *a, Body *b, Error *err)
{
    Resolved r;
    if (!resolve(a, b, &r, err))
        return false;
    Vec2 n = r.info.normal;
    fig_start(f, &a->s, &b->s);
    double sj = nice_scale(vec2_length(r.j), 0.35 * f->size);
    fig_include(f, vec2_add(r.p, vec2_scale(n, fig_unit(f))));
    fig_include(f, vec2_add(r.p, vec2_scale(r.t, fig_unit(f))));
    fig_include(f, vec2_add(r.p, vec2_scale(r.j, sj)));
    fig_view(f, 6);
    legend(f, COL_INFO, "p: contact point on start → end (inverse-mass weights)");
    legend(f, COL_A, "r1 = p - c1 (A); A's spin changes by %.3g rad/s", r.dw1);
    legend(f, COL_B, "r2 = p - c2 (B); B's spin changes by %.3g rad/s", r.dw2);
    legend(f, COL_N, "n (A to B) and t: unit arrows at p");
    legend(f, COL_J, "J = jn n + jt t at p on B: jn = %.3g, jt = %.3g (×%g)", r.jn, r.jt, sj);
    legend(f, COL_HELP_DARK, "vr at p: vn = %.3g, vt = %.3g", r.vn, r.vt);
    draw_pair(f, &a->s, &b->s);
    label_centres(f, &a->s, &b->s);
    collision_info_draw(&r.info, &f->dl);
    Vec2 c1 = rigid_shape_centre(&a->s), c2 = rigid_shape_centre(&b->s);
    arrow(f, c1, r.r1, COL_A);
    arrow(f, c2, r.r2, COL_B);
    label_beside(f, vec2_add(c1, vec2_scale(r.r1, 0.5)), vec2_normalize(vec2_neg(perp(r.r1))),
                 COL_A, "r1");
    label_beside(f, vec2_add(c2, vec2_scale(r.r2, 0.5)), vec2_normalize(perp(r.r2)), COL_B, "r2");
    /* The impulse first, n and t over it: J mostly runs along n. */
    Vec2 jn = vec2_scale(n, r.jn * sj), jt = vec2_scale(r.t, r.jt * sj);
    arrow(f, r.p, jn, COL_J_PART);
    arrow(f, vec2_add(r.p, jn), jt, COL_J_PART);
    arrow(f, r.p, vec2_scale(r.j, sj), COL_J);
    arrow(f, r.p, vec2_scale(n, 0.6 * fig_unit(f)), COL_N);
    arrow(f, r.p, vec2_scale(r.t, 0.6 * fig_unit(f)), COL_T);
    label_beside(f, vec2_add(r.p, vec2_scale(n, 0.45 * fig_unit(f))), r.t, COL_N, "n");
    label_beside(f, vec2_add(r.p, vec2_scale(r.t, 0.6 * fig_unit(f))), r.t, COL_T, "t");
    label_beside(f, vec2_add(r.p, vec2_scale(jn, 0.5)), vec2_normalize(vec2_neg(r.t)), COL_J_PART,
                 "jn n");
    label_beside(f, vec2_add(vec2_add(r.p, jn), vec2_scale(jt, 0.5)), n, COL_J_PART, "jt t");
    label_beside(f, vec2_add(r.p, vec2_scale(r.j, sj)), vec2_normalize(r.j), COL_J, "J");
    dot(f, r.p, COL_INFO);
    label_beside(f, r.p, vec2_neg(vec2_normalize(vec2_add(n, r.t))), COL_INFO, "p");
    return true;
}
#endif

#ifdef DIAGRAM_MANIFOLD
/* ---- clip (a variant with contact manifolds) ------------------------------ */

/* A line written into the SVG text itself, for what the DrawList has no
 * style for: wider (a face picked out) or dashed (a side plane). */
static void svg_line(Text *t, const Fig *f, Vec2 a, Vec2 b, Colour c, double width, bool dashed)
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

/* The manifold of A and B as collide_rect_rect clips it.  Every point's
 * id is ((ref_box * 4 + ref_face) * 4 + inc_face) * 2 + end
 * (collision_info.h), so the faces drawn are the ones the engine used:
 * the reference face from a = v[ref_face] to b = v[ref_face + 1] with its
 * normal, the incident face, the side planes through a and b along the
 * reference normal, and each kept point with its depth and id.  The
 * incident face's ends that the clipping moved or dropped are grey. */
static bool diagram_clip(Fig *f, Body *a, Body *b, Error *err)
{
    if (!both_rectangles(a, b, err))
        return false;
    CollisionInfo info;
    if (!detect_collision(&a->s, &b->s, &info))
        return error_at(err, "diagram clip", 0, "the rectangles do not collide");
    int id = info.points[0].id;
    int end0 = id % 2, inc_face = id / 2 % 4, ref_face = id / 8 % 4, ref_box = id / 32;
    (void)end0;
    const RigidShape *ref = ref_box ? &b->s : &a->s, *inc = ref_box ? &a->s : &b->s;
    Colour ref_col = ref_box ? COL_B : COL_A, inc_col = ref_box ? COL_A : COL_B;
    Vec2 ra = ref->rect.vertex[ref_face], rb = ref->rect.vertex[(ref_face + 1) % 4];
    Vec2 n = ref->rect.face_normal[ref_face];
    Vec2 ia = inc->rect.vertex[inc_face], ib = inc->rect.vertex[(inc_face + 1) % 4];
    fig_start(f, &a->s, &b->s);
    double reach = 0.3 * f->size;
    for (int k = -1; k <= 1; k += 2) {
        fig_include(f, vec2_add(ra, vec2_scale(n, (k > 0 ? 1.3 : 1.0) * k * reach)));
        fig_include(f, vec2_add(rb, vec2_scale(n, (k > 0 ? 1.3 : 1.0) * k * reach)));
    }
    /* room for the side planes' labels, centred over their lines */
    Vec2 t = vec2_normalize(vec2_sub(rb, ra));
    fig_include(f, vec2_add(vec2_add(ra, vec2_scale(n, reach)), vec2_scale(t, -0.15 * f->size)));
    fig_include(f, vec2_add(vec2_add(rb, vec2_scale(n, reach)), vec2_scale(t, 0.15 * f->size)));
    Vec2 along = vec2_normalize(vec2_sub(ib, ia));
    fig_include(f, vec2_add(ib, vec2_scale(along, 0.15 * f->size)));
    fig_include(f, vec2_sub(ia, vec2_scale(along, 0.15 * f->size)));
    fig_view(f, 6);
    legend(f, ref_col, "reference face: %s's face %d (least penetration), normal n",
           ref_box ? "B" : "A", ref_face);
    legend(f, inc_col, "incident face: %s's face %d (its normal most opposite n)",
           ref_box ? "A" : "B", inc_face);
    legend(f, COL_HELP_DARK, "side planes through a and b, across the reference face");
    legend(f, COL_INFO, "kept: the clipped ends at depth >= 0 behind the reference face");
    legend(f, COL_HELP_DARK, "id = ((ref box · 4 + ref face) · 4 + incident face) · 2 + end");
    legend(f, COL_N, "n = (%.3f, %.3f), from A towards B", nz(info.normal.x), nz(info.normal.y));
    draw_pair(f, &a->s, &b->s);
    /* The two faces picked out, the side planes dashed. */
    svg_line(&f->under, f, ra, rb, ref_col, 0.45, false);
    svg_line(&f->under, f, ia, ib, inc_col, 0.45, false);
    svg_line(&f->over, f, vec2_sub(ra, vec2_scale(n, reach)), vec2_add(ra, vec2_scale(n, reach)),
             COL_HELP_DARK, 0.12, true);
    svg_line(&f->over, f, vec2_sub(rb, vec2_scale(n, reach)), vec2_add(rb, vec2_scale(n, reach)),
             COL_HELP_DARK, 0.12, true);
    label_beside(f, vec2_add(ra, vec2_scale(n, reach)), n, COL_HELP_DARK, "side plane at a");
    label_beside(f, vec2_add(rb, vec2_scale(n, reach)), n, COL_HELP_DARK, "side plane at b");
    dot(f, ra, ref_col);
    dot(f, rb, ref_col);
    label_beside(f, ra, vec2_normalize(vec2_sub(n, t)), ref_col, "a");
    label_beside(f, rb, vec2_normalize(vec2_add(n, t)), ref_col, "b");
    Vec2 mid = vec2_scale(vec2_add(ra, rb), 0.5);
    arrow(f, mid, vec2_scale(n, 0.6 * fig_unit(f)), COL_N);
    label_beside(f, vec2_add(mid, vec2_scale(n, 0.6 * fig_unit(f))), t, COL_N, "n");
    /* The incident face's own ends, before clipping. */
    dot(f, ia, COL_HELP);
    dot(f, ib, COL_HELP);
    label_beside(f, ia, vec2_neg(along), COL_HELP_DARK, "end 0");
    label_beside(f, ib, along, COL_HELP_DARK, "end 1");
    /* The kept points: the engine's own drawing, then the numbers. */
    collision_info_draw(&info, &f->dl);
    for (int k = 0; k < info.point_count; k++) {
        const ContactPoint *pt = &info.points[k];
        Vec2 on_inc = ref_box ? vec2_add(pt->start, vec2_scale(info.normal, pt->depth)) : pt->start;
        dot(f, on_inc, COL_INFO);
        char text[64];
        snprintf(text, sizeof text, "depth %.3g, id %d", pt->depth, pt->id);
        label_beside(f, vec2_sub(on_inc, vec2_scale(n, 0.9 * f->font)), vec2_neg(n), COL_INFO,
                     text);
    }
    return true;
}
#endif

#ifdef DIAGRAM_WARM
/* ---- carry (warm_starting) ---------------------------------------------- */

/* A copy of s moved by d, to draw a second picture beside the first. */
static void draw_moved(Fig *f, const RigidShape *s, Vec2 d, Colour c)
{
    RigidShape m = *s;
    Transform xf = *s->xf;
    xf.position = vec2_add(xf.position, d);
    m.xf = &xf;
    rigid_shape_update(&m);
    draw_set_colour(&f->dl, c);
    rigid_shape_draw(&m, &f->dl);
}

/* The impulse a point's accumulated pn and pt put on s1 (B, the moving
 * shape: the list holds an object against a bound as s1, s2), which is
 * -(pn n + pt t), at the point moved by d, scaled to the figure; the id
 * under the point, and line `line` of the table under the picture. */
static void draw_point_impulse(Fig *f, const Contact *c, const SolverPoint *p, Vec2 d, double scale,
                               Vec2 table, int line)
{
    Vec2 at = vec2_add(p->point, d);
    Vec2 P = vec2_neg(vec2_add(vec2_scale(c->normal, p->pn), vec2_scale(c->tangent, p->pt)));
    arrow(f, at, vec2_scale(P, scale), COL_J);
    dot(f, at, COL_INFO);
    label(f, vec2(at.x, at.y - 1.1 * f->font), "middle", COL_INFO, "id %d", p->id);
    label(f, vec2(table.x, table.y - (line + 1.0) * 1.35 * f->font), "start", COL_J,
          "id %d: pn %.4f, pt %.4f", p->id, nz(p->pn), nz(p->pt));
}

/* Update 1 is a World's first world_step, from nothing carried, and
 * leaves its contact list; update 2 is world_step's phases up to the
 * warm start, where its points hold what they start from.  The
 * left picture is the pair as update 1 found it, with each point's id
 * and the impulse it ended update 1 with (purple arrows, on B); the
 * right picture the pair as update 2 found it, with the impulse each
 * point starts from: a point with the same id starts from the same
 * impulse, bit for bit. */
static bool diagram_carry(Fig *f, Body *a, Body *b, Error *err)
{
    if (b->s.inv_mass == 0.0 || a->s.inv_mass != 0.0)
        return error_at(err, "diagram carry", 0, "needs A static and B moving");
    PhysicsSettings ps = physics_default_settings();
    rigid_shape_set_mass(&b->s, 1.0 / b->s.inv_mass, ps.gravity);
    ShapeSet objects = {0}, bounds = {0};
    shape_set_add(&objects, &b->s);
    shape_set_add(&bounds, &a->s);
    Body before = *b;
    before.s.xf = &before.xf;
    World world;
    world_init(&world, &objects, &bounds, &ps);
    world_step(&world, NULL, NULL, NULL);
    world_integrate_velocities(&world);
    world_find_contacts(&world, NULL);
    contact_pre_step(&world.contacts);
    contact_warm_start(&world.contacts, &world.last);
    if (world.last.count != 1 || world.contacts.count != 1) {
        world_release(&world);
        shape_set_free(&objects);
        shape_set_free(&bounds);
        return error_at(err, "diagram carry", 0, "the shapes do not touch in both updates");
    }
    const Contact *c1 = &world.last.items[0], *c2 = &world.contacts.items[0];
    fig_start(f, &a->s, &before.s);
    double w = f->x1 - f->x0, gap = 0.15 * w, left = f->x0, bottom = f->y0;
    Vec2 d = vec2(w + gap, 0.0);
    double biggest = 0.0;
    for (int i = 0; i < c1->point_count; i++)
        biggest = fmax(biggest, hypot(c1->points[i].pn, c1->points[i].pt));
    double height = f->y1 - f->y0;
    double scale = biggest > 0.0 ? 0.8 * height / biggest : 0.0;
    fig_include(f, vec2(f->x1 + w + gap, f->y1 + 0.9 * height));
    /* the table: a caption and two lines, at fig_view's font size */
    double font = 0.026 * 1.2 * (2.0 * w + gap);
    fig_include(f, vec2(left, bottom - 4.2 * 1.35 * font));
    fig_view(f, 5);
    legend(f, COL_A, "A (static) and B: left as update 1 finds them, right as update 2 does");
    legend(f, COL_INFO, "the contact's points, named by their feature ids (the pair is B, A)");
    legend(f, COL_J, "left: the impulse on B each point ends update 1 with, -(pn n + pt t)");
    legend(f, COL_J, "right: the impulse each point starts update 2 from: the same per id");
    legend(f, COL_HELP_DARK, "arrows: 1 unit of impulse = %.3g units of length", scale);
    draw_pair(f, &a->s, &before.s);
    draw_moved(f, &a->s, d, COL_A);
    draw_moved(f, &b->s, d, COL_B);
    Vec2 table1 = vec2(left, bottom - 1.2 * 1.35 * f->font), table2 = vec2_add(table1, d);
    label(f, table1, "start", COL_HELP_DARK, "update 1, after its sweeps:");
    label(f, table2, "start", COL_HELP_DARK, "update 2, before its first sweep:");
    for (int i = 0; i < c1->point_count; i++)
        draw_point_impulse(f, c1, &c1->points[i], vec2(0.0, 0.0), scale, table1, i);
    for (int i = 0; i < c2->point_count; i++)
        draw_point_impulse(f, c2, &c2->points[i], d, scale, table2, i);
    world_release(&world);
    shape_set_free(&objects);
    shape_set_free(&bounds);
    return true;
}
#endif

#ifdef DIAGRAM_SOFT
/* ---- anchors (soft_step) ------------------------------------------------ */

#define ANCHOR_STEPS_MAX 16

/* A copy of a body, its shape pointing at its own transform. */
static void body_copy(Body *to, const Body *from)
{
    *to = *from;
    to->s.xf = &to->xf;
    rigid_shape_update(&to->s);
}

/* Where an anchor is when its body has its pose `xf`: the lever arm r
 * fixed on the body when the sub-steps began (the body then at angle
 * `found`), carried by the turn since and by the centre.  The turn is
 * rot_from_angle's, as world.c's move_shapes works it out for solver.c's
 * separation, so the s worked out from these anchors is the solver's. */
static Vec2 anchor_at(const Transform *xf, double found, Vec2 r)
{
    return vec2_add(xf->position, rot_apply(rot_from_angle(xf->rotation - found), r));
}

/* Puts A (when it moves) and B in objects, a static A in bounds, with
 * the default settings' gravity. */
static void anchors_sets(Body *a, Body *b, const PhysicsSettings *ps, ShapeSet *objects,
                         ShapeSet *bounds)
{
    if (a->s.inv_mass > 0.0) {
        rigid_shape_set_mass(&a->s, 1.0 / a->s.inv_mass, ps->gravity);
        shape_set_add(objects, &a->s);
    } else
        shape_set_add(bounds, &a->s);
    rigid_shape_set_mass(&b->s, 1.0 / b->s.inv_mass, ps->gravity);
    shape_set_add(objects, &b->s);
}

static bool same_motion(const RigidShape *x, const RigidShape *y)
{
    return x->xf->position.x == y->xf->position.x && x->xf->position.y == y->xf->position.y
        && x->xf->rotation == y->xf->rotation && x->v.x == y->v.x && x->v.y == y->v.y
        && x->omega == y->omega;
}

/* One update of world_step, phase by phase through world.h's and
 * solver.h's functions in the order world.c's sub_steps runs them (A and
 * B awake, no game), keeping each body's pose before the sub-steps and
 * after each: pose[k][0] A's, pose[k][1] B's.  The caller checks the
 * result against world_step's own. */
static void anchors_update(World *w, Transform pose[][2], const Body *a, const Body *b)
{
    const PhysicsSettings *ps = w->settings;
    int n = ps->step.sub_steps;
    double h = FIXED_DT / n;
    SoftContact soft = soft_coefficients(ps->step.contact_hertz, ps->step.contact_damping_ratio, h);
    world_integrate_velocities(w);
    world_find_contacts(w, NULL);
    world_begin_sub_steps(w);
    contact_pre_step(&w->contacts);
    contact_carry_impulses(&w->contacts, &w->last);
    pose[0][0] = a->xf;
    pose[0][1] = b->xf;
    for (int i = 0; i < n; i++) {
        if (i > 0)
            world_integrate_velocities(w);
        contact_warm_start(&w->contacts);
        contact_solve(&w->contacts, w->turns, soft, h, ps->step.push_out_speed);
        world_integrate_positions(w);
        contact_relax(&w->contacts, w->turns, h);
        pose[i + 1][0] = a->xf;
        pose[i + 1][1] = b->xf;
    }
    contact_restitution(&w->contacts);
}

/* One update of a World of A and B (B moving, A static or moving),
 * run through the phases above and checked, bit for bit, against a
 * twin World's world_step.  The picture: A (blue) and B (green) as the
 * narrow phase found them, and thin as the update leaves them; each
 * point's anchors after every sub-step, a1 riding on A, a2 on B, joined
 * to show their paths; the normal n at the points, found once; and in
 * the legend each point's separation s = -depth + (a2 - a1) . n before
 * the sub-steps and after each. */
static bool diagram_anchors(Fig *f, Body *a, Body *b, Error *err)
{
    if (b->s.inv_mass == 0.0)
        return error_at(err, "diagram anchors", 0, "needs B moving");
    PhysicsSettings ps = physics_default_settings();
    int n = ps.step.sub_steps;
    if (n > ANCHOR_STEPS_MAX)
        return error_at(err, "diagram anchors", 0, "more than %d sub-steps", ANCHOR_STEPS_MAX);
    Body ta, tb, a0, b0;
    body_copy(&ta, a);
    body_copy(&tb, b);
    ShapeSet objects = {0}, bounds = {0}, t_objects = {0}, t_bounds = {0};
    anchors_sets(a, b, &ps, &objects, &bounds);
    anchors_sets(&ta, &tb, &ps, &t_objects, &t_bounds);
    body_copy(&a0, a);
    body_copy(&b0, b);
    World w, twin;
    world_init(&w, &objects, &bounds, &ps);
    world_init(&twin, &t_objects, &t_bounds, &ps);
    Transform pose[ANCHOR_STEPS_MAX + 1][2];
    anchors_update(&w, pose, a, b);
    world_step(&twin, NULL, NULL, NULL);
    int contacts = w.contacts.count;
    bool same = same_motion(&a->s, &ta.s) && same_motion(&b->s, &tb.s);
    bool ok = contacts == 1 && same;
    if (ok) {
        const Contact *c = &w.contacts.items[0];
        Vec2 nrm = c->normal;
        fig_start(f, &a0.s, &b0.s);
        fig_include_shape(f, &a->s);
        fig_include_shape(f, &b->s);
        fig_view(f, 4 + c->point_count);
        legend(f, COL_A, "A where the narrow phase found it; pale, after the %d sub-steps", n);
        legend(f, COL_B, "B, the same");
        legend(f, COL_HELP_DARK, "dots: anchors a1 on A, a2 on B, before and after each sub-step");
        legend(f, COL_N, "n = (%.3f, %.3f), found once; s = -depth + (a2 - a1) · n", nz(nrm.x),
               nz(nrm.y));
        draw_set_colour(&f->dl, (Colour){150, 190, 225});
        rigid_shape_draw(&a->s, &f->dl);
        draw_set_colour(&f->dl, (Colour){140, 205, 175});
        rigid_shape_draw(&b->s, &f->dl);
        draw_pair(f, &a0.s, &b0.s);
        for (int i = 0; i < c->point_count; i++) {
            const SolverPoint *p = &c->points[i];
            char line[256];
            int len = snprintf(line, sizeof line, "point id %d: s =", p->id);
            for (int k = 0; k <= n && len < (int)sizeof line; k++) {
                Vec2 a1 = anchor_at(&pose[k][0], pose[0][0].rotation, p->r1);
                Vec2 a2 = anchor_at(&pose[k][1], pose[0][1].rotation, p->r2);
                double sep = vec2_dot(vec2_sub(a2, a1), nrm) - p->depth;
                /* A point held at the surface sits within rounding of 0:
                 * shown as 0, not -0.000. */
                len += snprintf(line + len, sizeof line - (size_t)len, "%s %.3f", k ? "," : "",
                                fabs(sep) < 5e-4 ? 0.0 : sep);
                if (k > 0) {
                    draw_set_colour(&f->dl, COL_A);
                    draw_line(&f->dl, anchor_at(&pose[k - 1][0], pose[0][0].rotation, p->r1), a1);
                    draw_set_colour(&f->dl, COL_B);
                    draw_line(&f->dl, anchor_at(&pose[k - 1][1], pose[0][1].rotation, p->r2), a2);
                }
                dot(f, a1, COL_A);
                dot(f, a2, COL_B);
                if (k == n) {
                    label_beside(f, a1, vec2_neg(nrm), COL_A, "a1");
                    label_beside(f, a2, nrm, COL_B, "a2");
                }
            }
            legend(f, COL_INFO, "%s", line);
            arrow(f, p->point, vec2_scale(nrm, 0.6 * fig_unit(f)), COL_N);
            char id[32];
            snprintf(id, sizeof id, "id %d", p->id);
            label_beside(f, vec2_add(p->point, vec2_scale(nrm, 0.6 * fig_unit(f))), nrm, COL_INFO,
                         id);
        }
        label_beside(f, vec2_add(c->points[0].point, vec2_scale(nrm, 0.6 * fig_unit(f))),
                     vec2(-nrm.y, nrm.x), COL_N, "n");
        label_centres(f, &a0.s, &b0.s);
    }
    world_release(&w);
    world_release(&twin);
    shape_set_free(&objects);
    shape_set_free(&bounds);
    shape_set_free(&t_objects);
    shape_set_free(&t_bounds);
    if (contacts != 1)
        return error_at(err, "diagram anchors", 0, "the shapes make %d contacts, not one",
                        contacts);
    if (!same)
        return error_at(err, "diagram anchors", 0,
                        "the update drawn is not world_step's (world.c's sub_steps changed?)");
    return true;
}
#endif

#ifdef DIAGRAM_JOINTS
/* ---- hinge (joints) ------------------------------------------------------ */

/* The anchor at an end of a rectangle: its centre plus half its width
 * along its own x axis, to the right (side +1) or to the left (-1). */
static Vec2 rect_end(const Body *b, double side)
{
    return vec2_add(b->xf.position,
                    vec2_rotate(vec2(0.5 * side * b->xf.size.x, 0.0), b->xf.rotation));
}

/* The point constraint's K (constraint.c derives it): an impulse P on
 * b's anchor and -P on a's changes the anchors' relative velocity by
 * K P. */
typedef struct Mat2 {
    double k11, k12, k22;
} Mat2;

static Mat2 point_k(const RigidShape *a, const RigidShape *b, Vec2 ra, Vec2 rb)
{
    double m = a->inv_mass + b->inv_mass;
    return (Mat2){m + ra.y * ra.y * a->inv_inertia + rb.y * rb.y * b->inv_inertia,
                  -ra.x * ra.y * a->inv_inertia - rb.x * rb.y * b->inv_inertia,
                  m + ra.x * ra.x * a->inv_inertia + rb.x * rb.x * b->inv_inertia};
}

static Vec2 mat2_apply(Mat2 k, Vec2 p)
{
    return vec2(k.k11 * p.x + k.k12 * p.y, k.k12 * p.x + k.k22 * p.y);
}

static Vec2 anchor_velocity_of(const RigidShape *s, Vec2 r)
{
    return vec2_add(s->v, vec2_cross_sv(s->omega, r));
}

/* Within rounding of each other: the diagram's K against the pass. */
static bool close_to(Vec2 x, Vec2 y, double scale)
{
    return vec2_length(vec2_sub(x, y)) <= 1e-9 * (scale > 1.0 ? scale : 1.0);
}

/* A and B (rectangles, B moving) in a World, a revolute joint made from
 * A's right end to B's left end (its two anchors apart, as a sub-step
 * may leave them), and one pass of joint_solve over it at the start of
 * an update, as world.c's sub_steps runs it: nothing accumulated yet,
 * no body turned.  The picture: the lever arms r_a, r_b from the
 * centres to the anchors, the error C from a's anchor to b's, each
 * anchor's velocity v + omega x r before the pass (black), the impulse
 * P on b's anchor and -P on a's (purple), and the directions of the
 * Jacobian's two rows (grey, the world's x and y); in the legend the
 * numbers, the pass's P and the anchors' relative velocity after it
 * among them.  The diagram works out K itself and
 * checks that the pass changed the anchors' relative velocity by K P;
 * else it stops, naming what differs. */
static bool diagram_hinge(Fig *f, Body *a, Body *b, Error *err)
{
    if (a->s.kind != SHAPE_RECTANGLE || b->s.kind != SHAPE_RECTANGLE || b->s.inv_mass == 0.0)
        return error_at(err, "diagram hinge", 0, "needs two rectangles, B moving");
    PhysicsSettings ps = physics_default_settings();
    double h = FIXED_DT / ps.step.sub_steps;
    ShapeSet objects = {0}, bounds = {0};
    JointBody side_a = {JOINT_BOUND, 0};
    if (a->s.inv_mass > 0.0) {
        shape_set_add(&objects, &a->s);
        side_a = (JointBody){JOINT_OBJECT, 0};
    } else
        shape_set_add(&bounds, &a->s);
    shape_set_add(&objects, &b->s);
    World w;
    world_init(&w, &objects, &bounds, &ps);
    Vec2 pa = rect_end(a, 1.0), pb = rect_end(b, -1.0);
    JointDef def = {.kind = JOINT_REVOLUTE,
                    .body = {side_a, {JOINT_OBJECT, objects.count - 1}},
                    .anchor = {pa, pb}};
    bool added = world_add_joint(&w, &def) >= 0;
    Vec2 ra = vec2_sub(pa, a->xf.position), rb = vec2_sub(pb, b->xf.position);
    Vec2 ua = anchor_velocity_of(&a->s, ra), ub = anchor_velocity_of(&b->s, rb);
    Vec2 c = vec2_sub(pb, pa), cdot = vec2_sub(ub, ua);
    Mat2 k = point_k(&a->s, &b->s, ra, rb);
    Vec2 p = vec2(0.0, 0.0), cdot_after = cdot;
    SoftContact push = {0};
    bool same = false;
    if (added) {
        Rot none[2] = {{1.0, 0.0}, {1.0, 0.0}};
        joint_prepare(&w.joints, &objects, &bounds, h);
        push = w.joints.push;
        joint_solve(&w.joints, none, h);
        p = w.joints.items[0].linear_impulse;
        cdot_after = vec2_sub(anchor_velocity_of(&b->s, rb), anchor_velocity_of(&a->s, ra));
        same = close_to(cdot_after, vec2_add(cdot, mat2_apply(k, p)), vec2_length(cdot));
    }
    if (added && same) {
        fig_start(f, &a->s, &b->s);
        double vmax = fmax(vec2_length(ua), vec2_length(ub));
        double vs = vmax > 0.0 ? 0.25 * f->size / vmax : 0.0;
        double js = vec2_length(p) > 0.0 ? 0.15 * f->size / vec2_length(p) : 0.0;
        Vec2 rows = vec2_add(pb, vec2(0.2 * f->size, 0.15 * f->size));
        Vec2 tips[] = {vec2_add(pa, vec2_scale(ua, vs)), vec2_add(pb, vec2_scale(ub, vs)),
                       vec2_add(pa, vec2_scale(p, -js)), vec2_add(pb, vec2_scale(p, js)),
                       vec2_add(rows, vec2(0.15 * f->size, 0.15 * f->size))};
        for (size_t i = 0; i < sizeof tips / sizeof tips[0]; i++)
            fig_include(f, tips[i]);
        fig_view(f, 9);
        legend(f, COL_A, "A: m = %.3g, I = %.3g; its anchor at r_a = (%.3f, %.3f) from its centre",
               1.0 / a->s.inv_mass, 1.0 / a->s.inv_inertia, nz(ra.x), nz(ra.y));
        legend(f, COL_B, "B: m = %.3g, I = %.3g; its anchor at r_b = (%.3f, %.3f)",
               1.0 / b->s.inv_mass, 1.0 / b->s.inv_inertia, nz(rb.x), nz(rb.y));
        legend(f, COL_INFO, "C = (c_b + r_b) − (c_a + r_a) = (%.3f, %.3f): the hinge's error",
               nz(c.x), nz(c.y));
        legend(f, COL_HELP_DARK, "J's row x, on (v_a, ω_a, v_b, ω_b): (−1, 0, %.3f, 1, 0, %.3f)",
               nz(ra.y), nz(-rb.y));
        legend(f, COL_HELP_DARK, "J's row y: (0, −1, %.3f, 0, 1, %.3f)", nz(-ra.x), nz(rb.x));
        legend(f, COL_HELP_DARK, "K = J M⁻¹ Jᵀ = [%.4f  %.4f; %.4f  %.4f]", k.k11, k.k12, k.k12,
               k.k22);
        legend(f, COL_V, "u = v + ω × r at each anchor: Ċ = u_b − u_a = (%.3f, %.3f)", nz(cdot.x),
               nz(cdot.y));
        legend(f, COL_J, "P = −%.3f K⁻¹ (Ċ + %.2f C) = (%.3f, %.3f): joint_solve's pass",
               push.mass_scale, push.bias_rate, nz(p.x), nz(p.y));
        legend(f, COL_HELP_DARK, "after it Ċ + K P = (%.3f, %.3f): a quarter of C per sub-step",
               nz(cdot_after.x), nz(cdot_after.y));
        draw_pair(f, &a->s, &b->s);
        draw_set_colour(&f->dl, COL_A);
        draw_line(&f->dl, a->xf.position, pa);
        draw_set_colour(&f->dl, COL_B);
        draw_line(&f->dl, b->xf.position, pb);
        arrow(f, rows, vec2(0.15 * f->size, 0.0), COL_HELP);
        arrow(f, rows, vec2(0.0, 0.15 * f->size), COL_HELP);
        label_beside(f, vec2_add(rows, vec2(0.15 * f->size, 0.0)), vec2(1.0, 0.0), COL_HELP_DARK,
                     "row x");
        label_beside(f, vec2_add(rows, vec2(0.0, 0.15 * f->size)), vec2(0.0, 1.0), COL_HELP_DARK,
                     "row y");
        arrow(f, pa, vec2_scale(ua, vs), COL_V);
        arrow(f, pb, vec2_scale(ub, vs), COL_V);
        arrow(f, pa, vec2_scale(p, -js), COL_J);
        arrow(f, pb, vec2_scale(p, js), COL_J);
        arrow(f, pa, c, COL_INFO);
        dot(f, pa, COL_A);
        dot(f, pb, COL_B);
        Vec2 across = perp(vec2_normalize(c));
        label_beside(f, vec2_scale(vec2_add(a->xf.position, pa), 0.5), vec2(0.0, 1.0), COL_A,
                     "r_a");
        label_beside(f, vec2_scale(vec2_add(b->xf.position, pb), 0.5), perp(vec2_normalize(rb)),
                     COL_B, "r_b");
        label_beside(f, vec2_scale(vec2_add(pa, pb), 0.5), across, COL_INFO, "C");
        label_beside(f, vec2_add(pa, vec2_scale(ua, vs)), vec2_normalize(ua), COL_V, "u_a");
        label_beside(f, vec2_add(pb, vec2_scale(ub, vs)), vec2_normalize(ub), COL_V, "u_b");
        label_beside(f, vec2_add(pa, vec2_scale(p, -js)), vec2_normalize(vec2_neg(p)), COL_J, "−P");
        label_beside(f, vec2_add(pb, vec2_scale(p, js)), vec2_normalize(p), COL_J, "P");
        label_centres(f, &a->s, &b->s);
    }
    world_release(&w);
    shape_set_free(&objects);
    shape_set_free(&bounds);
    if (!added)
        return error_at(err, "diagram hinge", 0, "world_add_joint refused the hinge");
    if (!same)
        return error_at(
            err, "diagram hinge", 0,
            "the pass changed the anchors' velocity by (%.9g, %.9g), K P is (%.9g, %.9g)",
            cdot_after.x - cdot.x, cdot_after.y - cdot.y, mat2_apply(k, p).x, mat2_apply(k, p).y);
    return true;
}
#endif

/* ---- the command line ------------------------------------------------------ */

typedef bool (*DiagramFn)(Fig *f, Body *a, Body *b, Error *err);

static const struct {
    const char *name;
    DiagramFn fn;
} KINDS[] = {
    {"info", diagram_info},
#if STAGE_NUMBER >= 3
    {"axes", diagram_axes},       {"rectrect", diagram_rectrect},
#endif
#if STAGE_NUMBER >= 4
    {"regions", diagram_regions},
#endif
#if DIAGRAM_IMPULSE
    {"impulse", diagram_impulse},
#endif
#if DIAGRAM_IMPULSE && STAGE_NUMBER >= 8
    {"angular", diagram_angular},
#endif
#ifdef DIAGRAM_MANIFOLD
    {"clip", diagram_clip},
#endif
#ifdef DIAGRAM_WARM
    {"carry", diagram_carry},
#endif
#ifdef DIAGRAM_SOFT
    {"anchors", diagram_anchors},
#endif
#ifdef DIAGRAM_JOINTS
    {"hinge", diagram_hinge},
#endif
};

static int fail(const Error *err)
{
    fprintf(stderr, "%s\n", err->message);
    return EXIT_BAD_INPUT;
}

int main(int argc, char **argv)
{
    Error err;
    if (argc != 4) {
        fprintf(stderr, "usage: %s KIND 'SHAPE | SHAPE' OUT.svg\n", argv[0]);
        return EXIT_BAD_INPUT;
    }
    DiagramFn fn = NULL;
    for (size_t i = 0; i < sizeof KINDS / sizeof KINDS[0]; i++)
        if (strcmp(argv[1], KINDS[i].name) == 0)
            fn = KINDS[i].fn;
    if (fn == NULL) {
        error_at(&err, argv[0], 0, "no diagram kind '%s' in this stage", argv[1]);
        return fail(&err);
    }
    /* The pair, split at its one '|' as the probe does. */
    size_t len = strlen(argv[2]);
    char *pair = malloc(len + 1);
    if (pair == NULL)
        return 1;
    memcpy(pair, argv[2], len + 1);
    char *bar = strchr(pair, '|');
    SceneBody sa, sb;
    bool ok = bar != NULL && strchr(bar + 1, '|') == NULL;
    if (!ok)
        error_at(&err, "pair", 0, "expected two shapes separated by one '|'");
    else {
        *bar = '\0';
        ok = scene_parse_body(&sa, pair, "pair", 1, &err)
            && scene_parse_body(&sb, bar + 1, "pair", 1, &err);
    }
    free(pair);
    if (!ok)
        return fail(&err);
    Body a, b;
    body_from_scene(&a, &sa);
    body_from_scene(&b, &sb);
    Fig f;
    f = (Fig){0};
    ok = fn(&f, &a, &b, &err) && fig_write(&f, argv[3], &err);
    fig_free(&f);
    return ok ? 0 : fail(&err);
}
