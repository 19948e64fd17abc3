/* angular.c - the diagram angular (chapter 8), drawn by stage 8: an
 * off-centre hit, its contact point, the lever arms r1 and r2, n, t and
 * the impulse jn n + jt t resolve_collision gives at the point. */
#include "diagram_motion.h"
#include "physics.h"
#include "resolved.h"

static bool diagram_angular(Fig *f, Body *a, Body *b, Error *err)
{
    Resolved r;
    if (!resolved_detect(a, b, &r, err))
        return false;
    RigidShape *s1 = &a->s, *s2 = &b->s;
    r.p = contact_point(s1, s2, &r.info);
    r.r1 = vec2_sub(r.p, rigid_shape_centre(s1));
    r.r2 = vec2_sub(r.p, rigid_shape_centre(s2));
    Vec2 u1 = vec2_add(s1->v, vec2_cross_sv(s1->omega, r.r1));
    Vec2 u2 = vec2_add(s2->v, vec2_cross_sv(s2->omega, r.r2));
    if (!resolved_impulse(a, b, u1, u2, &r, err))
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

int main(int argc, char **argv)
{
    return diagram_main(argc, argv, diagram_angular, body_set_motion);
}
