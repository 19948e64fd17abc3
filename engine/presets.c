/* presets.c - the presets and their settings (see presets.h). */
#include "presets.h"

#include <assert.h>
#include <string.h>

#include "text.h"

const Preset presets[PRESET_COUNT] = {
#define PRESET_ENTRY(name, chapter, parent, title, idea) \
    {#name, "variant_" #name, chapter, #parent, title, idea},
    PRESET_LIST(PRESET_ENTRY)
#undef PRESET_ENTRY
};

const Preset *preset_named(const char *name)
{
    for (int k = 0; k < PRESET_COUNT; k++)
        if (strcmp(presets[k].name, name) == 0)
            return &presets[k];
    return NULL;
}

const Preset *preset_parent(const Preset *p)
{
    return preset_named(p->parent);
}

/* Each line of the idea, split into its words, handed to `visit` with
 * the setting it names.  The lines are the presets' own, checked by the
 * engine's tests: a line the words refuse is a mistake in this file.
 * The lines are cut at their '\n's by hand, not by strtok: a visit may
 * come back here (preset_idea_on's check_line reads later ideas'
 * settings), and strtok's one saved place would then be the inner
 * call's, in a buffer gone when the outer loop reads on. */
typedef void (*IdeaVisit)(SettingId id, char *const *words, int n, void *ctx);

static void each_line(const char *idea, IdeaVisit visit, void *ctx)
{
    char text[TEXT_LINE_MAX];
    size_t len = strlen(idea);
    assert(len < sizeof text);
    memcpy(text, idea, len + 1);
    for (char *line = text, *next; line; line = next) {
        next = strchr(line, '\n');
        if (next)
            *next++ = '\0';
        char *words[8];
        int n = text_split_words(line, words, 8);
        assert(n >= 1 && n <= 8);
        SettingId id = setting_named(words[0]);
        assert(id != SETTING_NONE);
        visit(id, words, n, ctx);
    }
}

static void apply_line(SettingId id, char *const *words, int n, void *ctx)
{
    Error err;
    bool ok = setting_read(ctx, id, words, n, "presets.h", 0, &err);
    assert(ok);
    (void)ok;
}

static void apply_idea(const Preset *p, PhysicsSettings *ps)
{
    const Preset *parent = preset_parent(p);
    if (parent)
        apply_idea(parent, ps);
    each_line(p->idea, apply_line, ps);
}

PhysicsSettings preset_settings(const Preset *p)
{
    PhysicsSettings ps = physics_chapter_settings();
    apply_idea(p, &ps);
    return ps;
}

/* The settings p grows from: its parent's, or stage 8's. */
static PhysicsSettings parent_settings(const Preset *p)
{
    const Preset *parent = preset_parent(p);
    return parent ? preset_settings(parent) : physics_chapter_settings();
}

typedef struct Switching {
    PhysicsSettings *ps;
    const PhysicsSettings *from; /* off: the parent's values */
} Switching;

static void switch_line(SettingId id, char *const *words, int n, void *ctx)
{
    Switching *sw = ctx;
    if (sw->from)
        setting_copy(sw->ps, sw->from, id);
    else
        apply_line(id, words, n, sw->ps);
}

void preset_switch(const Preset *p, PhysicsSettings *ps, bool on)
{
    PhysicsSettings before = parent_settings(p);
    each_line(p->idea, switch_line, &(Switching){ps, on ? NULL : &before});
}

/* Idea p is on while each of its settings has left its parent's value
 * and holds p's own, or the value of an idea after p on the line to
 * `last` that sets it too (soft_step's solver is on sequential
 * impulses' line: switching the solver to the soft step leaves
 * sequential impulses on, the relaxation behind). */
typedef struct Checking {
    const Preset *idea, *last;
    const PhysicsSettings *ps, *parent;
    bool on;
} Checking;

static bool later_idea_holds(const Checking *c, SettingId id)
{
    for (const Preset *q = c->last; q && q != c->idea; q = preset_parent(q)) {
        PhysicsSettings own = preset_settings(q), before = parent_settings(q);
        if (!setting_same(&own, &before, id) && setting_same(c->ps, &own, id))
            return true;
    }
    return false;
}

static void check_line(SettingId id, char *const *words, int n, void *ctx)
{
    Checking *c = ctx;
    (void)words;
    (void)n;
    PhysicsSettings own = preset_settings(c->idea);
    bool moved = !setting_same(c->ps, c->parent, id);
    c->on = c->on && moved && (setting_same(c->ps, &own, id) || later_idea_holds(c, id));
}

bool preset_idea_on(const Preset *p, const Preset *last, const PhysicsSettings *ps)
{
    PhysicsSettings before = parent_settings(p);
    Checking c = {p, last, ps, &before, true};
    each_line(p->idea, check_line, &c);
    return c.on;
}
