/* joint_hinge.c - the diagram joint_hinge (chapter 14), drawn by the
 * preset joints: a revolute joint from A's right end to B's left end, its
 * anchors apart: the lever arms, the error C, the anchors' velocities,
 * the two rows of the point constraint's Jacobian, its 2 x 2 effective
 * inverse mass K, and the impulse one pass of joint_solve gives. */
#include <math.h>

#include "diagram_motion.h"
#include "joint.h"
#include "physics.h"
#include "world.h"

/* The anchor at an end of a rectangle: its centre plus half its width
 * along its own x axis, to the right (side +1) or to the left (-1). */
static Vec2 rect_end(const Body *b, double side)
{
    return vec2_add(b->xf.position,
                    vec2_rotate(vec2(0.5 * side * b->xf.size.x, 0.0), b->xf.rotation));
}

/* The point constraint's K (joint.c derives it): an impulse P on
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

/* Within rounding of each other: the diagram's K against the pass. */
static bool close_to(Vec2 x, Vec2 y, double scale)
{
    return vec2_length(vec2_sub(x, y)) <= 1e-9 * (scale > 1.0 ? scale : 1.0);
}

/* A and B (rectangles, B moving) in a World, a revolute joint made from
 * A's right end to B's left end (its two anchors apart, as a sub-step
 * may leave them), and one pass of joint_solve over it at the start of
 * an update, as solve_soft_step runs it: nothing accumulated yet,
 * no body turned.  The picture: the lever arms r_a, r_b from the
 * centres to the anchors, the error C from a's anchor to b's, each
 * anchor's velocity v + omega x r before the pass (black), the impulse
 * P on b's anchor and -P on a's (purple), and the directions of the
 * Jacobian's two rows (grey, the world's x and y); in the legend the
 * numbers, the pass's P and the anchors' relative velocity after it
 * among them.  The diagram works out K itself and
 * checks that the pass changed the anchors' relative velocity by K P;
 * else it stops, naming what differs. */
static bool diagram_joint_hinge(Fig *f, Body *a, Body *b, Error *err)
{
    if (a->s.kind != SHAPE_RECTANGLE || b->s.kind != SHAPE_RECTANGLE || b->s.inv_mass == 0.0)
        return error_at(err, "diagram joint_hinge", 0, "needs two rectangles, B moving");
    PhysicsSettings ps = physics_default_settings();
    if (ps.solver != SOLVER_SOFT_STEP || !ps.joints)
        return error_at(err, "diagram joint_hinge", 0,
                        "the program's settings do not solve joints (soft_step, joints on)");
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
    Vec2 ua = anchor_velocity(&a->s, ra), ub = anchor_velocity(&b->s, rb);
    Vec2 c = vec2_sub(pb, pa), cdot = vec2_sub(ub, ua);
    Mat2 k = point_k(&a->s, &b->s, ra, rb);
    Vec2 p = vec2(0.0, 0.0), cdot_after = cdot;
    SoftContact push = {0};
    bool same = false;
    if (added) {
        Rot none[2] = {{1.0, 0.0}, {1.0, 0.0}};
        joint_prepare(&w.joints, &objects, &bounds, h, step_hertz_cap(&ps.step, JOINT_HERTZ_SHARE));
        push = w.joints.push;
        joint_solve(&w.joints, none, h);
        p = w.joints.items[0].linear_impulse;
        cdot_after = vec2_sub(anchor_velocity(&b->s, rb), anchor_velocity(&a->s, ra));
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
        return error_at(err, "diagram joint_hinge", 0, "world_add_joint refused the hinge");
    if (!same)
        return error_at(
            err, "diagram joint_hinge", 0,
            "the pass changed the anchors' velocity by (%.9g, %.9g), K P is (%.9g, %.9g)",
            cdot_after.x - cdot.x, cdot_after.y - cdot.y, mat2_apply(k, p).x, mat2_apply(k, p).y);
    return true;
}

int main(int argc, char **argv)
{
    return diagram_main(argc, argv, diagram_joint_hinge, body_set_motion);
}
