/* clip_reference_incident.c - the diagram clip_reference_incident
 * (chapter 10), drawn by the preset contact_manifold: the reference and
 * incident faces, the reference face's side planes and the clipped
 * points, read off the manifold detect_collision returns with the
 * preset's settings (its feature ids name the faces). */
#include <stdio.h>

#include "collision.h"
#include "diagram_pair.h"
#include "physics.h"

/* The manifold of A and B as clip_rect_rect clips it.  Every point's
 * id is ((ref_box * 4 + ref_face) * 4 + inc_face) * 2 + end
 * (collision_info.h), so the faces drawn are the ones the engine used:
 * the reference face from a = v[ref_face] to b = v[ref_face + 1] with its
 * normal, the incident face, the side planes through a and b along the
 * reference normal, and each kept point with its depth and id.  The
 * incident face's ends that the clipping moved or dropped are grey. */
static bool diagram_clip_reference_incident(Fig *f, Body *a, Body *b, Error *err)
{
    if (!both_rectangles(a, b, err))
        return false;
    PhysicsSettings ps = physics_default_settings();
    if (!ps.manifold)
        return error_at(err, "diagram clip_reference_incident", 0,
                        "the program's settings meet two rectangles at one point (manifold off)");
    CollisionInfo info;
    if (!detect_collision(&a->s, &b->s, narrow_phase(&ps), &info))
        return error_at(err, "diagram clip_reference_incident", 0, "the rectangles do not collide");
    int id = info.points[0].id;
    int inc_face = id / 2 % 4, ref_face = id / 8 % 4, ref_box = id / 32;
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

int main(int argc, char **argv)
{
    return diagram_main(argc, argv, diagram_clip_reference_incident, NULL);
}
