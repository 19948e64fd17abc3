/* web_stage.c - the browser's front end on the C side: a small API over
 * one stage's library, compiled to a WebAssembly "reactor" (a module the
 * page calls into, which has no main).
 *
 * Like main.c it is thin: the page fills the keys, this file turns them
 * into an InputState and calls the stage's update; it copies the stage's
 * DrawList into a flat buffer the page draws on a canvas, and measures the
 * trace's row exactly as the headless front end does.  Scenes and key
 * scripts are parsed by common/'s parsers, so a bad scene is reported in
 * the native program's words ("name:line: reason").  All state lives here,
 * in C; the page keeps none of the game.
 *
 * Compiled once per program with -I<its directory> and -DWEB_STAGE=N
 * (web.mk; 8 for a preset of the engine).  The only stage-specific
 * knowledge is which fields of the stage's Game exist (for the state the
 * page's tests read, web_state); it follows the chapters: collision
 * infos from stage 2, motion from stage 5, correction from 6.  A stage
 * runs its game_stage_api; a preset runs the engine's program_api()
 * (program.c: scene words, --set's words, the ideas' keys, a status
 * line), as its main.c does: web.mk adds -DWEB_PROGRAM.
 */
/* fmemopen is POSIX, not C11. */
#define _POSIX_C_SOURCE 200809L

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "game.h"
#include "keyscript.h"
#ifdef WEB_PROGRAM
#include "program.h"
#endif

#ifndef WEB_STAGE
#error "WEB_STAGE (the stage number) comes from web/web.mk"
#endif

#define WEB_EXPORT(name) __attribute__((export_name(#name)))

/* The keys cross as masks of KEY_WORDS 32-bit words (an exported
 * function's argument is at most 32 bits wide in JS's numbers): bit
 * k % 32 of word k / 32 is Key k (input.h). */
#define KEY_WORDS 2
_Static_assert(KEY_COUNT <= 32 * KEY_WORDS, "KEY_WORDS words hold a bit for every Key");

/* One primitive of the draw buffer: kind, colour 0xRRGGBB, ax, ay, bx, by,
 * radius, all as doubles so the page reads one Float64Array. */
#define WEB_ITEM_FIELDS 7

/* The stage as the page runs it, filled before anything else runs: the
 * reactor's _initialize, which the page calls first, runs constructors. */
static StageApi program;
static const StageApi *const api = &program;

__attribute__((constructor)) static void start_program(void)
{
#ifdef WEB_PROGRAM
    program = program_api();
#else
    program = game_stage_api;
#endif
}

static struct {
    Game game;   /* the stage's state; zeroed or initialised */
    bool live;   /* game_init ran and game_release has not */
    int frame;   /* updates since the last reset */
    Scene scene; /* the scene loaded last (when has_scene) */
    bool has_scene;
    char *scene_text, *scene_name; /* its text and name, to read it again */
    KeyScript script;              /* the key script loaded last */
    DrawList dl;
    DrawView view; /* the run's camera, fitted at web_reset */
    double *items; /* WEB_ITEM_FIELDS doubles per drawn primitive */
    int items_capacity;
    const char *extra_column;            /* the program's own trace column, or NULL */
    double row[13];                      /* the trace row: TRACE_HEADER's order, extra */
    char state[1024];                    /* web_state's JSON */
    uint32_t script_keys[2 * KEY_WORDS]; /* down and clicked masks from the script */
    char text[512];                      /* the last row as the trace writes it */
    char header[256];                    /* the header as the trace writes it */
    bool infos_hidden;                   /* web_reset hid a pile's collision infos */
    Error err;
} web;

/* A scene of more shapes than this starts on the page with its
 * collision infos hidden (C shows them): drawn, a pile's thousands of
 * contacts hide the shapes and cost frames.  Only the picture changes;
 * the native program starts every scene with them shown, and the trace
 * never depends on them. */
#define WEB_INFOS_MAX_OBJECTS 300

/* ---- memory the page writes strings into ---------------------------- */

WEB_EXPORT(web_alloc) char *web_alloc(int size)
{
    return malloc(size > 0 ? (size_t)size : 1u);
}

WEB_EXPORT(web_free) void web_free(char *p)
{
    free(p);
}

/* ---- what the stage is ------------------------------------------------ */

