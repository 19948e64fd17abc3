/* solve_soft_step.c - the update in sub-steps of soft contacts and
 * joints (chapters 12 to 14; see solver.h).
 *
 * Every contact of the update is found once (collision.h), and each point
 * gets what does not change during the update (contact_pre_step): its
 * anchors on the two bodies, its effective masses, its approach speed.
 * The update is then cut into sub-steps; each one warm starts the
 * contacts with their accumulated impulses (soft_warm_start), solves
 * each point once as a spring and a damper that push an overlap out
 * (contact_solve, solver.h's soft_coefficients; the two points of a
 * manifold together, by the block solver, or by colours in turn:
 * contact_pass says why), lets the positions move, and
 * solves each point once more as a rigid contact with no push
 * (contact_relax), so that the push does not stay in the velocities.  A
 * sub-step measures a point's separation from how far its two bodies
 * moved since the narrow phase, without asking it again.  Restitution
 * is one pass after the last sub-step (soft_restitution).  The ideas
 * are those of Box2D v3's soft step and of Erin Catto's talk on solver
 * design; the code and its derivations are the workbook's. */
#include "solver.h"

#include "grow.h"
#include "world.h"

/* ---- the passes ------------------------------------------------------------ */

/* How far each body of a contact turned since the pre-step, as the
 * cosine and sine of the angle (move_shapes works them out once
 * per body and sub-step): what every point's separation needs.  A bound
 * does not turn. */
typedef struct Turn {
    Rot q1, q2;
} Turn;

static inline Turn contact_turn(const Contact *c, const Rot *turns)
{
    return (Turn){turns[c->first], c->with_bound ? (Rot){1.0, 0.0} : turns[c->second]};
}

/* The separation of a point in a sub-step, without the narrow phase.
 * When the point was found, both anchors were at the same place
 * (centre_i + r_i is the point for both bodies) and the surfaces were
 * -depth apart along n.  Since then body i has moved its centre to c_i
 * and turned by a_i, carrying its anchor to c_i + R(a_i) r_i; the two
 * anchors have drifted apart by
 *   d = (c2 + R(a2) r2) - (c1 + R(a1) r1),
 * and along n the surfaces are that much farther apart:
 *   s = -depth + d . n.
 * (n is held fixed: the sub-steps of one update turn a body by a few
 * degrees at most, and the next update's narrow phase finds the new n.) */
static double separation(const Contact *c, const Turn *t, const SolverPoint *p)
{
    Vec2 a1 = vec2_add(rigid_shape_centre(c->s1), rot_apply(t->q1, p->r1));
    Vec2 a2 = vec2_add(rigid_shape_centre(c->s2), rot_apply(t->q2, p->r2));
    return vec2_dot(vec2_sub(a2, a1), c->normal) - p->depth;
}

/* How a pass treats the points: as springs (contact_solve) or rigid,
 * without push (contact_relax). */
typedef struct Pass {
    const Rot *turns; /* each object's turn since the pre-step */
    ContactSoftness soft;
    double h;              /* the sub-step */
    double push_out_speed; /* the fastest push-out, units/s */
    bool push;             /* overlaps are pushed out (false: relax) */
} Pass;

/* What a pass asks of one point's normal impulse: the bias velocity
 * and the two scales of soft_normal's increment. */
typedef struct Row {
    double bias, mass_scale, impulse_scale;
} Row;

static inline Row pass_row(const Contact *c, const Turn *t, const SolverPoint *p, const Pass *pass)
{
    double s = separation(c, t, p);
    if (s > 0.0)
        return (Row){s / pass->h, 1.0, 0.0};
    if (!pass->push)
        return (Row){0.0, 1.0, 0.0};
    const SoftContact *soft = c->s1->inv_mass == 0.0 || c->s2->inv_mass == 0.0
        ? &pass->soft.against_static
        : &pass->soft.moving;
    return (Row){max_of(soft->bias_rate * s, -pass->push_out_speed), soft->mass_scale,
                 soft->impulse_scale};
}

/* The normal impulse of a point in a pass (solver.h derives the
 * soft form):
 *   dp = -normal_mass mass_scale (vn + bias) - impulse_scale pn.
 * A gap s > 0 may close by s in this sub-step and no more, in every pass:
 * bias = s / h, rigid (the speculative contact; nothing pushes yet).  An
 * overlap s <= 0 is the spring's when the pass pushes, its push-out
 * velocity -bias = -bias_rate s capped at push_out_speed; the relax pass
 * asks only that it not deepen (bias 0, rigid).  The same accumulated
 * clamp as solve_normal: pn >= 0. */
