/* program.c - the engine's program as its front ends run it
 * (program.h). */
#include "program.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "game.h"
#include "island.h"
#include "joint_scene.h"
#include "layers.h"
#include "materials.h"
#include "presets.h"
#include "solver.h"
#include "text.h"

/* ---- the scene's words -------------------------------------------------- */

/* What the scene read last said: its settings, the line each was given
 * on (0: not given), its materials and its joints. */
static struct {
    bool started; /* start_reading has run: the rest is a scene's */
    PhysicsSettings settings;
    TraceColumn column;
    int line[SETTING_MAX + PRESET_COUNT + 1];
    MaterialTable materials;
    JointSceneReader joints;
} scene;

/* The preset of the program's line named `name` (its idea), or NULL. */
static const Preset *idea_named(const char *name)
{
    for (const Preset *p = program_preset(); p; p = preset_parent(p))
        if (strcmp(p->name, name) == 0)
            return p;
    return NULL;
}

/* An idea switched by its preset's name: `warm_starting off` gives the
 * settings its parent has for those it sets. */
static bool read_idea(PhysicsSettings *ps, const Preset *idea, char *const *words, int n,
                      const char *where, int line, Error *err)
{
    bool on = n == 2 && strcmp(words[1], "on") == 0;
    if (!(on || (n == 2 && strcmp(words[1], "off") == 0)))
        return error_at(err, where, line, "%s needs one word, on or off, got %s%s%s", words[0],
                        n == 2 ? "'" : "",
                        n == 2      ? words[1]
                            : n < 2 ? "none"
                                    : "several",
                        n == 2 ? "'" : "");
    preset_switch(idea, ps, on);
    return true;
}

/* `column NAME`: what the trace's own column counts (game.h). */
static bool read_column(TraceColumn *column, char *const *words, int n, const char *where, int line,
                        Error *err)
{
    for (int c = 0; n == 2 && c < COLUMN_COUNT; c++)
        if (strcmp(words[1], trace_column_names[c]) == 0) {
            *column = (TraceColumn)c;
            return true;
        }
    return error_at(
        err, where, line,
        "column needs one word, default, none, sleeping, candidates, narrow_phase or lost_ids, "
        "got %s%s%s",
        n == 2 ? "'" : "",
        n == 2      ? words[1]
            : n < 2 ? "none"
                    : "several",
        n == 2 ? "'" : "");
}

/* One settings line: a setting of physics.h, an idea of the program's
 * line, or the trace's column, by its words; DECLINED when the first
 * word is none of them.  *key is set to which one (for `given twice`):
 * a setting's id, SETTING_MAX plus the idea's preset index, or the
 * column's. */
static SceneHookAnswer read_setting(PhysicsSettings *ps, TraceColumn *column, char *const *words,
                                    int n, const char *where, int line, int *key, Error *err)
{
    if (strcmp(words[0], "column") == 0) {
        *key = SETTING_MAX + PRESET_COUNT;
        return read_column(column, words, n, where, line, err) ? SCENE_HOOK_ACCEPTED
                                                               : SCENE_HOOK_FAILED;
    }
    SettingId id = setting_named(words[0]);
    const Preset *idea = id == SETTING_NONE ? idea_named(words[0]) : NULL;
    if (id == SETTING_NONE && idea == NULL)
        return SCENE_HOOK_DECLINED;
    *key = idea ? SETTING_MAX + (int)(idea - presets) : id;
    bool ok = idea ? read_idea(ps, idea, words, n, where, line, err)
                   : setting_read(ps, id, words, n, where, line, err);
    return ok ? SCENE_HOOK_ACCEPTED : SCENE_HOOK_FAILED;
}

/* A settings line of a scene file: each setting and idea given at most
 * once. */
static SceneHookAnswer setting_words(char *const *words, int n, const char *name, int line,
                                     Error *err)
{
    PhysicsSettings tried = scene.settings;
    TraceColumn column = scene.column;
    int key = 0;
    SceneHookAnswer answer = read_setting(&tried, &column, words, n, name, line, &key, err);
    if (answer != SCENE_HOOK_ACCEPTED)
        return answer;
    if (scene.line[key] != 0) {
        error_at(err, name, line, "%s given twice (first on line %d)", words[0], scene.line[key]);
        return SCENE_HOOK_FAILED;
    }
    scene.settings = tried;
    scene.column = column;
    scene.line[key] = line;
    return SCENE_HOOK_ACCEPTED;
}

