/* world.c - one update of the world: sequential impulses in one place. */
#include "world.h"

#include "solver.h"

/* Gravity first: v += a dt for every dynamic shape while motion is on
 * (a static shape has a = 0).  The solver then sees the velocities the
 * shapes would reach, so a resting contact takes gravity's g dt back in
 * the same update instead of letting the shape sink for one. */
void world_integrate_velocities(ShapeSet *objects, const PhysicsSettings *ps)
{
    if (!ps->motion)
        return;
    for (int i = 0; i < objects->count; i++) {
        RigidShape *s = objects->items[i];
        if (s->inv_mass > 0.0)
            s->v = vec2_add(s->v, vec2_scale(s->a, FIXED_DT));
    }
}

/* Positions last, with the solved velocities plus the pseudo velocities
 * of the split impulses: p += (v + v_bias) dt, angle += (omega +
 * omega_bias) dt.  With motion off only the pseudo velocities move a
 * shape (the chapter's P still pushes overlaps apart).  The pseudo
 * velocities are then dropped: they never carry over to the next update,
 * so they add no kinetic energy.  Every shape's geometry is brought up to
 * date, the bounds' too, as the chapter's update does. */
void world_integrate_positions(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps)
{
    for (int i = 0; i < objects->count; i++) {
        RigidShape *s = objects->items[i];
        Vec2 v = s->v_bias;
        double omega = s->omega_bias;
        if (ps->motion && s->inv_mass > 0.0) {
            v = vec2_add(v, s->v);
            omega += s->omega;
        }
        s->xf->position = vec2_add(s->xf->position, vec2_scale(v, FIXED_DT));
        s->xf->rotation += omega * FIXED_DT;
        s->v_bias = vec2(0.0, 0.0);
        s->omega_bias = 0.0;
        rigid_shape_update(s);
    }
    for (int i = 0; i < bounds->count; i++)
        rigid_shape_update(bounds->items[i]);
}

/* One update, sequential impulses with warm starting:
 *   1. gravity: v += g dt;
 *   2. the game takes its turn: its keys act on the shapes;
 *   3. the contacts are found once, into a new list;
 *   4. the pre-step: lever arms and effective masses of every point;
 *   5. warm starting: the points found last update too start from the
 *      impulses they ended it with, applied to the shapes at once;
 *   6. ps->relaxation sweeps of velocity iterations (the scenes'
 *      `relaxation 15` keeps its meaning: how often the solver goes over
 *      every contact), with the pseudo impulses when P (correction) is on;
 *   7. restitution, as many sweeps;
 *   8. positions move with the solved velocities;
 *   9. the new list, with its accumulated impulses, replaces the last.
 * The game's turn stays between the motion and the collisions, as in the
 * chapter: the keys act before the contacts are found, so what a key
 * moves is collided in the same update.  The motion is split in two -
 * the velocities before, the positions after the solver - and the turn
 * comes after the first half.  The contacts are looked for as far as
 * the shapes can move in step 8: the velocities move them for FIXED_DT
 * with motion on, and not at all with it off (step 8 then moves only the
 * pseudo velocities, which answer overlaps), so the time handed to
 * contact_list_build is FIXED_DT or 0. */
void world_step_warm(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps,
                     GameTurn turn, void *game, CollisionList *infos, ContactList *contacts)
{
    ContactList now = {0};
    world_integrate_velocities(objects, ps);
    if (turn)
        turn(game);
    contact_list_build(&now, objects, bounds, ps->motion ? FIXED_DT : 0.0, infos);
    contact_pre_step(&now);
    contact_warm_start(&now, contacts);
    for (int k = 0; k < ps->relaxation; k++)
        contact_velocity_iteration(&now, ps->correction, FIXED_DT);
    contact_restitution(&now, ps->relaxation);
    world_integrate_positions(objects, bounds, ps);
    contact_list_free(contacts);
    *contacts = now;
}

void world_step(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps,
                GameTurn turn, void *game, CollisionList *infos)
{
    ContactList none = {0};
    world_step_warm(objects, bounds, ps, turn, game, infos, &none);
    contact_list_free(&none);
}
