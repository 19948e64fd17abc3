/* impulse.c - the diagram impulse (chapter 7), drawn by stage 7:
 * resolve_collision's normal and tangent, the relative velocity
 * vr = vn n + vt t and the impulse jn n + jt t it gives, at the centres. */
#include <math.h>

#include "diagram_motion.h"
#include "resolved.h"

static bool diagram_impulse(Fig *f, Body *a, Body *b, Error *err)
{
    Resolved r;
    if (!resolved_detect(a, b, &r, err))
        return false;
    /* Stage 7 has no contact point: the impulse acts at the centres.
     * The arrows are drawn at the middle of the depth segment. */
    r.p = vec2_scale(vec2_add(r.info.start, r.info.end), 0.5);
    if (!resolved_impulse(a, b, a->s.v, b->s.v, &r, err))
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

int main(int argc, char **argv)
{
    return diagram_main(argc, argv, diagram_impulse, body_set_motion);
}
