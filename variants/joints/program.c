/* program.c - the variant joints as its front ends run it
 * (program.h). */
#include "program.h"

#include <math.h>
#include <stdio.h>

#include "game.h"
#include "island.h"
#include "joint_scene.h"
#include "step_settings.h"

/* What the scene read last said: its settings (step_settings.h) and its
 * joints (joint_scene.h). */
static StepSettingsReader scene_steps;
static JointSceneReader scene_joints;

/* The scene parser's one hook, for the words of both: the settings'
 * first, and what they decline the joints'. */
static SceneHookAnswer scene_words(void *context, char *const *words, int n, SceneBody *body,
                                   const char *name, int line, Error *err)
{
    (void)context;
    SceneHookAnswer answer = step_settings_word_hook(&scene_steps, words, n, body, name, line, err);
    if (answer == SCENE_HOOK_DECLINED)
        answer = joint_scene_word_hook(&scene_joints, words, n, body, name, line, err);
    return answer;
}

/* Readers with nothing read yet, and the hook set. */
static void start_reading(void)
{
    scene_steps = step_settings_reader();
    joint_scene_reader_free(&scene_joints);
    scene_set_word_hook(scene_words, NULL);
}

bool program_find_joints(const Scene *scene, Error *err)
{
    return joint_scene_resolve(&scene_joints, scene, err);
}

/* The game as game_stage_api starts it, with the scene's sub-stepping
 * settings and joints (the built-in scene keeps the defaults and has
 * none). */
static void init_with_steps_and_joints(void *game, const Scene *scene, uint64_t seed)
{
    game_stage_api.init(game, scene, seed);
    if (scene) {
        Game *g = game;
        Error err;
        g->physics.step = scene_steps.settings;
        if (joint_scene_resolve(&scene_joints, scene, &err))
            joint_scene_add(&scene_joints, &g->world);
    }
}

/* +1 when `up` was clicked, -1 when `down` was, 0 for both or neither. */
static int clicked_direction(const InputState *in, Key down, Key up)
{
    return (input_is_clicked(in, up) ? 1 : 0) - (input_is_clicked(in, down) ? 1 : 0);
}

/* x doubled (direction +1) or halved (-1), stopped at the bound it moves
 * towards; a value already past it stays. */
static double halve_or_double(double x, int direction, double low, double high)
{
    if (direction > 0 && x < high)
        return fmin(2.0 * x, high);
    if (direction < 0 && x > low)
        return fmax(0.5 * x, low);
    return x;
}

/* A sleeping body is neither integrated nor solved: it would rest as the
 * old settings left it until something touched it. */
static void wake_every_body(Game *g)
{
    for (int i = 0; i < g->objects.count; i++)
        if (g->objects.items[i].shape.asleep)
            wake_body(&g->objects.items[i].shape);
}

/* ---- the hand: the pointer drags a body by a mouse joint ---------------- */

/* Whether the world point p is in the object's shape (its edge counts):
 * a circle's, within its radius of the centre; a rectangle's, within
 * half its sides of the centre along the rectangle's own axes, so p is
 * turned back by the rectangle's rotation about its centre. */
static bool shape_holds(const GameObject *o, Vec2 p)
{
    Vec2 d = vec2_sub(p, o->xf.position);
    if (o->shape.kind == SHAPE_CIRCLE)
        return vec2_dot(d, d) <= o->shape.circle.r * o->shape.circle.r;
    Vec2 local = vec2_rotate(d, -o->xf.rotation);
    return fabs(local.x) <= 0.5 * o->shape.rect.w && fabs(local.y) <= 0.5 * o->shape.rect.h;
}

/* The body a press at p grabs: of the dynamic objects whose shape holds
 * p, the one drawn last, which is on top; -1 for none. */
static int body_under(const Game *g, Vec2 p)
{
    for (int i = g->objects.count - 1; i >= 0; i--) {
        const GameObject *o = &g->objects.items[i];
        if (o->shape.inv_mass > 0.0 && shape_holds(o, p))
            return i;
    }
    return -1;
}

/* The mouse joint the hand holds, or NULL. */
static const Joint *held(const Game *g)
{
    for (int k = 0; k < g->world.joints.count; k++)
        if (g->world.joints.items[k].def.kind == JOINT_MOUSE)
            return &g->world.joints.items[k];
    return NULL;
}

/* A press grabs the body under the pointer at that point; while the
 * pointer is down the target follows it (moved only when it moved, as a
 * move wakes the body); a release lets go, and wakes the body, which a
 * pointer held still may have let fall asleep where it hung. */
static void move_hand(Game *g, const PointerState *p)
{
    if (p->pressed) {
        int k = body_under(g, p->target);
        if (k >= 0)
            world_mouse_grab(&g->world, k, p->target, PROGRAM_HAND_HERTZ,
                             PROGRAM_HAND_DAMPING_RATIO,
                             PROGRAM_HAND_MAX_ACCELERATION
                                 * rigid_shape_mass(&g->objects.items[k].shape));
        return;
    }
    const Joint *j = held(g);
    if (j && p->down && (j->local[0].x != p->target.x || j->local[0].y != p->target.y))
        world_mouse_move(&g->world, p->target);
    if (j && p->released) {
        RigidShape *body = &g->objects.items[j->def.body[1].index].shape;
        world_mouse_release(&g->world);
        wake_body(body);
    }
}

/* ---- an update -------------------------------------------------------------- */

/* The keys change the settings before the update, so all of it runs
 * with them, and a change wakes every body; the hand moves before it
 * too, so the update pulls towards where the pointer is. */
static void update_with_keys(void *game, const InputState *in)
{
    StepSettings *s = &((Game *)game)->physics.step;
    StepSettings before = *s;
    int more = clicked_direction(in, KEY_J, KEY_K);
    s->sub_steps = (int)floor(halve_or_double(s->sub_steps, more, 1.0, STEP_MAX_SUB_STEPS));
    s->contact_hertz = halve_or_double(s->contact_hertz, clicked_direction(in, KEY_I, KEY_O),
                                       PROGRAM_MIN_HERTZ, STEP_MAX_CONTACT_HERTZ);
    if (s->sub_steps != before.sub_steps || s->contact_hertz != before.contact_hertz)
        wake_every_body(game);
    move_hand(game, &in->pointer);
    game_stage_api.update(game, in);
}

static const char *step_status(const void *game)
{
    static char line[80];
    const StepSettings *s = &((const Game *)game)->physics.step;
    snprintf(line, sizeof line, "sub_steps %d  contact_hertz %g", s->sub_steps, s->contact_hertz);
    return line;
}

StageApi program_api(void)
{
    StageApi api = game_stage_api;
    api.scene_words = start_reading;
    api.scene_check = program_find_joints;
    api.init = init_with_steps_and_joints;
    api.update = update_with_keys;
    api.status = step_status;
    return api;
}