/* The scene parser's one hook, for every word of the program's: the
 * settings' first, then the materials', the layers' and the joints'. */
static SceneHookAnswer scene_words(void *context, char *const *words, int n, SceneBody *body,
                                   const char *name, int line, Error *err)
{
    (void)context;
    SceneHookAnswer answer = body ? SCENE_HOOK_DECLINED : setting_words(words, n, name, line, err);
    if (answer == SCENE_HOOK_DECLINED)
        answer = material_word_hook(&scene.materials, words, n, body, name, line, err);
    if (answer == SCENE_HOOK_DECLINED)
        answer = layers_word_hook(NULL, words, n, body, name, line, err);
    if (answer == SCENE_HOOK_DECLINED)
        answer = joint_scene_word_hook(&scene.joints, words, n, body, name, line, err);
    return answer;
}

/* The words the hook takes, for the parser's messages: every setting,
 * each idea of the program's line that is not a setting's word too, and
 * the column's, the materials' and the joints' lines; the materials',
 * the layers' and the joints' attributes. */
static const char *hook_line_words(void)
{
    static char words[TEXT_LINE_MAX];
    size_t at = 0;
    for (SettingId id = 0; id < setting_count(); id++)
        at += (size_t)snprintf(words + at, sizeof words - at, "%s, ", setting_name(id));
    for (const Preset *p = program_preset(); p; p = preset_parent(p))
        if (setting_named(p->name) == SETTING_NONE)
            at += (size_t)snprintf(words + at, sizeof words - at, "%s, ", p->name);
    snprintf(words + at, sizeof words - at, "column, material, joint");
    return words;
}

#define HOOK_ATTRIBUTE_WORDS "material, density, layer, mask, name"

/* Readers with nothing read yet, and the hook set. */
static void start_reading(void)
{
    scene.started = true;
    scene.settings = physics_default_settings();
    scene.column = COLUMN_DEFAULT;
    memset(scene.line, 0, sizeof scene.line);
    material_table_free(&scene.materials);
    joint_scene_reader_free(&scene.joints);
    scene_set_word_hook(scene_words, NULL);
    scene_set_hook_words(hook_line_words(), HOOK_ATTRIBUTE_WORDS);
}

/* Joints are solved by the soft step with `joints on`: a scene that has
 * them says so, or they would stand in it unsolved. */
bool program_find_joints(const Scene *s, Error *err)
{
    if (!joint_scene_resolve(&scene.joints, s, err))
        return false;
    const PhysicsSettings *ps = &scene.settings;
    if (scene.joints.count > 0 && !(ps->joints && ps->solver == SOLVER_SOFT_STEP))
        return error_at(err, scene.joints.file, scene.joints.lines[0].line,
                        "a joint is solved only by `solver soft_step` with `joints on`; this "
                        "program has solver %s and joints %s (add the lines to the scene)",
                        setting_value(ps, setting_named("solver")), ps->joints ? "on" : "off");
    return true;
}

bool program_read_scene(Scene *scene, const char *path, Error *err)
{
    scene_init_defaults(scene);
    start_reading();
    return scene_load_file(scene, path, err) && program_find_joints(scene, err);
}

/* The game as game_api starts it, with the scene's settings and joints
 * (the built-in scene, or a scene not read through the program's words,
 * keeps the preset's defaults and has none). */
static void init_from_scene(void *game, const Scene *s, uint64_t seed)
{
    Game *g = game;
    game_init(g, s, seed);
    if (!s || !scene.started)
        return;
    for (SettingId id = 0; id < setting_count(); id++)
        setting_copy(&g->physics, &scene.settings, id);
    g->column = scene.column;
    Error err;
    if (joint_scene_resolve(&scene.joints, s, &err))
        joint_scene_add(&scene.joints, &g->world);
}

