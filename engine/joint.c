/* joint.c - the joints of a world: the list, the update's start, the
 * passes over every kind, and their drawing (see joint.h). */
#include "joint.h"

#include <math.h>
#include <stdlib.h>

#include "grow.h"

/* Joints are drawn in orange, a mouse's pull in teal, apart from the
 * objects' blue, the bounds' black and green and the collisions'
 * magenta. */
#define JOINT_COLOUR COLOUR_ORANGE
#define MOUSE_COLOUR ((Colour){0, 150, 160})

/* The shape a side of a joint names, in the sets as they are now; the
 * world is the list's ground. */
static RigidShape *side_shape(JointList *list, const JointBody *body, const ShapeSet *objects,
                              const ShapeSet *bounds)
{
    switch (body->set) {
    case JOINT_OBJECT: return objects->items[body->index];
    case JOINT_BOUND: return bounds->items[body->index];
    case JOINT_WORLD: break;
    }
    return &list->ground;
}

/* The ground: no mass, at the origin, unturned, and still. */
static void ground_init(JointList *list)
{
    list->ground_xf = (Transform){.position = {0.0, 0.0}};
    list->ground = (RigidShape){.kind = SHAPE_CIRCLE, .xf = &list->ground_xf};
}

/* Each anchor in its body's own frame: the world point less the centre,
 * turned back by the body's rotation (the world's: the point itself, as
 * the ground is at the origin, unturned); and the angle from which the
 * joint's angle is measured, b's rotation less a's. */
int joint_list_add(JointList *list, const JointDef *def, const ShapeSet *objects,
                   const ShapeSet *bounds)
{
    ground_init(list);
    list->items = grow_array(list->items, &list->capacity, list->count + 1, sizeof *list->items,
                             "joints");
    Joint *j = &list->items[list->count];
    *j = (Joint){.def = *def};
    double rotation[2];
    for (int k = 0; k < 2; k++) {
        const RigidShape *s = side_shape(list, &def->body[k], objects, bounds);
        rotation[k] = s->xf->rotation;
        Vec2 offset = vec2_sub(def->anchor[k], s->xf->position);
        j->local[k] = rot_apply(rot_from_angle(-rotation[k]), offset);
    }
    j->reference_angle = rotation[1] - rotation[0];
    return list->count++;
}

void joint_list_remove(JointList *list, int k)
{
    for (int i = k + 1; i < list->count; i++)
        list->items[i - 1] = list->items[i];
    list->count--;
}

void joint_list_free(JointList *list)
{
    free(list->items);
    *list = (JointList){0};
}

static bool awake_dynamic(const RigidShape *s)
{
    return s->inv_mass > 0.0 && !s->asleep;
}

/* What stays fixed through the update's sub-steps: the bodies (a turn
 * that adds objects may have moved them), the lever arms as the update
 * begins (turned by each body's rotation), the angle's effective mass
 * and a soft joint's coefficients.  The arms then turn with the bodies
 * in every sub-step (joint_arm), rather than being held as a contact's
 * are: a joint stays the whole swing, and a pendulum turns by omega dt
 * in an update, which a fixed arm would not follow. */
/* A revolute's or a weld's hertz softens the constraint itself, as
 * Box2D v3's constraint hertz does, and is held to the cap as the rigid
 * push is; a distance joint's spring and the hand's are springs of their
 * own, and get what they ask (Box2D v3 holds neither). */
static double held_hertz(const Joint *j, double cap)
{
    bool constraint = j->def.kind == JOINT_REVOLUTE || j->def.kind == JOINT_WELD;
    return constraint ? fmin(j->def.hertz, cap) : j->def.hertz;
}

