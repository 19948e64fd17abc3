/* scene.h - scene files: the bodies and settings a run starts from.
 *
 *   gravity 0 -20
 *   motion on            # or off
 *   correction on        # or off
 *   relaxation 15
 *   circle X Y R [key=value ...]
 *   rect X Y W H [key=value ...]
 *
 * Attributes: rot=DEG mass=M vel=VX,VY spin=W friction=F restitution=E,
 * and the word `static` (same as mass=0).  mass=0 or static puts the body
 * in the set of bounds; the first other body is the hero.  What a file
 * leaves out takes the defaults of physics_constants.h.  Every stage
 * parses everything; a stage ignores what it does not model yet.
 */
#ifndef SCENE_H
#define SCENE_H

#include <stdbool.h>
#include <stddef.h>

#include "error.h"
#include "physics_constants.h"
#include "vec2.h"

/* Every number in a scene lies within +-SCENE_MAX_MAGNITUDE and every
 * size is at least SCENE_MIN_SIZE, so squares of lengths stay far from
 * overflow and underflow. */
#define SCENE_MAX_MAGNITUDE 1e6
#define SCENE_MIN_SIZE 1e-3

/* Values a word hook may keep with each body (SceneBody.extra). */
#define SCENE_BODY_EXTRA 4

typedef enum SceneShapeKind {
    SCENE_CIRCLE,
    SCENE_RECT
} SceneShapeKind;

typedef struct SceneBody {
    SceneShapeKind kind;
    Vec2 position;
    double radius;        /* circle */
    double width, height; /* rect */
    double rot_deg;       /* default 0 */
    double mass;          /* default 1; 0 = static */
    bool is_static;       /* mass == 0 or the word `static` */
    Vec2 velocity;        /* default (0,0) */
    double spin;          /* angular velocity, rad/s, default 0 */
    double friction;      /* default 0.8, in [0,1] */
    double restitution;   /* default 0.2, in [0,1] */
    int line;             /* line in the scene file, for messages */
    /* The attribute that set the mass so far ("mass", or a hook's word
     * such as "density"), NULL for the default: two words that both set
     * it contradict each other, and the second is refused. */
    const char *mass_word;
    /* Room for what a word hook (below) reads from the body's line:
     * 0 by default, never read or written by the parser itself. */
    unsigned long extra[SCENE_BODY_EXTRA];
} SceneBody;

/* A scene holds as many bodies as its file has: there is no limit but
 * the size of the file (TEXT_FILE_MAX, text.h) and the machine's memory. */
typedef struct Scene {
    Vec2 gravity;    /* default (0,-20) */
    bool motion;     /* default on */
    bool correction; /* default on */
    int relaxation;  /* default 15 */
    int body_count;
    int body_capacity;
    SceneBody *bodies; /* body_count of them, owned by the scene */
} Scene;

/* ---- the word hook ----------------------------------------------------
 * A program that reads more in a scene file than the workbook's engine
 * (a variant of a stage, say) sets a hook, and the parser hands it every
 * word it does not know before it rejects it:
 *   - an unknown attribute on a body line ("material=steel", "layer=2" or
 *     a bare "glued"): words = that one word, n = 1, body = the body being
 *     read, its dimensions and the attributes to the word's left already
 *     set (the ones to its right are set after the hook returns);
 *   - an unknown first word of a line ("material steel density=7.8"):
 *     words = the line's words, n = their count, body = NULL.
 * name and line say where, for the hook's own messages (error_at).  The
 * hook answers SCENE_HOOK_ACCEPTED (the parser goes on),
 * SCENE_HOOK_DECLINED (not its word: the parser reports it exactly as
 * with no hook) or SCENE_HOOK_FAILED (its word, but wrong: it has filled
 * err, and the parse fails with that message).
 * With no hook set (the default, and after scene_set_word_hook(NULL,
 * NULL)), every unknown word is an error, as it always was.  The hook is
 * one for the whole program: set it before the front end reads a file. */
typedef enum SceneHookAnswer {
    SCENE_HOOK_DECLINED,
    SCENE_HOOK_ACCEPTED,
    SCENE_HOOK_FAILED,
} SceneHookAnswer;

typedef SceneHookAnswer (*SceneWordHook)(void *context, char *const *words, int n, SceneBody *body,
                                         const char *name, int line, Error *err);

/* hook == NULL: no hook.  context is passed to every call.  Forgets the
 * hook's words (below). */
void scene_set_word_hook(SceneWordHook hook, void *context);

/* The words the hook takes, for the messages about words nobody takes:
 * the first words of its lines and its attributes' names, each a list as
 * a message shows it ("sub_steps, contact_hertz"; NULL: none).  A
 * message names the word of these lists or of the parser's own that is
 * one edit from the unknown word (two, from a word of five letters or
 * more: "did you mean sub_steps?"), or else lists them all.  The strings
 * are kept, not copied. */
void scene_set_hook_words(const char *line_words, const char *attribute_words);

/* The word of `list` (as above) that is near `word` as the parser's
 * messages find one, into out; false (out "") when none is. */
bool scene_nearest_word(const char *word, const char *list, char *out, size_t size);

/* Engine defaults, no bodies (a new scene: nothing is freed). */
void scene_init_defaults(Scene *scene);
/* Frees the bodies; the scene is then as scene_init_defaults leaves it. */
void scene_free(Scene *scene);
/* A body with every attribute at its default. */
void scene_body_defaults(SceneBody *body, SceneShapeKind kind);

/* scene is zeroed, new from scene_init_defaults, or parsed before (its
 * array of bodies is reused). */
bool scene_parse_string(Scene *scene, const char *text, const char *name, Error *err);
bool scene_load_file(Scene *scene, const char *path, Error *err);

/* A word of a scene line as a number: a decimal within
 * +-SCENE_MAX_MAGNITUDE, nothing else (not "inf", "nan", hexadecimal, or
 * a number with more after it); false for anything else.  For a word
 * hook's numbers too. */
bool scene_read_number(const char *word, double *out);

/* One body in scene-file syntax ("rect 0 0 4 2 rot=30"), as used by probe.
 * Messages are "name:line: ..." like the file parser's. */
bool scene_parse_body(SceneBody *body, const char *text, const char *name, int line, Error *err);

#endif
