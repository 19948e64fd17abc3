/* world.c - one update of the world: sequential impulses with warm
 * starting on the broad phase's pairs, in one place. */
#include "world.h"

void world_init(World *w, ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps)
{
    *w = (World){.objects = objects, .bounds = bounds, .settings = ps};
}

void world_release(World *w)
{
    contact_list_free(&w->contacts);
    contact_list_free(&w->last);
    broad_phase_free(&w->broad);
}

/* Gravity first: v += a dt for every dynamic shape while motion is on
 * (a static shape has a = 0).  The solver then sees the velocities the
 * shapes would reach, so a resting contact takes gravity's g dt back in
 * the same update instead of letting the shape sink for one. */
void world_integrate_velocities(World *w)
{
    if (!w->settings->motion)
        return;
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        if (s->inv_mass > 0.0)
            s->v = vec2_add(s->v, vec2_scale(s->a, FIXED_DT));
    }
}

/* Each pair once: the chapter meets the hero and the bounds twice per
 * pass, and every pair once per pass of fifteen; here the sweeps repeat,
 * the detection does not.  The pairs are the broad phase's candidates,
 * which it hands over in the order of the loops over every object and
 * bound, then every pair of objects i < j; each goes to the contact list
 * with its name, which keeps it when the pair touches or can touch in
 * this update.  A pair the broad phase leaves out is one whose shapes,
 * grown by its reach, cannot overlap (broad_phase.h), so the list is the
 * one those loops would build, contact for contact.  The list of the
 * update before is kept as `last` (its memory and the new list's change
 * places, so neither is allocated again).  The contacts are looked for
 * as far as the shapes can move when the positions move: the velocities
 * move them for FIXED_DT with motion on, and not at all with it off
 * (then only the pseudo velocities move them, and those answer
 * overlaps), so the time the list is given is FIXED_DT or 0. */
void world_find_contacts(World *w, CollisionList *infos)
{
    ShapeSet *objects = w->objects, *bounds = w->bounds;
    int n = objects->count;
    double dt = w->settings->motion ? FIXED_DT : 0.0;
    ContactList emptied = w->last;
    w->last = w->contacts;
    w->contacts = emptied;
    contact_list_clear(&w->contacts);
    broad_phase_update(&w->broad, objects, bounds, SOLVER_SPECULATIVE_MARGIN, dt);
    for (int k = 0; k < w->broad.pair_count; k++) {
        BroadPair p = w->broad.pairs[k];
        bool with_bound = p.b >= n;
        int second = with_bound ? p.b - n : p.b;
        RigidShape *s2 = with_bound ? bounds->items[second] : objects->items[second];
        contact_list_add_pair(&w->contacts, objects->items[p.a], s2, p.a, second, with_bound, dt,
                              infos);
    }
}

/* Positions last, with the solved velocities plus the pseudo velocities
 * of the split impulses: p += (v + v_bias) dt, angle += (omega +
 * omega_bias) dt.  With motion off only the pseudo velocities move a
 * shape (the chapter's P still pushes overlaps apart).  The pseudo
 * velocities are then dropped: they never carry over to the next update,
 * so they add no kinetic energy.  Every shape's geometry is brought up to
 * date, the bounds' too, as the chapter's update does. */
void world_integrate_positions(World *w)
{
    for (int i = 0; i < w->objects->count; i++) {
        RigidShape *s = w->objects->items[i];
        Vec2 v = s->v_bias;
        double omega = s->omega_bias;
        if (w->settings->motion && s->inv_mass > 0.0) {
            v = vec2_add(v, s->v);
            omega += s->omega;
        }
        s->xf->position = vec2_add(s->xf->position, vec2_scale(v, FIXED_DT));
        s->xf->rotation += omega * FIXED_DT;
        s->v_bias = vec2(0.0, 0.0);
        s->omega_bias = 0.0;
        rigid_shape_update(s);
    }
    for (int i = 0; i < w->bounds->count; i++)
        rigid_shape_update(w->bounds->items[i]);
}

/* One update, sequential impulses with warm starting:
 *   1. gravity: v += g dt;
 *   2. the game takes its turn: its keys act on the shapes;
 *   3. the contacts are found once, into a new list, the last one kept;
 *   4. the pre-step: lever arms and effective masses of every point;
 *   5. warm starting: the points found last update too start from the
 *      impulses they ended it with, applied to the shapes at once;
 *   6. ps->relaxation sweeps of velocity iterations (the scenes'
 *      `relaxation 15` keeps its meaning: how often the solver goes over
 *      every contact), with the pseudo impulses when P (correction) is on;
 *   7. restitution, as many sweeps;
 *   8. positions move with the solved velocities.
 * The game's turn stays between the motion and the collisions, as in the
 * chapter: the keys act before the contacts are found, so what a key
 * moves is collided in the same update.  The motion is split in two -
 * the velocities before, the positions after the solver - and the turn
 * comes after the first half. */
void world_step(World *w, GameTurn turn, void *game, CollisionList *infos)
{
    const PhysicsSettings *ps = w->settings;
    world_integrate_velocities(w);
    if (turn)
        turn(game);
    world_find_contacts(w, infos);
    contact_pre_step(&w->contacts);
    contact_warm_start(&w->contacts, &w->last);
    for (int k = 0; k < ps->relaxation; k++)
        contact_velocity_iteration(&w->contacts, ps->correction, FIXED_DT);
    contact_restitution(&w->contacts, ps->relaxation);
    world_integrate_positions(w);
}