static inline void soft_normal(const Contact *c, SolverPoint *p, const Pass *pass, Motion *m1,
                               Motion *m2)
{
    Turn t = contact_turn(c, pass->turns);
    Row row = pass_row(c, &t, p, pass);
    double vn = relative_velocity(m1->v, m1->omega, p->r1, m2->v, m2->omega, p->r2, c->normal);
    double dp = -p->normal_mass * row.mass_scale * (vn + row.bias) - row.impulse_scale * p->pn;
    double pn = max_of(p->pn + dp, 0.0);
    apply_impulse(m1, m2, p, c->normal, pn - p->pn);
    p->pn = pn;
    p->pn_max = max_of(p->pn_max, pn);
}

/* The two points of a manifold at once.  For one point, with k = 1 /
 * normal_mass, the soft increment d reads k d = -mass_scale (vn + bias)
 * - impulse_scale k a; for two, row i of K (x - a) takes its place, and
 * since 1 - impulse_scale = mass_scale (solver.h),
 *   (K x)_i = mass_scale_i (-(vn_i + bias_i) + (K a)_i):
 * the block problem of solve_normal_pair with the targets -bias_i and
 * row i scaled by mass_scale_i, under the same clamp x >= 0. */
static inline void soft_pair(Contact *c, const Pass *pass, Motion *m1, Motion *m2)
{
    Turn t = contact_turn(c, pass->turns);
    Row row[2] = {pass_row(c, &t, &c->points[0], pass), pass_row(c, &t, &c->points[1], pass)};
    double target[2] = {-row[0].bias, -row[1].bias};
    double scale[2] = {row[0].mass_scale, row[1].mass_scale};
    solve_normal_pair(c, target, scale, m1, m2);
    for (int i = 0; i < 2; i++)
        c->points[i].pn_max = max_of(c->points[i].pn_max, c->points[i].pn);
}

/* One contact in a pass: each point's normal impulse, the two of a
 * manifold together (by the block solver) or in turn, then the friction
 * of each. */
static void contact_pass_points(Contact *c, const Pass *pass, bool together)
{
    Motion m1 = motion_load(c->s1), m2 = motion_load(c->s2);
    if (c->point_count == 2 && together)
        soft_pair(c, pass, &m1, &m2);
    else
        for (int i = 0; i < c->point_count; i++)
            soft_normal(c, &c->points[i], pass, &m1, &m2);
    for (int i = 0; i < c->point_count; i++)
        solve_friction(c, &c->points[i], &m1, &m2);
    motion_store(c->s1, &m1);
    motion_store(c->s2, &m2);
}

/* A contact in a pass by colours (visit_by_colours): a manifold's two
 * points in turn, as Box2D v3 solves them.  The block solver answers
 * for both at once, exactly; for two points close together, as the two
 * corners of a card's foot, K is nearly singular (its determinant is
 * (r0 - r1)^2 / (m I), small against K00 K11), so a small change of the
 * velocities moves the load from one corner to the other, and with it
 * the friction each corner may hold (|pt| <= mu pn).  By colours the
 * holds on the ground come last in the pass (solve_order.h), and
 * nothing after them evens that out: the house of cards shakes and
 * falls (chapter 14).  In index order (solve_pass) the floor's contacts
 * come first and the cards' own contacts, solved after them, take it
 * up; there the block solver stays.  In turn, each point's increment is
 * its own scalar one, which a small change of the velocities changes
 * a little. */
static void contact_pass(Contact *c, const Pass *pass)
{
    contact_pass_points(c, pass, false);
}

static void solve_pass(ContactList *list, const Pass *pass)
{
    for (int k = 0; k < contact_visits(list); k++)
        contact_pass_points(contact_visit(list, k), pass, true);
}

/* The solve's pass, the overlaps pushed out by the spring, and the
 * relax's, rigid and without push. */
static Pass push_pass(const Rot *turns, ContactSoftness soft, double h, double push_out_speed)
{
    return (Pass){turns, soft, h, push_out_speed, true};
}

static Pass relax_pass(const Rot *turns, double h)
{
    const SoftContact rigid = {0.0, 1.0, 0.0};
    return (Pass){turns, {rigid, rigid}, h, 0.0, false};
}

void contact_solve(ContactList *list, const Rot *turns, ContactSoftness soft, double h,
                   double push_out_speed)
{
    Pass pass = push_pass(turns, soft, h, push_out_speed);
    solve_pass(list, &pass);
}

void contact_relax(ContactList *list, const Rot *turns, double h)
{
    Pass pass = relax_pass(turns, h);
    solve_pass(list, &pass);
}

/* ---- warm starting --------------------------------------------------------- */

/* Each sub-step starts from the accumulated impulses, applied at once so
 * that the pass reads velocities that already hold them; the pass then
 * corrects them (the accumulated clamp lets pn fall to zero once a
 * contact no longer needs it). */