/* --set's first word is none of the settings, ideas or column. */
static bool unknown_setting(const char *word, const char *where, Error *err)
{
    char near[64];
    if (scene_nearest_word(word, hook_line_words(), near, sizeof near))
        return error_at(err, where, 0, "'%s' is not a setting (did you mean %s?)", word, near);
    char names[TEXT_LINE_MAX];
    size_t at = 0;
    for (SettingId id = 0; id < setting_count(); id++)
        at += (size_t)snprintf(names + at, sizeof names - at, "%s%s", id ? ", " : "",
                               setting_name(id));
    return error_at(err, where, 0,
                    "'%s' is neither a setting of the engine (%s), nor an idea of this preset's "
                    "line, nor column",
                    word, names);
}

/* A settings line of the command line (--set): in a scene file's words,
 * checked (game NULL) before the run and applied after the scene. */
static bool set_line(void *game, const char *line, Error *err)
{
    char text[TEXT_LINE_MAX];
    char *words[8];
    snprintf(text, sizeof text, "%s", line);
    int n = text_split_words(text, words, 8);
    char where[64];
    snprintf(where, sizeof where, "%s: --set", program_preset()->program);
    PhysicsSettings scratch = physics_default_settings();
    TraceColumn no_column;
    PhysicsSettings *ps = game ? &((Game *)game)->physics : &scratch;
    TraceColumn *column = game ? &((Game *)game)->column : &no_column;
    int key;
    SceneHookAnswer answer = n > 0 && n <= 8
        ? read_setting(ps, column, words, n, where, 0, &key, err)
        : SCENE_HOOK_DECLINED;
    if (answer == SCENE_HOOK_DECLINED)
        return unknown_setting(n > 0 ? words[0] : line, where, err);
    return answer == SCENE_HOOK_ACCEPTED;
}

/* ---- the keys ------------------------------------------------------------ */

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

/* The program's ideas, from the first of its line to its own: idea[0]
 * is the one that grows from stage 8.  Returns how many. */
static int program_ideas(const Preset *idea[PROGRAM_MAX_IDEAS])
{
    const Preset *line[PRESET_COUNT];
    int n = 0;
    for (const Preset *p = program_preset(); p && n < PRESET_COUNT; p = preset_parent(p))
        line[n++] = p;
    for (int k = 0; k < n && k < PROGRAM_MAX_IDEAS; k++)
        idea[k] = line[n - 1 - k];
    return n < PROGRAM_MAX_IDEAS ? n : PROGRAM_MAX_IDEAS;
}

/* The digit keys 1 .. 9 switch the ideas; true when one changed.  A
 * contact list another solver left is no start for this one: both lists
 * are emptied. */
static bool switch_ideas(Game *g, const InputState *in)
{
    static const Key digits[PROGRAM_MAX_IDEAS] = {KEY_1, KEY_2, KEY_3, KEY_4, KEY_5,
                                                  KEY_6, KEY_7, KEY_8, KEY_9};
    const Preset *idea[PROGRAM_MAX_IDEAS];
    int n = program_ideas(idea);
    bool changed = false;
    for (int k = 0; k < n; k++) {
        if (!input_is_clicked(in, digits[k]))
            continue;
        preset_switch(idea[k], &g->physics,
                      !preset_idea_on(idea[k], program_preset(), &g->physics));
        changed = true;
    }
    if (changed) {
        contact_list_clear(&g->world.contacts);
        contact_list_clear(&g->world.last);
    }
    return changed;
}