WEB_EXPORT(web_name) const char *web_name(void)
{
    return api->name;
}
WEB_EXPORT(web_title) const char *web_title(void)
{
    return api->title;
}
WEB_EXPORT(web_observation_script) const char *web_observation_script(void)
{
    return api->observation_script ? api->observation_script : "";
}
WEB_EXPORT(web_error) const char *web_error(void)
{
    return web.err.message;
}
WEB_EXPORT(web_frame) int web_frame(void)
{
    return web.frame;
}
/* 1 when the last web_reset started a pile with its collision infos
 * hidden (WEB_INFOS_MAX_OBJECTS), else 0. */
WEB_EXPORT(web_infos_hidden) int web_infos_hidden(void)
{
    return web.infos_hidden;
}
/* The name of the trace's column of the program's own for the run
 * web_reset started, as the headless front end asks it once the game is
 * initialised; "" when none. */
WEB_EXPORT(web_extra_column) const char *web_extra_column(void)
{
    return web.extra_column ? web.extra_column : "";
}
/* The settings the program's own keys change, in one line; "" when it
 * has none. */
WEB_EXPORT(web_status) const char *web_status(void)
{
    return web.live && api->status ? api->status(&web.game) : "";
}
/* What the program gives less than it was asked (stage_api.h's notice),
 * in one line; "" when nothing. */
WEB_EXPORT(web_notice) const char *web_notice(void)
{
    const char *notice = web.live && api->notice ? api->notice(&web.game) : NULL;
    return notice ? notice : "";
}

/* ---- scenes, scripts, reset -------------------------------------------- */

/* A scene text as the native program reads its file: the program's own
 * scene words set afresh (StageApi.scene_words), then the parser. */
static bool read_scene(Scene *out, const char *text, const char *name)
{
    Scene parsed = {0};
    scene_init_defaults(&parsed);
    if (api->scene_words)
        api->scene_words();
    if (!scene_parse_string(&parsed, text, name, &web.err)
        || (api->scene_check && !api->scene_check(&parsed, &web.err))) {
        scene_free(&parsed);
        return false;
    }
    *out = parsed;
    return true;
}

/* Parses a scene text; `name` stands for the file in messages.  On an
 * error the scene loaded before is kept and web_error says why. */
WEB_EXPORT(web_load_scene) int web_load_scene(const char *text, const char *name)
{
    Scene parsed;
    if (!read_scene(&parsed, text, name))
        return 0;
    char *text_copy = strdup(text), *name_copy = strdup(name);
    if (text_copy == NULL || name_copy == NULL) {
        free(text_copy);
        free(name_copy);
        scene_free(&parsed);
        error_at(&web.err, name, 0, "out of memory");
        return 0;
    }
    if (web.has_scene)
        scene_free(&web.scene);
    free(web.scene_text);
    free(web.scene_name);
    web.scene = parsed;
    web.scene_text = text_copy;
    web.scene_name = name_copy;
    web.has_scene = true;
    return 1;
}

/* What a program's scene words read lives in their hook's context, which
 * the last read set, good or bad: the loaded scene is read again (it was
 * read once without fault, and reading is deterministic), so the game
 * starts with what this scene said. */
static bool read_loaded_scene_again(void)
{
    Scene again;
    if (!read_scene(&again, web.scene_text, web.scene_name))
        return false;
    scene_free(&web.scene);
    web.scene = again;
    return true;
}

/* A key script to replay; an empty text means no keys.  It is read into
 * a second script, so that a bad one keeps the script loaded before; the
 * two then trade places (and their pointer lines' memory). */
WEB_EXPORT(web_load_script) int web_load_script(const char *text, const char *name)
{
    static KeyScript parsed;
    if (!keyscript_parse_string(&parsed, text, name, &web.err))
        return 0;
    KeyScript loaded = web.script;
    web.script = parsed;
    parsed = loaded;
    return 1;
}

/* The seed as text, read by the command line's own parser, so a bad one
 * is refused in the native program's words ("stageNN: --seed: ..."). */
static bool parse_seed(const char *text, uint64_t *seed)
{
    CliOptions opt;
    char *argv[] = {(char *)api->name, "--seed", (char *)text, NULL};
    if (!cli_parse(&opt, 3, argv, api->name, &web.err))
        return false;
    *seed = opt.seed;
    return true;
}

static const DrawView default_view = {{50.0, 40.0}, 100.0, 0.75};

static void draw_game(void)
{
    draw_begin(&web.dl, default_view);
    if (web.live)
        api->draw(&web.game, &web.dl);
}

/* Starts again from the loaded scene (builtin = 0) or the built-in one.
 * The camera is fitted once, to the first frame (the stage's own view
 * when all of it shows), as the headless front end fits it, and stays
 * for the run. */
