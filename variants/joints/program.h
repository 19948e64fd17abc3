/* program.h - the variant joints as its front ends run it: the headless
 * one (main.c) and the live page's (web/web_stage.c, which web/web.mk
 * builds with this file).
 *
 * It is soft_step's program (the scene settings of step_settings.h, the
 * keys J / K and I / O, the status line "sub_steps N  contact_hertz F")
 * with the joints of a scene file (joint_scene.h): the scene parser's one
 * word hook reads both, set afresh before each scene is read; a scene is
 * checked once the whole file is read, so that a joint naming a body the
 * file lacks stops the run (and the page's load) with one line naming
 * the file and line; and a game started from a scene file takes its
 * settings and its joints (the built-in scene, the defaults and none).
 *
 * And a hand: the pointer (input.h) pressed on a body grabs it at that
 * point with the world's mouse joint (world_mouse_grab), the body on top
 * when several hold the point (the one drawn last, the highest index);
 * while the pointer is down the joint's target follows it; released, it
 * lets go.  A press on no body, or on a static one, grabs nothing.  The
 * hand moves before the update, which then pulls towards the pointer.
 */
#ifndef PROGRAM_H
#define PROGRAM_H

#include "stage_api.h"

/* Halving contact_hertz stops here.  A contact rests about g / omega^2
 * deep (omega = 2 pi f), which grows as 1/f^2: about half a unit at 1 Hz,
 * but 2 units, half a box of 4, at 0.5 Hz. */
#define PROGRAM_MIN_HERTZ 1.0

/* The hand's spring, Box2D's samples' mouse: 5 Hz, damping ratio 0.7,
 * pulling with at most 1000 units/s^2 times the body's mass, fifty times
 * the default gravity of 20, so a held body follows the pointer through
 * a pile but a body joined to the world is not torn from it at once. */
#define PROGRAM_HAND_HERTZ 5.0
#define PROGRAM_HAND_DAMPING_RATIO 0.7
#define PROGRAM_HAND_MAX_ACCELERATION 1000.0

StageApi program_api(void);
/* The bodies the joints of the scene just read name, looked up in it
 * (joint_scene_resolve): false, with one message naming the file and
 * line, for a body the scene lacks, a body joined to itself or two that
 * cannot move.  program_api's scene_check, which both front ends call
 * after reading a scene with its words: the parser cannot tell, since a
 * joint may name a body the file gives later. */
bool program_find_joints(const Scene *scene, Error *err);

#endif
