/* materials.h - named materials for scene files (chapter 9, the preset
 * materials; the pair's mixing of their coefficients is the setting
 * `mixing`).
 *
 * A material is a density, a friction coefficient and a restitution.  A
 * body line names one, or gives a density of its own:
 *   circle 50 40 2 material=rubber
 *   rect 50 20 6 4 density=0.5
 * and a line of the file defines a new one for the lines below it:
 *   material cork density=0.24 friction=0.6 restitution=0.5
 * A body's mass is its density times its area (pi r^2, w h).  The words
 * reach the parser through its word hook (common/scene.h): program.c's
 * hook hands them to material_word_hook, with a table emptied before a
 * front end reads a scene.  Attributes are read from left to right, and the last word to
 * set a mass, friction or restitution wins ("material=steel friction=0.1"
 * is steel with friction 0.1), but for mass= and density=, which
 * contradict each other: a line with both is refused.  `static` still
 * makes a body static.  The inertia follows the mass as for mass= (a
 * disc m r^2 / 2, a rectangle m (w^2 + h^2) / 12).
 */
#ifndef MATERIALS_H
#define MATERIALS_H

#include "scene.h"

typedef struct Material {
    char name[32];
    double density;     /* mass per square world unit; water = 1 */
    double friction;    /* mu, in [0, 1] */
    double restitution; /* e, in [0, 1] */
    int line;           /* where a scene file defined it; 0 = built in */
} Material;

/* The built-in materials and those the scene files add.  Start from a
 * zeroed table (it then holds the built-in ones); free it when done. */
typedef struct MaterialTable {
    int count;
    int capacity;
    Material *items; /* the scene files' own, after the built-in ones */
} MaterialTable;

/* The built-in table: MATERIAL_BUILTIN_COUNT entries. */
#define MATERIAL_BUILTIN_COUNT 5
extern const Material material_builtin[MATERIAL_BUILTIN_COUNT];

/* The material called name (built-in first, then defined), or NULL. */
const Material *material_find(const MaterialTable *t, const char *name);
void material_table_free(MaterialTable *t);

/* The area of a scene body: pi r^2 for a circle, w h for a rectangle. */
double material_body_area(const SceneBody *b);

/* The scene parser's word hook (SceneWordHook); context is a
 * MaterialTable.  Accepts material=NAME and density=D on body lines and
 * `material NAME density=D friction=F restitution=E` lines. */
SceneHookAnswer material_word_hook(void *context, char *const *words, int n, SceneBody *body,
                                   const char *name, int line, Error *err);

#endif
