/* world.c - one update of the world: the chapter's update in one place. */
#include "world.h"

/* The chapter's update of a shape: its geometry follows its transform. */
static void update_shapes(ShapeSet *set)
{
    for (int i = 0; i < set->count; i++)
        rigid_shape_update(set->items[i]);
}

/* One update, in the chapter's order:
 *   1. every shape brings its geometry up to date - the chapter's objects
 *      update;
 *   2. the game takes its turn: its keys act on the shapes;
 *   3. the physics component's three calls: the hero against the bounds,
 *      every object against the bounds (the hero a second time, as in the
 *      chapter), every pair of objects; each pair is detected once. */
void world_step(ShapeSet *objects, ShapeSet *bounds, GameTurn turn, void *game,
                CollisionList *infos)
{
    update_shapes(objects);
    update_shapes(bounds);
    if (turn)
        turn(game);
    if (objects->count > 0)
        process_obj_to_set(objects->items[0], bounds, infos);
    process_set_to_set(objects, bounds, infos);
    process_set(objects, infos);
}
