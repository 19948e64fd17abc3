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

#define GAME_OBJECT_SET_MAX 256

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

typedef struct GameObjectSet {
    /* The physics system the set's objects belong to (the game sets it);
     * NULL: none, each pair is processed once and only detected. */
    const struct PhysicsSettings *physics;
    int count;
    GameObject items[GAME_OBJECT_SET_MAX];
} GameObjectSet;

/* Appends a new object with transform (position, size, rotation) and
 * returns it, or NULL when the set is full.  Give it a shape next. */
GameObject *game_object_set_add(GameObjectSet *set, Vec2 position, Vec2 size, double rotation);

void game_object_draw(const GameObject *obj, DrawList *dl);

#endif
