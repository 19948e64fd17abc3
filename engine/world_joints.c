/* world_joints.c - the joints a World holds: adding one, and the mouse
 * (see world.h). */
#include "world.h"

/* The shape side b names, or NULL for the world or a body not in the
 * sets. */
static RigidShape *side_body(const World *w, JointBody b)
{
    if (b.set == JOINT_OBJECT && b.index >= 0 && b.index < w->objects->count)
        return w->objects->items[b.index];
    if (b.set == JOINT_BOUND && b.index >= 0 && b.index < w->bounds->count)
        return w->bounds->items[b.index];
    return NULL;
}

static bool side_exists(const World *w, JointBody b)
{
    return b.set == JOINT_WORLD || side_body(w, b) != NULL;
}

/* The world, a bound and a static object never move. */
static bool side_moves(const World *w, JointBody b)
{
    const RigidShape *s = side_body(w, b);
    return s != NULL && s->inv_mass > 0.0;
}

static bool same_side(JointBody a, JointBody b)
{
    return a.set == b.set && (a.set == JOINT_WORLD || a.index == b.index);
}

/* A joint's bodies wake with it: the joint may pull at once (a rod given
 * another length than its anchors have), and its island, which it may
 * have just made one, sleeps only as a whole. */
int world_add_joint(World *w, const JointDef *def)
{
    const JointBody *b = def->body;
    if (!side_exists(w, b[0]) || !side_exists(w, b[1]) || same_side(b[0], b[1])
        || !(side_moves(w, b[0]) || side_moves(w, b[1])))
        return -1;
    for (int k = 0; k < 2; k++)
        if (side_moves(w, b[k]))
            wake_body(side_body(w, b[k]));
    return joint_list_add(&w->joints, def, w->objects, w->bounds);
}

bool world_joint_keeps_apart(const World *w, JointBody a, JointBody b)
{
    if (!w->settings->joints)
        return false;
    for (int k = 0; k < w->joints.count; k++) {
        const JointDef *d = &w->joints.items[k].def;
        if (!d->collide_connected
            && ((same_side(d->body[0], a) && same_side(d->body[1], b))
                || (same_side(d->body[0], b) && same_side(d->body[1], a))))
            return true;
    }
    return false;
}

/* A static object a key changed (moved, turned, made static) wakes the
 * sleeping bodies its joints hold, as it wakes those it touches
 * (world.c's wake_touched): a static object joins no island, so its
 * joint would pull at a body that neither moves nor is solved.  changed
 * is take_turn's, by object. */
void world_wake_jointed(World *w, const bool *changed)
{
    for (int k = 0; k < w->joints.count; k++) {
        const JointBody *b = w->joints.items[k].def.body;
        for (int side = 0; side < 2; side++) {
            const JointBody *it = &b[side], *other = &b[1 - side];
            if (it->set != JOINT_OBJECT || other->set != JOINT_OBJECT || !changed[it->index]
                || w->objects->items[it->index]->inv_mass > 0.0)
                continue;
            RigidShape *s = w->objects->items[other->index];
            if (s->asleep)
                wake_body(s);
        }
    }
}

/* The mouse joint's index in the list, or -1: there is at most one. */
static int mouse_joint(const World *w)
{
    for (int k = 0; k < w->joints.count; k++)
        if (w->joints.items[k].def.kind == JOINT_MOUSE)
            return k;
    return -1;
}

/* The mouse is the world's side (body[0], its anchor the target) and the
 * object's point (body[1]). */
bool world_mouse_grab(World *w, int object, Vec2 point, double hertz, double damping_ratio,
                      double max_force)
{
    if (object < 0 || object >= w->objects->count || w->objects->items[object]->inv_mass <= 0.0
        || !(hertz > 0.0) || !(damping_ratio >= 0.0) || !(max_force >= 0.0))
        return false;
    world_mouse_release(w);
    JointDef def = {
        .kind = JOINT_MOUSE,
        .body = {{JOINT_WORLD, 0}, {JOINT_OBJECT, object}},
        .anchor = {point, point},
        .hertz = hertz,
        .damping_ratio = damping_ratio,
        .max_force = max_force,
    };
    return world_add_joint(w, &def) >= 0;
}

/* The target is the world side's anchor, which is the world point
 * itself; the body may have fallen asleep while held still. */
void world_mouse_move(World *w, Vec2 target)
{
    int k = mouse_joint(w);
    if (k < 0)
        return;
    Joint *j = &w->joints.items[k];
    j->local[0] = target;
    wake_body(w->objects->items[j->def.body[1].index]);
}

void world_mouse_release(World *w)
{
    int k = mouse_joint(w);
    if (k >= 0)
        joint_list_remove(&w->joints, k);
}
