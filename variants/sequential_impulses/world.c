/* world.c - one update of the world: sequential impulses in one place. */
#include "world.h"

void world_init(World *w, ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps)
{
    *w = (World){.objects = objects, .bounds = bounds, .settings = ps};
}

void world_release(World *w)
{
    contact_list_free(&w->contacts);
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
 * the detection does not.  Every object against every bound, then every
 * pair of objects i < j, each handed to the contact list, which keeps it
 * when the pair touches or can touch in this update.  The contacts are
 * looked for as far as the shapes can move when the positions move: the
 * velocities move them for FIXED_DT with motion on, and not at all with
 * it off (then only the pseudo velocities move them, and those answer
 * overlaps), so the time the list is given is FIXED_DT or 0. */
void world_find_contacts(World *w, CollisionList *infos)
{
    ShapeSet *objects = w->objects, *bounds = w->bounds;
    double dt = w->settings->motion ? FIXED_DT : 0.0;
    contact_list_clear(&w->contacts);
    for (int i = 0; i < objects->count; i++)
        for (int j = 0; j < bounds->count; j++)
            contact_list_add_pair(&w->contacts, objects->items[i], bounds->items[j], dt, infos);
    for (int i = 0; i < objects->count; i++)
        for (int j = i + 1; j < objects->count; j++)
            contact_list_add_pair(&w->contacts, objects->items[i], objects->items[j], dt, infos);
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

/* One update, sequential impulses:
 *   1. gravity: v += g dt;
 *   2. the game takes its turn: its keys act on the shapes;
 *   3. the contacts are found once, into the list;
 *   4. the pre-step: lever arms and effective masses of every point;
 *   5. ps->relaxation sweeps of velocity iterations (the scenes'
 *      `relaxation 15` keeps its meaning: how often the solver goes over
 *      every contact), with the pseudo impulses when P (correction) is on;
 *   6. restitution, as many sweeps;
 *   7. positions move with the solved velocities.
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
    for (int k = 0; k < ps->relaxation; k++)
        contact_velocity_iteration(&w->contacts, ps->correction, FIXED_DT);
    contact_restitution(&w->contacts, ps->relaxation);
    world_integrate_positions(w);
}
