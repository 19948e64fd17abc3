/* regions.c - the diagrams regions_face, regions_corner and
 * regions_inside (chapter 4), drawn by stage 4: the face and corner
 * regions of rectangle A and what collide_rect_circ reports for circle
 * B. */
#include <stdio.h>

#include "collision.h"
#include "diagram_pair.h"

/* The plane around rectangle A in nine regions: inside; beyond exactly
 * one face line and between its corners (a face region: the nearest
 * point is on that face); beyond two face lines at a corner (a corner
 * region: the nearest point is the corner).  The region of B's centre is
 * found here by the same dot products collide_rect_circ makes
 * (collision.c keeps them inside the function); the info is stage 4's own. */
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

int main(int argc, char **argv)
{
    return diagram_main(argc, argv, diagram_regions, NULL);
}