WEB_EXPORT(web_reset) int web_reset(int builtin, const char *seed_text)
{
    uint64_t seed;
    if (!parse_seed(seed_text, &seed))
        return 0;
    bool from_scene = !builtin && web.has_scene;
    if (from_scene && api->scene_words && !read_loaded_scene_again())
        return 0;
    if (web.live)
        api->release(&web.game);
    memset(&web.game, 0, sizeof web.game);
    api->init(&web.game, from_scene ? &web.scene : NULL, seed);
    web.infos_hidden = false;
#if WEB_STAGE >= 2
    if (web.game.objects.count > WEB_INFOS_MAX_OBJECTS && web.game.show_infos) {
        web.game.show_infos = false;
        web.infos_hidden = true;
    }
#endif
    web.extra_column = api->extra_column ? api->extra_column(&web.game) : NULL;
    web.live = true;
    web.frame = 0;
    draw_game();
    web.view = draw_fit_view(&web.dl, web.dl.view);
    return 1;
}

/* ---- one update -------------------------------------------------------- */

/* The pointer's flags: bit 0 down, bit 1 pressed, bit 2 released. */
enum {
    POINTER_DOWN_BIT = 1,
    POINTER_PRESSED_BIT = 2,
    POINTER_RELEASED_BIT = 4
};

static bool key_in(const uint32_t mask[KEY_WORDS], int k)
{
    return (mask[k / 32] >> (k % 32)) & 1u;
}

/* down and clicked are KEY_WORDS words each (KEY_WORDS above); pointer is
 * the pointer's flags, at the world point (x, y). */
WEB_EXPORT(web_step)
void web_step(uint32_t down0, uint32_t down1, uint32_t clicked0, uint32_t clicked1,
              uint32_t pointer, double x, double y)
{
    const uint32_t down[KEY_WORDS] = {down0, down1}, clicked[KEY_WORDS] = {clicked0, clicked1};
    InputState in;
    if (!web.live)
        return;
    input_clear(&in);
    for (int k = 0; k < KEY_COUNT; k++) {
        in.down[k] = key_in(down, k);
        in.clicked[k] = key_in(clicked, k);
    }
    in.pointer = (PointerState){
        .down = pointer & POINTER_DOWN_BIT,
        .pressed = pointer & POINTER_PRESSED_BIT,
        .released = pointer & POINTER_RELEASED_BIT,
        .target = {x, y},
    };
    api->update(&web.game, &in);
    web.frame++;
}

/* The keys a mask's bits stand for: KEY_COUNT of them, key k named as a
 * key script names it ("A", "Left", "1"). */
WEB_EXPORT(web_key_count) int web_key_count(void)
{
    return KEY_COUNT;
}
WEB_EXPORT(web_key_name) const char *web_key_name(int k)
{
    return k >= 0 && k < KEY_COUNT ? key_name((Key)k) : "";
}

/* The loaded script's keys for update `frame`: the down mask's KEY_WORDS
 * words, then the clicked mask's. */
WEB_EXPORT(web_script_keys) uint32_t *web_script_keys(int frame)
{
    InputState in;
    uint32_t *down = web.script_keys, *clicked = web.script_keys + KEY_WORDS;
    keyscript_input_for(&web.script, frame, &in);
    memset(web.script_keys, 0, sizeof web.script_keys);
    for (int k = 0; k < KEY_COUNT; k++) {
        down[k / 32] |= (uint32_t)in.down[k] << (k % 32);
        clicked[k / 32] |= (uint32_t)in.clicked[k] << (k % 32);
    }
    return web.script_keys;
}

WEB_EXPORT(web_script_events) int web_script_events(void)
{
    return web.script.count;
}

/* The loaded script's pointer for update `frame`: its flags (as
 * web_step's), x, y, and 1 while the script holds the pointer (up to its
 * last pointer line, for good when it leaves the pointer down), else 0:
 * the page's own pointer counts only when the script's does not. */
WEB_EXPORT(web_script_pointer) double *web_script_pointer(int frame)
{
    static double out[4];
    InputState in;
    keyscript_input_for(&web.script, frame, &in);
    const PointerState *p = &in.pointer;
    out[0] = (p->down ? POINTER_DOWN_BIT : 0) | (p->pressed ? POINTER_PRESSED_BIT : 0)
        | (p->released ? POINTER_RELEASED_BIT : 0);
    out[1] = p->target.x;
    out[2] = p->target.y;
    out[3] = frame <= keyscript_pointer_end(&web.script);
    return out;
}

