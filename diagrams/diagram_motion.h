/* diagram_motion.h - a diagram's shape in motion: what a scene line gives
 * a body besides its shape, for the diagrams drawn by a program that
 * moves its shapes (stage 5 on, the engine's presets). */
#ifndef DIAGRAM_MOTION_H
#define DIAGRAM_MOTION_H

#include "diagram_pair.h"

/* b's mass (none when static; no acceleration: a diagram that needs
 * gravity sets it), velocity, spin, friction and restitution, from its
 * scene line; diagram_main's BodyMotion. */
void body_set_motion(Body *b, const SceneBody *sb);

#endif
