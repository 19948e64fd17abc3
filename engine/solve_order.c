/* solve_order.c - the joints and the contacts by colours (see
 * solve_order.h). */
#include "solve_order.h"

#include <stdlib.h>
#include <string.h>

#include "grow.h"

/* The object a side of joint j moves, or -1: a static object, a bound
 * and the world move nothing (joint_prepare set turn[k] to the object's
 * index, -1 for the others). */
static int joint_body(const Joint *j, int k)
{
    return j->turn[k] >= 0 && j->s[k]->inv_mass > 0.0 ? j->turn[k] : -1;
}

/* The objects contact c moves, as joint_body's: s1 is always an object,
 * s2 one unless it is a bound. */
static void contact_bodies(const Contact *c, int body[2])
{
    body[0] = c->s1->inv_mass > 0.0 ? c->first : -1;
    body[1] = !c->with_bound && c->s2->inv_mass > 0.0 ? c->second : -1;
}

/* The first colour free of `taken` among the `count` colours from
 * `first` on, counting by `step`; the overflow when none is. */
static int free_colour(uint32_t taken, int first, int step, int count)
{
    for (int i = 0; i < count; i++) {
        int c = first + step * i;
        if (!(taken & (UINT32_C(1) << c)))
            return c;
    }
    return SOLVE_OVERFLOW;
}

/* The colour of a constraint on these bodies (solve_order.h says which
 * it takes), marked on them. */
static int take_colour(uint32_t *used, const int body[2])
{
    uint32_t taken = 0;
    int moving = 0;
    for (int k = 0; k < 2; k++)
        if (body[k] >= 0) {
            taken |= used[body[k]];
            moving++;
        }
    int c = moving == 2 ? free_colour(taken, 0, 1, SOLVE_PAIR_COLOURS)
                        : free_colour(taken, SOLVE_COLOURS - 1, -1, SOLVE_COLOURS - 1);
    for (int k = 0; k < 2 && c != SOLVE_OVERFLOW; k++)
        if (body[k] >= 0)
            used[body[k]] |= UINT32_C(1) << c;
    return c;
}

/* Every id's colour, in index order; a joint left out keeps -1. */
static void colour_ids(SolveOrder *o, const JointList *joints, bool with_joints,
                       const ContactList *contacts, bool with_contacts)
{
    for (int id = 0; id < o->id_count; id++)
        o->colour[id] = -1;
    for (int id = 0; with_joints && id < o->joint_count; id++) {
        const Joint *j = &joints->items[id];
        if (!j->awake)
            continue;
        int body[2] = {joint_body(j, 0), joint_body(j, 1)};
        o->colour[id] = take_colour(o->used, body);
    }
    for (int k = 0; with_contacts && k < contact_visits(contacts); k++) {
        int body[2];
        contact_bodies(contact_visit(contacts, k), body);
        o->colour[o->joint_count + k] = take_colour(o->used, body);
    }
}

/* The ids laid out by colour, each colour's in index order: the
 * overflow first, then colours 0, 1, ... (a counting sort: each colour's
 * first place is the sizes of the colours before it). */
static void sort_by_colour(SolveOrder *o)
{
    int at[SOLVE_COLOURS + 1];
    memset(o->size, 0, sizeof o->size);
    for (int id = 0; id < o->id_count; id++)
        if (o->colour[id] >= 0)
            o->size[o->colour[id]]++;
    at[SOLVE_OVERFLOW] = 0;
    int next = o->size[SOLVE_OVERFLOW];
    for (int c = 0; c < SOLVE_COLOURS; c++) {
        at[c] = next;
        next += o->size[c];
    }
    o->count = next;
    for (int id = 0; id < o->id_count; id++)
        if (o->colour[id] >= 0)
            o->items[at[o->colour[id]]++] = id;
}

void solve_order_colour(SolveOrder *o, const JointList *joints, bool with_joints,
                        const ContactList *contacts, bool with_contacts, int objects)
{
    o->joint_count = joints->count;
    o->id_count = joints->count + (with_contacts ? contact_visits(contacts) : 0);
    o->items = grow_array(o->items, &o->items_capacity, o->id_count, sizeof *o->items,
                          "solve order");
    o->colour = grow_array(o->colour, &o->colour_capacity, o->id_count, sizeof *o->colour,
                           "colours");
    o->used = grow_array(o->used, &o->used_capacity, objects, sizeof *o->used, "colours");
    for (int i = 0; i < objects; i++)
        o->used[i] = 0;
    colour_ids(o, joints, with_joints, contacts, with_contacts);
    sort_by_colour(o);
}

void solve_order_free(SolveOrder *o)
{
    free(o->items);
    free(o->colour);
    free(o->used);
    *o = (SolveOrder){0};
}
