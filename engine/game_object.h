/* game_object.h - a thing in the world: its transform, the rigid shape
 * that follows it, and how it is drawn.
 *
 * The shape points at the object's own transform, so a GameObject is
 * initialised in place and never copied once it is in a set.
 */
#ifndef GAME_OBJECT_H
#define GAME_OBJECT_H

#include <stdbool.h>

#include "draw.h"
#include "rigid_shape.h"
#include "transform.h"

/* What is drawn for an object: its own box (the "texture"), the rigid
 * shape, the bounding circle. */
typedef struct DrawSettings {
    bool texture, shape, bound;
} DrawSettings;

typedef struct GameObject {
    Transform xf;
    RigidShape shape;
    Colour colour;
    DrawSettings show;
} GameObject;

/* As many objects as are added, in one array that moves when it grows:
 * game_object_set_add then points every shape at its object's transform
 * again, and the list of shapes at the shapes, so keep no GameObject
 * pointer across an add.  Start from a zeroed set. */
typedef struct GameObjectSet {
    int count;
    int capacity;
    GameObject *items;
    ShapeSet shapes; /* &items[i].shape for every i: the set as the physics sees it */
} GameObjectSet;

/* Appends a new object with transform (position, size, rotation) and
 * returns it.  Give it a shape next (its place in set->shapes is taken
 * already). */
GameObject *game_object_set_add(GameObjectSet *set, Vec2 position, Vec2 size, double rotation);

/* Frees the objects and the list of shapes; the set is zeroed. */
void game_object_set_free(GameObjectSet *set);

void game_object_draw(const GameObject *obj, DrawList *dl);

#endif
