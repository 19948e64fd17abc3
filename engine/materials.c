/* materials.c - named materials, density and the scene words for them. */
#include "materials.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "grow.h"

/* Densities relative to water (so a rubber ball of radius 2 has mass
 * 1.1 * 4 pi = 13.8); friction and restitution as the workbook's
 * defaults are (0.8 and 0.2).  Ice slides, rubber grips and bounces,
 * clay neither bounces nor slides. */
const Material material_builtin[MATERIAL_BUILTIN_COUNT] = {
    {"wood", 0.6, 0.5, 0.3, 0}, {"steel", 7.8, 0.4, 0.5, 0}, {"rubber", 1.1, 0.9, 0.8, 0},
    {"ice", 0.9, 0.05, 0.1, 0}, {"clay", 1.8, 0.8, 0.0, 0},
};

#define MATERIAL_BUILTIN_LIST "wood, steel, rubber, ice, clay"

const Material *material_find(const MaterialTable *t, const char *name)
{
    for (int i = 0; i < MATERIAL_BUILTIN_COUNT; i++)
        if (strcmp(material_builtin[i].name, name) == 0)
            return &material_builtin[i];
    for (int i = 0; t && i < t->count; i++)
        if (strcmp(t->items[i].name, name) == 0)
            return &t->items[i];
    return NULL;
}

void material_table_free(MaterialTable *t)
{
    free(t->items);
    *t = (MaterialTable){0};
}

double material_body_area(const SceneBody *b)
{
    return b->kind == SCENE_CIRCLE ? M_PI * b->radius * b->radius : b->width * b->height;
}

/* A number for key (the whole word, finite, within [lo, hi]). */
static bool material_number(const char *key, const char *value, double lo, double hi, double *out,
                            const char *name, int line, Error *err)
{
    char *end;
    double v = strtod(value, &end);
    if (end == value || *end != '\0' || !isfinite(v) || strpbrk(value, "xX"))
        return error_at(err, name, line, "%s: expected a number, got '%s'", key, value);
    if (v < lo || v > hi)
        return error_at(err, name, line, "%s must be in [%g, %g], got %g", key, lo, hi, v);
    *out = v;
    return true;
}

/* The densest material the workbook accepts: the heaviest body stays
 * within the scene's mass range (SCENE_MAX_MAGNITUDE) only if density
 * times area does, which the body line checks. */
#define MATERIAL_DENSITY_MAX 1e3

/* density x area, checked against the scene's range of masses. */
static SceneHookAnswer set_mass_from_density(SceneBody *body, double density, const char *name,
                                             int line, Error *err)
{
    double m = density * material_body_area(body);
    if (!(m <= SCENE_MAX_MAGNITUDE)) {
        error_at(err, name, line, "density %g times area %g is a mass above %g", density,
                 material_body_area(body), SCENE_MAX_MAGNITUDE);
        return SCENE_HOOK_FAILED;
    }
    body->mass = m;
    return SCENE_HOOK_ACCEPTED;
}

static SceneHookAnswer body_word(MaterialTable *t, const char *word, SceneBody *body,
                                 const char *name, int line, Error *err)
{
    if (strncmp(word, "material=", 9) == 0) {
        const Material *m = material_find(t, word + 9);
        if (m == NULL) {
            error_at(err, name, line,
                     "unknown material '%s' (expected " MATERIAL_BUILTIN_LIST
                     " or one a `material` line defines above)",
                     word + 9);
            return SCENE_HOOK_FAILED;
        }
        body->friction = m->friction;
        body->restitution = m->restitution;
        return set_mass_from_density(body, m->density, name, line, err);
    }
    if (strncmp(word, "density=", 8) == 0) {
        double d;
        if (body->mass_word && strcmp(body->mass_word, "density") == 0) {
            error_at(err, name, line, "attribute 'density' given twice");
            return SCENE_HOOK_FAILED;
        }
        if (body->mass_word) {
            error_at(err, name, line, "density= and %s= both set the mass (give one)",
                     body->mass_word);
            return SCENE_HOOK_FAILED;
        }
        if (!material_number("density", word + 8, 0.0, MATERIAL_DENSITY_MAX, &d, name, line, err))
            return SCENE_HOOK_FAILED;
        body->mass_word = "density";
        return set_mass_from_density(body, d, name, line, err);
    }
    return SCENE_HOOK_DECLINED;
}

/* material NAME density=D friction=F restitution=E: all three, once each,
 * any order; NAME a letter first, at most 31 characters, not a built-in
 * one.  A second definition of a name replaces the first for the lines
 * below it (so a program that reads the same file twice, or a file after
 * another, with one table, finds each line's own definition). */
static SceneHookAnswer material_line(MaterialTable *t, char *const *words, int n, const char *name,
                                     int line, Error *err)
{
    static const char *const keys[3] = {"density", "friction", "restitution"};
    static const double hi[3] = {MATERIAL_DENSITY_MAX, 1.0, 1.0};
    double v[3];
    bool have[3] = {false, false, false};
    if (n != 5) {
        error_at(err, name, line,
                 "material needs NAME density=D friction=F restitution=E, got %d words", n - 1);
        return SCENE_HOOK_FAILED;
    }
    const char *m = words[1];
    if (strlen(m) >= sizeof t->items[0].name || strchr(m, '=')
        || !((m[0] >= 'a' && m[0] <= 'z') || (m[0] >= 'A' && m[0] <= 'Z'))) {
        error_at(err, name, line,
                 "material name '%s': a letter first, no '=', at most %d characters", m,
                 (int)sizeof t->items[0].name - 1);
        return SCENE_HOOK_FAILED;
    }
    const Material *old = material_find(t, m);
    if (old && old->line == 0) {
        error_at(err, name, line, "material '%s' is built in; choose another name", m);
        return SCENE_HOOK_FAILED;
    }
    for (int i = 2; i < n; i++) {
        int k = 0;
        while (k < 3
               && !(strncmp(words[i], keys[k], strlen(keys[k])) == 0
                    && words[i][strlen(keys[k])] == '='))
            k++;
        if (k == 3) {
            error_at(err, name, line,
                     "material: expected density=, friction= or restitution=, got '%s'", words[i]);
            return SCENE_HOOK_FAILED;
        }
        if (have[k]) {
            error_at(err, name, line, "material: %s given twice", keys[k]);
            return SCENE_HOOK_FAILED;
        }
        have[k] = true;
        if (!material_number(keys[k], words[i] + strlen(keys[k]) + 1, 0.0, hi[k], &v[k], name, line,
                             err))
            return SCENE_HOOK_FAILED;
    }
    Material *new_one = (Material *)old;
    if (new_one == NULL) {
        t->items = grow_array(t->items, &t->capacity, t->count + 1, sizeof *t->items, "materials");
        new_one = &t->items[t->count++];
    }
    *new_one = (Material){.density = v[0], .friction = v[1], .restitution = v[2], .line = line};
    snprintf(new_one->name, sizeof new_one->name, "%s", m);
    return SCENE_HOOK_ACCEPTED;
}

SceneHookAnswer material_word_hook(void *context, char *const *words, int n, SceneBody *body,
                                   const char *name, int line, Error *err)
{
    MaterialTable *t = context;
    if (body)
        return body_word(t, words[0], body, name, line, err);
    if (strcmp(words[0], "material") == 0)
        return material_line(t, words, n, name, line, err);
    return SCENE_HOOK_DECLINED;
}