/* ---- drawing ------------------------------------------------------------ */

/* Draws the frame; returns the number of primitives.  web_items gives the
 * buffer, web_view the camera (centre x, y, width, aspect), web_legend_*
 * the frame's legend. */
WEB_EXPORT(web_draw) int web_draw(void)
{
    draw_game();
    web.dl.view = web.live ? web.view : default_view;
    if (web.dl.count > web.items_capacity) {
        double *grown = realloc(web.items, (size_t)web.dl.count * WEB_ITEM_FIELDS * sizeof *grown);
        if (grown == NULL)
            return 0;
        web.items = grown;
        web.items_capacity = web.dl.count;
    }
    for (int i = 0; i < web.dl.count; i++) {
        const DrawItem *it = &web.dl.items[i];
        double *o = web.items + (size_t)i * WEB_ITEM_FIELDS;
        o[0] = it->kind;
        o[1] = (double)((it->colour.r << 16) | (it->colour.g << 8) | it->colour.b);
        o[2] = it->a.x;
        o[3] = it->a.y;
        o[4] = it->b.x;
        o[5] = it->b.y;
        o[6] = it->radius;
    }
    return web.dl.count;
}

WEB_EXPORT(web_items) double *web_items(void)
{
    return web.items;
}

/* The run's camera; the default one before the first web_reset. */
WEB_EXPORT(web_view) double *web_view(void)
{
    static double view[4];
    DrawView v = web.live ? web.view : default_view;
    view[0] = v.centre.x;
    view[1] = v.centre.y;
    view[2] = v.width;
    view[3] = v.aspect;
    return view;
}

/* The legend web_draw's frame drew: how many entries, and entry i's
 * colour (0xRRGGBB; -1 past the end) and label ("" past the end). */
WEB_EXPORT(web_legend_count) int web_legend_count(void)
{
    return web.dl.legend_count;
}
WEB_EXPORT(web_legend_colour) int web_legend_colour(int i)
{
    if (i < 0 || i >= web.dl.legend_count)
        return -1;
    Colour c = web.dl.legend[i].colour;
    return (c.r << 16) | (c.g << 8) | c.b;
}
WEB_EXPORT(web_legend_label) const char *web_legend_label(int i)
{
    return i >= 0 && i < web.dl.legend_count ? web.dl.legend[i].label : "";
}

/* ---- the trace's row ------------------------------------------------------ */

/* As the headless front end measures: every field zeroed, the stage's
 * numbers, then frame and time. */
static void measure(TraceRow *row)
{
    memset(row, 0, sizeof *row);
    if (web.live)
        api->measure(&web.game, row);
    row->frame = web.frame;
    row->time = web.frame * FIXED_DT;
}

/* frame, time, bodies, contacts, max_depth, sum_depth, ke_linear,
 * ke_angular, pe, energy, px, py: TRACE_HEADER's columns; then the
 * stage's own column (web_extra_column), 0 when it has none. */
WEB_EXPORT(web_measure) double *web_measure(void)
{
    TraceRow r;
    measure(&r);
    double v[13] = {r.frame,
                    r.time,
                    r.bodies,
                    r.contacts,
                    r.max_depth,
                    r.sum_depth,
                    r.ke_linear,
                    r.ke_angular,
                    r.pe,
                    r.energy,
                    r.px,
                    r.py,
                    web.extra_column ? r.extra : 0.0};
    memcpy(web.row, v, sizeof v);
    return web.row;
}

/* The row as trace_write_row writes it into the CSV (no line break). */
WEB_EXPORT(web_trace_text) const char *web_trace_text(void)
{
    TraceRow r;
    measure(&r);
    web.text[0] = '\0';
    FILE *f = fmemopen(web.text, sizeof web.text, "w");
    if (f == NULL)
        return web.text;
    trace_write_row(f, &r, web.extra_column);
    fclose(f);
    web.text[strcspn(web.text, "\n")] = '\0';
    return web.text;
}

/* The header as trace_write_header writes it (no line break). */
WEB_EXPORT(web_trace_header) const char *web_trace_header(void)
{
    web.header[0] = '\0';
    FILE *f = fmemopen(web.header, sizeof web.header, "w");
    if (f == NULL)
        return TRACE_HEADER;
    trace_write_header(f, web.extra_column);
    fclose(f);
    web.header[strcspn(web.header, "\n")] = '\0';
    return web.header;
}

