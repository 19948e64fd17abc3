/* game_object.c - sets of game objects and their drawing. */
#include "game_object.h"

#include <stdlib.h>

#include "grow.h"

/* The array moved: each shape points at its own object's transform again,
 * and the list of shapes at the shapes' new places. */
static void grow_objects(GameObjectSet *set)
{
    set->items = grow_array(set->items, &set->capacity, set->count + 1, sizeof *set->items,
                            "game objects");
    for (int i = 0; i < set->count; i++) {
        set->items[i].shape.xf = &set->items[i].xf;
        set->shapes.items[i] = &set->items[i].shape;
    }
}

GameObject *game_object_set_add(GameObjectSet *set, Vec2 position, Vec2 size, double rotation)
{
    if (set->count == set->capacity)
        grow_objects(set);
    GameObject *obj = &set->items[set->count++];
    shape_set_add(&set->shapes, &obj->shape);
    *obj = (GameObject){
        .xf = {.position = position, .size = size, .rotation = rotation},
        .colour = COLOUR_BLUE,
        .show = {.texture = false, .shape = true, .bound = false},
    };
    return obj;
}

void game_object_set_free(GameObjectSet *set)
{
    shape_set_free(&set->shapes);
    free(set->items);
    *set = (GameObjectSet){0};
}

void game_object_draw(const GameObject *obj, DrawList *dl)
{
    if (obj->show.texture) {
        draw_set_colour(dl, COLOUR_GREY);
        draw_rectangle(dl, obj->xf.position, obj->xf.size.x, obj->xf.size.y, obj->xf.rotation);
    }
    if (obj->show.shape) {
        draw_set_colour(dl, obj->colour);
        rigid_shape_draw(&obj->shape, dl);
    }
    if (obj->show.bound) {
        draw_set_colour(dl, COLOUR_GREEN);
        rigid_shape_draw_bound(&obj->shape, dl);
    }
}