bool joint_prepare(JointList *list, const ShapeSet *objects, const ShapeSet *bounds, double h,
                   double hertz_cap)
{
    ground_init(list);
    list->push = joint_pushes(fmin(JOINT_RIGID_HERTZ, hertz_cap), h);
    list->awake_count = 0;
    for (int i = 0; i < list->count; i++) {
        Joint *j = &list->items[i];
        for (int k = 0; k < 2; k++) {
            RigidShape *s = side_shape(list, &j->def.body[k], objects, bounds);
            j->s[k] = s;
            j->turn[k] = j->def.body[k].set == JOINT_OBJECT ? j->def.body[k].index : -1;
            j->r0[k] = rot_apply(rot_from_angle(s->xf->rotation), j->local[k]);
        }
        double inv = j->s[0]->inv_inertia + j->s[1]->inv_inertia;
        j->axial_mass = inv > 0.0 ? 1.0 / inv : 0.0;
        if (j->def.hertz > 0.0)
            j->spring = soft_coefficients(held_hertz(j, hertz_cap), j->def.damping_ratio, h);
        if (j->def.spring_hertz > 0.0)
            j->angular_spring = soft_coefficients(j->def.spring_hertz, j->def.spring_damping_ratio,
                                                  h);
        j->awake = awake_dynamic(j->s[0]) || awake_dynamic(j->s[1]);
        list->awake_count += j->awake;
    }
    return list->awake_count > 0;
}

/* The accumulated impulses, each along what it holds: the point's at the
 * anchors, the angle's (the weld's, the angular spring's, the motor's and
 * the limits') about it; a distance joint's along its axis. */
void joint_warm_start(JointList *list, const Rot *turns)
{
    for (int i = 0; i < list->count; i++) {
        Joint *j = &list->items[i];
        if (!j->awake)
            continue;
        if (j->def.kind == JOINT_DISTANCE) {
            distance_warm_start(j, turns);
            continue;
        }
        Vec2 ra = joint_arm(j, 0, turns), rb = joint_arm(j, 1, turns);
        apply_point_impulse(j, ra, rb, j->linear_impulse);
        apply_angular_impulse(j,
                              j->angular_impulse + j->spring_impulse + j->motor_impulse
                                  + j->lower_impulse - j->upper_impulse);
    }
}

/* A body's speed and turn brought back to JOINT_MAX_SPEED and
 * JOINT_MAX_TURN in a sub-step of h (joint.h); the world and static
 * bodies do not move. */
static void cap_speeds(RigidShape *s, double h)
{
    if (s->inv_mass == 0.0)
        return;
    double vv = vec2_dot(s->v, s->v), most = JOINT_MAX_TURN / h;
    if (vv > JOINT_MAX_SPEED * JOINT_MAX_SPEED)
        s->v = vec2_scale(s->v, JOINT_MAX_SPEED / sqrt(vv));
    if (fabs(s->omega) > most)
        s->omega = copysign(most, s->omega);
}

void joint_visit(Joint *j, const JointPass *pass)
{
    switch (j->def.kind) {
    case JOINT_REVOLUTE: revolute_pass(j, pass); break;
    case JOINT_DISTANCE: distance_pass(j, pass); break;
    case JOINT_WELD: weld_pass(j, pass); break;
    case JOINT_MOUSE: mouse_pass(j, pass); break;
    case JOINT_KIND_COUNT: break;
    }
    cap_speeds(j->s[0], pass->h);
    cap_speeds(j->s[1], pass->h);
}

static void joint_pass(JointList *list, const JointPass *pass)
{
    for (int i = 0; i < list->count; i++)
        if (list->items[i].awake)
            joint_visit(&list->items[i], pass);
}

void joint_solve(JointList *list, const Rot *turns, double h)
{
    JointPass pass = joint_solve_pass(list, turns, h);
    joint_pass(list, &pass);
}

void joint_relax(JointList *list, const Rot *turns, double h)
{
    JointPass pass = joint_relax_pass(turns, h);
    joint_pass(list, &pass);
}

/* ---- the pieces -------------------------------------------------------------- */

/* With omega h = 2 pi 60 / 240 = 1.571 and zeta = 2, solver.h's
 * a1 = 2 zeta + omega h = 5.571 and a2 = omega h a1 = 8.751: the push
 * asks for the velocity -bias_rate C = -(omega / a1) C and gets
 * mass_scale = a2 / (1 + a2) = 0.897 of it, so a sub-step moves the
 * anchors by
 *   h (omega / a1) 0.897 C = (1.571 / 5.571) 0.897 C = 0.253 C,
 * a quarter of the error, and the four sub-steps of an update close
 * 1 - 0.747^4 = 69 % of it.  The push is for a joint at 60 Hz; fewer
 * sub-steps hold it lower (joint_prepare). */