/* ---- what the page's tests read ---------------------------------------- */

/* A JSON object written a field at a time into a buffer: each value
 * beside its name, so the page reads fields by name and a field a stage
 * lacks is simply not there. */
typedef struct Json {
    char *text;
    size_t size, len;
} Json;

static void json_begin(Json *j, char *text, size_t size)
{
    *j = (Json){text, size, 0};
    j->len = (size_t)snprintf(text, size, "{");
}

static void json_put(Json *j, const char *name, const char *value)
{
    int n = snprintf(j->text + j->len, j->size - j->len, "%s\"%s\":%s", j->len > 1 ? "," : "", name,
                     value);
    if (n > 0 && (size_t)n < j->size - j->len)
        j->len += (size_t)n;
}

/* A number in 17 significant digits, which read back as the same
 * double; null for one JSON cannot hold. */
static void json_number(Json *j, const char *name, double v)
{
    char text[32];
    if (!isfinite(v)) {
        json_put(j, name, "null");
        return;
    }
    snprintf(text, sizeof text, "%.17g", v);
    json_put(j, name, text);
}

static void json_flag(Json *j, const char *name, bool v)
{
    json_put(j, name, v ? "true" : "false");
}

static const char *json_end(Json *j)
{
    snprintf(j->text + j->len, j->size - j->len, "}");
    return j->text;
}

/* Object i's centre and rotation (radians), {"x", "y", "rotation"}, or
 * null when there is none: where a body the tests drag is. */
WEB_EXPORT(web_body) const char *web_body(int i)
{
    static char text[128];
    Json j;
    if (!(web.live && i >= 0 && i < web.game.objects.count))
        return "null";
    const Transform *xf = &web.game.objects.items[i].xf;
    json_begin(&j, text, sizeof text);
    json_number(&j, "x", xf->position.x);
    json_number(&j, "y", xf->position.y);
    json_number(&j, "rotation", xf->rotation);
    return json_end(&j);
}

/* A circle's radius, a rectangle's width: what Y and U grow and shrink. */
static double shape_size(const GameObject *o)
{
    return o->shape.kind == SHAPE_CIRCLE ? o->shape.circle.r : o->shape.rect.w;
}

/* What the keys of the key table change, for the page's tests, as one
 * JSON object: the selected object's index (-1: none) and, when one is
 * selected, its x, y, rotation (radians) and size (a circle's radius, a
 * rectangle's width), from stage 5 its mass, restitution, friction and
 * velocity vx, vy (null when none is selected); the toggles texture,
 * shape and bound (T, R, B), from stage 2 infos (C), from stage 5 motion
 * (V), from stage 6 correction (P); the number of objects and of bounds.
 * A field of a later stage is absent, as the stage's Game lacks it. */
WEB_EXPORT(web_state) const char *web_state(void)
{
    const Game *g = &web.game;
    Json j;
    json_begin(&j, web.state, sizeof web.state);
    if (!web.live)
        return json_end(&j);
    const GameObject *o = g->selected >= 0 ? &g->objects.items[g->selected] : NULL;
    json_number(&j, "selected", g->selected);
    json_number(&j, "x", o ? o->xf.position.x : NAN);
    json_number(&j, "y", o ? o->xf.position.y : NAN);
    json_number(&j, "rotation", o ? o->xf.rotation : NAN);
    json_number(&j, "size", o ? shape_size(o) : NAN);
#if WEB_STAGE >= 5
    json_number(&j, "mass", o ? rigid_shape_mass(&o->shape) : NAN);
    json_number(&j, "restitution", o ? o->shape.restitution : NAN);
    json_number(&j, "friction", o ? o->shape.friction : NAN);
    json_number(&j, "vx", o ? o->shape.v.x : NAN);
    json_number(&j, "vy", o ? o->shape.v.y : NAN);
#endif
    json_flag(&j, "texture", g->show.texture);
    json_flag(&j, "shape", g->show.shape);
    json_flag(&j, "bound", g->show.bound);
#if WEB_STAGE >= 2
    json_flag(&j, "infos", g->show_infos);
#endif
#if WEB_STAGE >= 5
    json_flag(&j, "motion", g->physics.motion);
#endif
#if WEB_STAGE >= 6
    json_flag(&j, "correction", g->physics.correction);
#endif
    json_number(&j, "objects", g->objects.count);
    json_number(&j, "bounds", g->bounds.count);
    return json_end(&j);
}