void soft_warm_start(ContactList *list)
{
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        Motion m1 = motion_load(c->s1), m2 = motion_load(c->s2);
        for (int i = 0; i < c->point_count; i++) {
            const SolverPoint *p = &c->points[i];
            apply_impulse(&m1, &m2, p, c->normal, p->pn);
            apply_impulse(&m1, &m2, p, c->tangent, p->pt);
        }
        motion_store(c->s1, &m1);
        motion_store(c->s2, &m2);
    }
}

/* ---- restitution ------------------------------------------------------------ */

/* One pass after the last sub-step (solver.h says what restitution
 * asks).  The points that bounce are those a sub-step pushed (pn_max >
 * 0): a point whose approach some other contact stopped, or a
 * speculative point that never closed its gap, has met nothing and has
 * nothing to give back.  A pile at rest has no point that bounces, and
 * then nothing is done. */
void soft_restitution(ContactList *list, double threshold)
{
    if (!contact_mark_bounces(list, BOUNCE_PUSHED_ONCE, threshold))
        return;
    for (int k = 0; k < contact_visits(list); k++)
        if (contact_visit(list, k)->bounces)
            contact_bounce(contact_visit(list, k));
}

/* A point that bounced starts the next update from zero (collision.c,
 * contact_carry_point): what it holds is an impact's, not a load.  With
 * e = 0 the bounce's target is vn = 0, the relax's own, so what such a
 * point holds after it is the push that stopped its approach, and a
 * pair that stays pressed needs it again in the next update.  Measured
 * contacts let shapes come together at speed and stay pressed (grown
 * ones stop them short, collision.c): the folded links of a whipping
 * chain, whose contacts, started from zero in every update, are built
 * up again by the sub-steps' solves against the hinges beside them, and
 * open them.  So with measured contacts the mark is taken off the
 * points of e = 0, as Box2D v3 carries every point's impulse; grown
 * contacts keep chapter 10's rule. */
static void carry_stopped_points(ContactList *list)
{
    for (int k = 0; k < contact_visits(list); k++) {
        Contact *c = contact_visit(list, k);
        if (c->restitution != 0.0)
            continue;
        c->bounces = false;
        for (int i = 0; i < c->point_count; i++)
            c->points[i].bounces = false;
    }
}

/* ---- the update -------------------------------------------------------------- */

/* p += v h, angle += omega h for the awake dynamic shapes while motion
 * is on (a sleeping or static shape does not move).  Their geometry (a
 * rectangle's corners and normals, worked out with a sine and a cosine)
 * is left as it was: between the sub-steps nothing reads it, since a
 * contact's separation comes from the centres, the anchors and each
 * body's turn since the sub-steps began (separation).  That
 * turn is worked out here, once per body and sub-step, rather than by
 * every pass at every contact the body has: a shape that did not move
 * keeps the turn of none. */
void move_shapes(World *w)
{
    double h = w->settings->motion ? world_sub_step(w) : 0.0;
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        if (!s->asleep && s->inv_mass > 0.0) {
            s->xf->position = vec2_add(s->xf->position, vec2_scale(s->v, h));
            s->xf->rotation += s->omega * h;
            w->turns[i] = rot_from_angle(s->xf->rotation - w->start[i].rotation);
        }
    }
}

/* The shapes' geometry brought up to where move_shapes left them: once
 * an update, after the last sub-step's move. */
void update_geometry(World *w)
{
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        if (!s->asleep)
            rigid_shape_update(s);
    }
    for (int i = 0; i < w->bounds->count; i++)
        rigid_shape_update(w->bounds->items[i]);
}

/* Before the sub-steps, every object has turned by none: cos 0 = 1 and
 * sin 0 = +0, the bits rot_from_angle gives for the +0 that a shape's
 * rotation minus itself is. */
void world_begin_sub_steps(World *w)
{
    int n = w->objects->count;
    w->start = grow_array(w->start, &w->start_capacity, n, sizeof *w->start, "poses");
    w->turns = grow_array(w->turns, &w->turns_capacity, n, sizeof *w->turns, "rotations");
    for (int i = 0; i < n; i++) {
        w->start[i] = *w->objects->items[i]->xf;
        w->turns[i] = (Rot){1.0, 0.0};
    }
}

/* A body that an overlap pushes out moves with velocities the relax
 * takes back: it ends the update with v = 0, though it moved.  Its
 * speeds over the update, the distance and the angle it moved over
 * FIXED_DT, must be below the speeds of sleep too, or it has not been
 * still at all (count_still_time read only v and omega). */
void moved_awake(World *w)
{
    const double dl = ISLAND_SLEEP_SPEED * FIXED_DT, da = ISLAND_SLEEP_TURN * FIXED_DT;
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        Vec2 d = vec2_sub(s->xf->position, w->start[i].position);
        if (vec2_dot(d, d) >= dl * dl || fabs(s->xf->rotation - w->start[i].rotation) >= da)
            s->still_time = 0.0;
    }
}

