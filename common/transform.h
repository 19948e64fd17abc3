/* transform.h - where a game object is: position, size and rotation.
 *
 * A rigid shape refers to its game object's transform, so moving the object
 * moves the shape.  `size` is the drawn box of the object; the rigid shape
 * keeps its own dimensions so it can be tighter or looser than the drawing.
 */
#ifndef TRANSFORM_H
#define TRANSFORM_H

#include "vec2.h"

typedef struct Transform {
    Vec2 position;   /* centre, world units */
    Vec2 size;       /* width and height of the drawn box */
    double rotation; /* radians, counter-clockwise */
} Transform;

#endif