SoftContact joint_pushes(double hertz, double h)
{
    return soft_coefficients(hertz, JOINT_RIGID_DAMPING_RATIO, h);
}

/* The point constraint's K.  b's anchor moves with u_b = v_b + omega_b x
 * r_b = v_b + omega_b (-r_b.y, r_b.x).  The impulse P on b changes v_b
 * by P / m_b and omega_b by (r_b x P) / I_b = (r_b.x P.y - r_b.y P.x) /
 * I_b, so u_b by
 *   du_b.x = (1/m_b + r_b.y^2 / I_b) P.x - (r_b.x r_b.y / I_b) P.y,
 *   du_b.y = -(r_b.x r_b.y / I_b) P.x + (1/m_b + r_b.x^2 / I_b) P.y.
 * The -P on a changes u_a by minus a's matrix times P, so the anchors'
 * relative velocity u_b - u_a changes by K P with
 *   K = (1/m_a + 1/m_b) 1 + (1/I_a) [ r_a.y^2       -r_a.x r_a.y ]
 *                                   [ -r_a.x r_a.y   r_a.x^2     ]  + (the same for b),
 * symmetric, and positive definite as soon as one body has a mass (its
 * 1/m on the diagonal); both static, it is 0 and nothing moves.  The
 * impulse that changes the relative velocity by w is P = K^-1 w, and for
 * a 2 x 2
 *   K^-1 w = (1 / det) (k22 w.x - k12 w.y, k11 w.y - k12 w.x),
 *   det = k11 k22 - k12^2.
 * The soft increment is then -mass_scale K^-1 (Cdot + bias_rate C) -
 * impulse_scale P (joint.h), as a contact's is with its 1 x 1 K. */
Vec2 point_impulse(const Joint *j, Vec2 ra, Vec2 rb, Vec2 c, SoftContact k, Vec2 acc)
{
    const RigidShape *a = j->s[0], *b = j->s[1];
    double ma = a->inv_mass, mb = b->inv_mass, ia = a->inv_inertia, ib = b->inv_inertia;
    double k11 = ma + mb + ra.y * ra.y * ia + rb.y * rb.y * ib;
    double k12 = -ra.x * ra.y * ia - rb.x * rb.y * ib;
    double k22 = ma + mb + ra.x * ra.x * ia + rb.x * rb.x * ib;
    double det = k11 * k22 - k12 * k12;
    if (det <= 0.0)
        return vec2(0.0, 0.0);
    Vec2 w = vec2_add(relative_anchor_velocity(j, ra, rb), vec2_scale(c, k.bias_rate));
    Vec2 x = vec2_scale(vec2(k22 * w.x - k12 * w.y, k11 * w.y - k12 * w.x), 1.0 / det);
    return vec2_sub(vec2_scale(x, -k.mass_scale), vec2_scale(acc, k.impulse_scale));
}

/* Along the unit u, an impulse p u at the anchors changes their relative
 * velocity along u by p k(u) (the contact's effective_inv_mass, collision.c):
 *   k(u) = 1/m_a + 1/m_b + (r_a x u)^2 / I_a + (r_b x u)^2 / I_b;
 * 0 (two static bodies) gives a mass of 0, and nothing moves. */
double axis_mass(const Joint *j, Vec2 ra, Vec2 rb, Vec2 u)
{
    const RigidShape *a = j->s[0], *b = j->s[1];
    double ca = vec2_cross(ra, u), cb = vec2_cross(rb, u);
    double k = a->inv_mass + b->inv_mass + ca * ca * a->inv_inertia + cb * cb * b->inv_inertia;
    return k > 0.0 ? 1.0 / k : 0.0;
}

double row_impulse(double mass, double cdot, double c, SoftContact k, double acc)
{
    return -mass * k.mass_scale * (cdot + k.bias_rate * c) - k.impulse_scale * acc;
}

/* A limit is a one-sided constraint, as a contact is: c >= 0 is the room
 * left (c < 0: past the limit), and its impulse may only push back,
 * acc >= 0.  Room c > 0 may close by c in this sub-step and no more,
 * rigidly, bias c / h (a speculative contact's rule: a body coming at
 * its limit stops at it instead of past it).  Past it, the rigid
 * joint's push (none in the relax).  The clamp holds the accumulated
 * impulse at >= 0, so a limit may take back what it pushed once it is no
 * longer met. */