/* What an update's sub-steps solve: the joints and the contacts, each
 * when it is solved at all, and the contacts' spring. */
typedef struct SubSteps {
    bool joints, contacts;
    ContactSoftness soft;
} SubSteps;

static bool by_colours(const World *w)
{
    return w->settings->solve_order == SOLVE_ORDER_COLOURS;
}

/* One pass over the order of solve_order.h, each joint with jp and each
 * contact with cp. */
static void visit_by_colours(World *w, const JointPass *jp, const Pass *cp)
{
    const SolveOrder *o = &w->order;
    for (int k = 0; k < o->count; k++) {
        int id = o->items[k];
        if (id < o->joint_count)
            joint_visit(&w->joints.items[id], jp);
        else
            contact_pass(contact_visit(&w->contacts, id - o->joint_count), cp);
    }
}

/* A sub-step's solve: the joints pushed closed and the contacts' overlaps
 * pushed out (rigid, with correction off), the joints first or colour
 * by colour. */
static void solve_constraints(World *w, const SubSteps *s)
{
    const PhysicsSettings *ps = w->settings;
    double h = world_sub_step(w);
    if (by_colours(w)) {
        JointPass jp = joint_solve_pass(&w->joints, w->turns, h);
        Pass cp = ps->correction ? push_pass(w->turns, s->soft, h, ps->step.push_out_speed)
                                 : relax_pass(w->turns, h);
        visit_by_colours(w, &jp, &cp);
        return;
    }
    if (s->joints)
        joint_solve(&w->joints, w->turns, h);
    if (s->contacts && ps->correction)
        contact_solve(&w->contacts, w->turns, s->soft, h, ps->step.push_out_speed);
    else if (s->contacts)
        contact_relax(&w->contacts, w->turns, h);
}

/* A sub-step's relax, once the positions moved: nothing pushed. */
static void relax_constraints(World *w, const SubSteps *s)
{
    double h = world_sub_step(w);
    if (by_colours(w)) {
        JointPass jp = joint_relax_pass(w->turns, h);
        Pass cp = relax_pass(w->turns, h);
        visit_by_colours(w, &jp, &cp);
        return;
    }
    if (s->joints)
        joint_relax(&w->joints, w->turns, h);
    if (s->contacts)
        contact_relax(&w->contacts, w->turns, h);
}

/* The update in sub-steps of h = FIXED_DT / n (solver.h):
 * each one integrates the velocities, warm starts the joints and the
 * contacts, solves them once (the joints' errors and the contacts'
 * overlaps pushed closed by springs), moves the positions, and relaxes
 * them once without push; restitution follows the last one.  The joints
 * come first in each pass, as in Box2D v3: the contacts' pushes are then
 * the last word of the pass, and bodies do not sink into each other to
 * keep a joint.  By colours (solve_order.h) the pass goes colour by
 * colour instead, the holds on what does not move last.  The first
 * sub-step's gravity came before the contacts were found (world_step),
 * so that their reach sees it.  With correction off nothing is pushed
 * out: the solve is rigid, as the relax is.  With motion off nothing
 * moves, and nothing is solved.  The accumulated impulses stay in the
 * list, for the next update's warm start. */
void solve_soft_step(World *w, CollisionList *infos)
{
    (void)infos;
    const PhysicsSettings *ps = w->settings;
    ContactList *now = &w->contacts;
    double h = world_sub_step(w);
    ContactSoftness soft = contact_softness(&ps->step, h);
    int n = ps->motion ? ps->step.sub_steps : 1;
    bool solve = world_pick_awake(w) && ps->motion;
    world_begin_sub_steps(w);
    double joint_cap = step_hertz_cap(&ps->step, JOINT_HERTZ_SHARE);
    bool joints = ps->joints && joint_prepare(&w->joints, w->objects, w->bounds, h, joint_cap)
        && ps->motion;
    if (solve) {
        contact_pre_step(now);
        if (ps->warm_start)
            contact_carry_impulses(now, &w->last);
    }
    SubSteps s = {joints, solve, soft};
    if (by_colours(w))
        solve_order_colour(&w->order, &w->joints, joints, now, solve, w->objects->count);
    for (int i = 0; i < n; i++) {
        if (i > 0)
            world_integrate_velocities(w);
        if (joints)
            joint_warm_start(&w->joints, w->turns);
        if (solve)
            soft_warm_start(now);
        solve_constraints(w, &s);
        if (i + 1 < n)
            move_shapes(w);
        else
            world_integrate_positions(w);
        relax_constraints(w, &s);
    }
    if (solve) {
        soft_restitution(now, ps->restitution_threshold);
        if (ps->speculative == SPECULATIVE_MEASURED)
            carry_stopped_points(now);
    }
    now->awake = NULL;
    now->awake_count = 0;
}
