/* world.c - one update of the world: the chapter's update in one place. */
#include "world.h"

/* The chapter's update of a shape: a dynamic shape travels while motion
 * is on; a static one only brings its geometry up to date. */
static void update_shapes(ShapeSet *set, const PhysicsSettings *ps)
{
    for (int i = 0; i < set->count; i++) {
        RigidShape *s = set->items[i];
        if (ps->motion && s->inv_mass > 0.0)
            rigid_shape_travel(s, FIXED_DT);
        else
            rigid_shape_update(s);
    }
}

/* One update, in the chapter's order:
 *   1. every shape moves (symplectic Euler) - the chapter's objects update;
 *   2. the game takes its turn: its keys act on the moved shapes;
 *   3. the physics component's three calls: the hero against the bounds,
 *      every object against the bounds (the hero a second time, as in the
 *      chapter), every pair of objects.  Each call runs its relaxation
 *      passes over its pairs, and every pair is detected and corrected
 *      in turn. */
void world_step(ShapeSet *objects, ShapeSet *bounds, const PhysicsSettings *ps, GameTurn turn,
                void *game, CollisionList *infos)
{
    update_shapes(objects, ps);
    update_shapes(bounds, ps);
    if (turn)
        turn(game);
    if (objects->count > 0)
        process_obj_to_set(objects->items[0], bounds, ps, infos);
    process_set_to_set(objects, bounds, ps, infos);
    process_set(objects, ps, infos);
}
