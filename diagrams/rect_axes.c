/* rect_axes.c - the diagram rect_axes (chapter 3), drawn by stage 3: every
 * face of rectangle A as an axis find_axis_least_penetration tries, B's
 * support point for it from find_support_point, and the face it
 * chooses. */
#include <stdio.h>

#include "collision.h"
#include "diagram_pair.h"

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
static bool diagram_rect_axes(Fig *f, Body *a, Body *b, Error *err)
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

int main(int argc, char **argv)
{
    return diagram_main(argc, argv, diagram_rect_axes, NULL);
}
