/* soft_anchors.c - the diagram soft_anchors (chapter 12), drawn by the
 * preset soft_step: one update of a World in sub-steps, each point's two
 * anchors, fixed on A and on B, after every sub-step, and the separation
 * s = -depth + (a2 - a1) . n they give. */
#include <math.h>
#include <stdio.h>

#include "diagram_motion.h"
#include "physics.h"
#include "solver.h"
#include "world.h"

/* The most sub-steps whose poses the diagram keeps. */
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
 * rot_from_angle's, as move_shapes works it out for the separation of
 * solve_soft_step.c, so the s worked out from these anchors is the
 * solver's. */
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
 * solver.h's functions in the order solve_soft_step runs them (A and B
 * awake, no game, no joint), keeping each body's pose before the
 * sub-steps and after each: pose[k][0] A's, pose[k][1] B's.  The caller
 * checks the result against world_step's own. */
static void anchors_update(World *w, Transform pose[][2], const Body *a, const Body *b)
{
    const PhysicsSettings *ps = w->settings;
    int n = ps->step.sub_steps;
    double h = FIXED_DT / n;
    ContactSoftness soft = contact_softness(&ps->step, h);
    world_integrate_velocities(w);
    world_find_contacts(w, NULL);
    world_pick_awake(w);
    world_begin_sub_steps(w);
    contact_pre_step(&w->contacts);
    contact_carry_impulses(&w->contacts, &w->last);
    pose[0][0] = a->xf;
    pose[0][1] = b->xf;
    for (int i = 0; i < n; i++) {
        if (i > 0)
            world_integrate_velocities(w);
        soft_warm_start(&w->contacts);
        contact_solve(&w->contacts, w->turns, soft, h, ps->step.push_out_speed);
        if (i + 1 < n)
            move_shapes(w);
        else
            world_integrate_positions(w);
        contact_relax(&w->contacts, w->turns, h);
        pose[i + 1][0] = a->xf;
        pose[i + 1][1] = b->xf;
    }
    soft_restitution(&w->contacts, ps->restitution_threshold);
}

/* One update of a World of A and B (B moving, A static or moving),
 * run through the phases above and checked, bit for bit, against a
 * twin World's world_step.  The picture: A (blue) and B (green) as the
 * narrow phase found them, and thin as the update leaves them; each
 * point's anchors after every sub-step, a1 riding on A, a2 on B, joined
 * to show their paths; the normal n at the points, found once; and in
 * the legend each point's separation s = -depth + (a2 - a1) . n before
 * the sub-steps and after each. */
static bool diagram_soft_anchors(Fig *f, Body *a, Body *b, Error *err)
{
    if (b->s.inv_mass == 0.0)
        return error_at(err, "diagram soft_anchors", 0, "needs B moving");
    PhysicsSettings ps = physics_default_settings();
    int n = ps.step.sub_steps;
    if (n > ANCHOR_STEPS_MAX)
        return error_at(err, "diagram soft_anchors", 0, "more than %d sub-steps", ANCHOR_STEPS_MAX);
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
        return error_at(err, "diagram soft_anchors", 0, "the shapes make %d contacts, not one",
                        contacts);
    if (!same)
        return error_at(err, "diagram soft_anchors", 0,
                        "the update drawn is not world_step's (solve_soft_step changed?)");
    return true;
}

int main(int argc, char **argv)
{
    return diagram_main(argc, argv, diagram_soft_anchors, body_set_motion);
}
