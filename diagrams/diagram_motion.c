/* diagram_motion.c - a diagram's shape in motion (diagram_motion.h). */
#include "diagram_motion.h"

void body_set_motion(Body *b, const SceneBody *sb)
{
    rigid_shape_set_mass(&b->s, sb->is_static ? 0.0 : sb->mass, vec2(0.0, 0.0));
    b->s.v = sb->velocity;
    b->s.omega = sb->spin;
    b->s.friction = sb->friction;
    b->s.restitution = sb->restitution;
}
