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
 *   2. the game takes its turn: its keys act on the shapes. */
void world_step(ShapeSet *objects, ShapeSet *bounds, GameTurn turn, void *game)
{
    update_shapes(objects);
    update_shapes(bounds);
    if (turn)
        turn(game);
}