/* J / K and I / O, in the soft step; true when a value changed. */
static bool step_keys(Game *g, const InputState *in)
{
    StepSettings *s = &g->physics.step;
    StepSettings before = *s;
    if (g->physics.solver != SOLVER_SOFT_STEP)
        return false;
    int more = clicked_direction(in, KEY_J, KEY_K);
    s->sub_steps = (int)floor(halve_or_double(s->sub_steps, more, 1.0, STEP_MAX_SUB_STEPS));
    s->contact_hertz = halve_or_double(s->contact_hertz, clicked_direction(in, KEY_I, KEY_O),
                                       PROGRAM_MIN_HERTZ, STEP_MAX_CONTACT_HERTZ);
    return s->sub_steps != before.sub_steps || s->contact_hertz != before.contact_hertz;
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
 * pointer held still may have let fall asleep where it hung.  Only where
 * joints are solved. */
static void move_hand(Game *g, const PointerState *p)
{
    if (!(g->physics.joints && g->physics.solver == SOLVER_SOFT_STEP))
        return;
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
    Game *g = game;
    bool ideas = switch_ideas(g, in);
    bool steps = step_keys(g, in);
    if (ideas || steps)
        wake_every_body(g);
    move_hand(g, &in->pointer);
    game_update(g, in);
}

/* What the keys set: the soft step's values, and the ideas switched off. */
static const char *program_status(const void *game)
{
    static char line[256];
    const Game *g = game;
    const Preset *idea[PROGRAM_MAX_IDEAS];
    int n = program_ideas(idea), len = 0;
    line[0] = '\0';
    if (g->physics.solver == SOLVER_SOFT_STEP)
        len = snprintf(line, sizeof line, "sub_steps %d  contact_hertz %g",
                       g->physics.step.sub_steps, g->physics.step.contact_hertz);
    bool any_off = false;
    for (int k = 0; k < n && len < (int)sizeof line; k++) {
        if (preset_idea_on(idea[k], program_preset(), &g->physics))
            continue;
        len += snprintf(line + len, sizeof line - (size_t)len, "%s%s",
                        any_off       ? " "
                            : len > 0 ? "  off: "
                                      : "off: ",
                        idea[k]->name);
        any_off = true;
    }
    return line;
}

/* ---- the notice ---------------------------------------------------------- */

/* The springs the soft step holds below what was asked (solver.h's hertz
 * cap), said once by the front ends: contact_hertz above an eighth of
 * the sub-step rate, and a revolute's or weld's hertz= above a quarter.
 * The rate follows sub_steps, so a key can bring a notice or take it
 * away. */
static int notice_contacts(const PhysicsSettings *ps, char *line, size_t size)
{
    double rate = step_hertz_cap(&ps->step, 1.0), held = contact_hertz_held(&ps->step);
    if (ps->solver != SOLVER_SOFT_STEP || !(held < ps->step.contact_hertz))
        return 0;
    return snprintf(line, size,
                    "contact_hertz %g is more than an eighth of the sub-steps' %g Hz: the contacts "
                    "spring at %g Hz (hertz_cap off gives them %g)",
                    ps->step.contact_hertz, rate, held, ps->step.contact_hertz);
}

static int notice_joints(const Game *g, char *line, size_t size)
{
    const PhysicsSettings *ps = &g->physics;
    double rate = step_hertz_cap(&ps->step, 1.0),
           cap = step_hertz_cap(&ps->step, JOINT_HERTZ_SHARE);
    int over = 0;
    for (int k = 0; k < g->world.joints.count; k++) {
        const JointDef *d = &g->world.joints.items[k].def;
        over += (d->kind == JOINT_REVOLUTE || d->kind == JOINT_WELD) && d->hertz > cap;
    }
    if (ps->solver != SOLVER_SOFT_STEP || !ps->joints || over == 0)
        return 0;
    return snprintf(line, size,
                    "%d %s hertz= above a quarter of the sub-steps' %g Hz: %s at %g Hz "
                    "(hertz_cap off gives what is asked)",
                    over, over == 1 ? "joint asks" : "joints ask", rate,
                    over == 1 ? "it springs" : "they spring", cap);
}

static const char *program_notice(const void *game)
{
    static char line[512];
    char contacts[240], joints[240];
    bool c = notice_contacts(&((const Game *)game)->physics, contacts, sizeof contacts) > 0;
    bool j = notice_joints(game, joints, sizeof joints) > 0;
    if (!c && !j)
        return NULL;
    snprintf(line, sizeof line, "%s%s%s", c ? contacts : "", c && j ? "; " : "", j ? joints : "");
    return line;
}

StageApi program_api(void)
{
    StageApi api = game_api();
    api.scene_words = start_reading;
    api.scene_check = program_find_joints;
    api.init = init_from_scene;
    api.set = set_line;
    api.update = update_with_keys;
    api.status = program_status;
    api.notice = program_notice;
    return api;
}
