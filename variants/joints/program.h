/* program.h - the variant joints as its front ends run it: the
 * headless one (main.c) and the live page's (web/web_stage.c, which
 * web/web.mk builds with this file when the program holds one).
 *
 * It is stage 8's game with
 *   - the scene settings of step_settings.h and the joint lines and body
 *     names of joint_scene.h: the scene parser's word hook, set afresh
 *     before each scene is read, and a game started from a scene file
 *     takes what it said (the built-in scene, the defaults and no
 *     joints);
 *   - four keys, clicked, read before each update:
 *       J / K   halve / double sub_steps, within 1 and STEP_MAX_SUB_STEPS
 *               (a whole number: 5 halves to 2);
 *       I / O   halve / double contact_hertz, within PROGRAM_MIN_HERTZ and
 *               STEP_MAX_CONTACT_HERTZ;
 *   - the status line "sub_steps N  contact_hertz F", what the keys set,
 *     in the scene file's words.
 * The update the key is clicked on runs with the new value whole: its
 * first sub-step's gravity and its contacts' spring both use it.  A key
 * that changes a value wakes every sleeping body, so the whole scene
 * answers at once. */
#ifndef PROGRAM_H
#define PROGRAM_H

#include "stage_api.h"

/* Halving contact_hertz stops here.  A contact rests about g / omega^2
 * deep (omega = 2 pi f), which grows as 1/f^2: about half a unit at 1 Hz,
 * but 2 units, half a box of 4, at 0.5 Hz. */
#define PROGRAM_MIN_HERTZ 1.0

StageApi program_api(void);
/* The bodies the joints of the scene just read name, looked up in it
 * (joint_scene_resolve): false, with one message naming the file and
 * line, for a body the scene lacks, a body joined to itself or two that
 * cannot move.  Call it after reading a scene with program_api's words
 * and before starting a game on it: the parser cannot tell, since a
 * joint may name a body the file gives later. */
bool program_find_joints(const Scene *scene, Error *err);

#endif