double limit_impulse(double mass, double cdot, double c, const JointPass *pass, double *acc)
{
    SoftContact k = pass->push;
    double bias = k.bias_rate * c;
    if (c > 0.0) {
        k = JOINT_NO_PUSH;
        bias = c / pass->h;
    }
    double dp = -mass * k.mass_scale * (cdot + bias) - k.impulse_scale * *acc;
    double total = fmax(*acc + dp, 0.0);
    dp = total - *acc;
    *acc = total;
    return dp;
}

/* ---- drawing ------------------------------------------------------------- */

/* Where a side's body is, for drawing: its centre and rotation, the
 * world's the origin unturned. */
static void side_pose(const JointBody *body, const ShapeSet *objects, const ShapeSet *bounds,
                      Vec2 *centre, double *rotation)
{
    const RigidShape *s = body->set == JOINT_OBJECT ? objects->items[body->index]
        : body->set == JOINT_BOUND                  ? bounds->items[body->index]
                                                    : NULL;
    *centre = s ? s->xf->position : vec2(0.0, 0.0);
    *rotation = s ? s->xf->rotation : 0.0;
}

/* The arc of radius r about p from angle t0 to t1, in steps of at most
 * 10 degrees. */
static void draw_arc(DrawList *dl, Vec2 p, double r, double t0, double t1)
{
    int n = 1 + (int)(fabs(t1 - t0) / deg_to_rad(10.0));
    if (n > DRAW_CIRCLE_SEGMENTS)
        n = DRAW_CIRCLE_SEGMENTS;
    Vec2 last = vec2_add(p, vec2_rotate(vec2(r, 0.0), t0));
    for (int i = 1; i <= n; i++) {
        Vec2 next = vec2_add(p, vec2_rotate(vec2(r, 0.0), t0 + (t1 - t0) * i / n));
        draw_line(dl, last, next);
        last = next;
    }
}

/* A revolute's limits about its anchor: the arc of the angles b may
 * take, measured from a's rotation and the reference, and a spoke at
 * the angle it has. */
static void draw_limits(const Joint *j, Vec2 at, const double rotation[2], DrawList *dl)
{
    const double r = 2.5;
    double base = rotation[0] + j->reference_angle;
    draw_arc(dl, at, r, base + j->def.lower, base + j->def.upper);
    draw_line(dl, at, vec2_add(at, vec2_rotate(vec2(r, 0.0), rotation[1])));
}

Vec2 joint_anchor(const Joint *j, int k, const ShapeSet *objects, const ShapeSet *bounds)
{
    Vec2 centre;
    double rotation;
    side_pose(&j->def.body[k], objects, bounds, &centre, &rotation);
    return vec2_add(centre, vec2_rotate(j->local[k], rotation));
}

static void draw_joint(const Joint *j, const ShapeSet *objects, const ShapeSet *bounds,
                       DrawList *dl)
{
    Vec2 centre[2], anchor[2];
    double rotation[2];
    for (int k = 0; k < 2; k++) {
        side_pose(&j->def.body[k], objects, bounds, &centre[k], &rotation[k]);
        anchor[k] = joint_anchor(j, k, objects, bounds);
    }
    if (j->def.kind == JOINT_MOUSE) {
        draw_set_colour(dl, MOUSE_COLOUR);
        draw_line(dl, anchor[1], anchor[0]);
        draw_cross(dl, anchor[0], 1.0);
        return;
    }
    draw_set_colour(dl, JOINT_COLOUR);
    for (int k = 0; k < 2; k++) {
        if (j->def.body[k].set != JOINT_WORLD)
            draw_line(dl, centre[k], anchor[k]);
        draw_circle(dl, anchor[k], 0.3);
    }
    draw_line(dl, anchor[0], anchor[1]);
    if (j->def.kind == JOINT_REVOLUTE && j->def.limit)
        draw_limits(j, anchor[0], rotation, dl);
}

void joint_list_draw(const JointList *list, const ShapeSet *objects, const ShapeSet *bounds,
                     DrawList *dl)
{
    if (list->count > 0)
        draw_legend(dl, JOINT_COLOUR, "joint");
    for (int i = 0; i < list->count; i++)
        draw_joint(&list->items[i], objects, bounds, dl);
}
