/* program.h - the engine's program as its front ends run it: the
 * headless one (main.c) and the live page's (web/web_stage.c).
 *
 * It is the game (game.h) with
 *   - the scene words of the engine's settings (physics.h), of the
 *     materials (materials.h), of collision layers (layers.h) and of
 *     joints and body names (joint_scene.h): the scene parser's one word
 *     hook, set afresh before each scene is read; a scene is checked once
 *     the whole file is read, so that a joint naming a body the file
 *     lacks stops the run (and the page's load) with one line naming the
 *     file and line; and a game started from a scene file takes its
 *     settings and its joints (the built-in scene, the preset's defaults
 *     and none);
 *   - a settings line given on the command line (--set 'sleep off'), in
 *     the same words, after the scene;
 *   - the keys of the preset's ideas, clicked, read before each update:
 *       1 .. 9  switch the preset's ideas on or off, the first the one
 *               its line starts with from stage 8 (presets.h): joints'
 *               are 1 manifold, 2 sequential_impulses, 3 warm_starting,
 *               4 broad_phase, 5 sleeping, 6 soft_step, 7 joints;
 *       J / K   halve / double sub_steps, within 1 and STEP_MAX_SUB_STEPS
 *               (a whole number: 5 halves to 2), in the soft step;
 *       I / O   halve / double contact_hertz, within PROGRAM_MIN_HERTZ and
 *               STEP_MAX_CONTACT_HERTZ, in the soft step;
 *     the update the key is clicked on runs with the new value whole, and
 *     a key that changes a setting wakes every sleeping body, so the
 *     whole scene answers at once;
 *   - the status line: in the soft step "sub_steps N  contact_hertz F",
 *     then the ideas switched off ("off: warm_starting"); "" when there
 *     is nothing to say;
 *   - and, where joints are solved, a hand: the pointer (input.h)
 *     pressed on a body grabs it at that point with the world's mouse
 *     joint (world_mouse_grab), the body on top when several hold the
 *     point (the one drawn last, the highest index); while the pointer is
 *     down the joint's target follows it; released, it lets go.  A press
 *     on no body, or on a static one, grabs nothing.  The hand moves
 *     before the update, which then pulls towards the pointer.
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

/* The most ideas a preset's line has: the keys 1 .. 9. */
#define PROGRAM_MAX_IDEAS 9

StageApi program_api(void);
/* What the scene just read needs once the whole file is read: the
 * bodies its joints name, looked up in it (joint_scene_resolve), and the
 * settings that solve joints: false, with one message naming the file
 * and line, for a body the scene lacks, a body joined to itself, two
 * that cannot move, or a joint the scene's settings do not solve.
 * program_api's scene_check, which both front ends call after reading a
 * scene with its words: the parser cannot tell, since a joint may name a
 * body the file gives later. */
bool program_find_joints(const Scene *scene, Error *err);
/* A scene file read as the front ends read it: the program's words set,
 * the file parsed and its joints found (program_find_joints); false,
 * with one message naming the file and line, when it is not one this
 * program runs.  For the programs built against the library
 * (plots/joint_gaps.c, bench/hard_probe.c). */
bool program_read_scene(Scene *scene, const char *path, Error *err);

#endif
