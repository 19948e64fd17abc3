/* solve_order.h - the order in which the soft step's passes visit the
 * joints and the contacts (the setting solve_order, physics.h).
 *
 * A pass meets each constraint once, and each one solves against the
 * velocities the constraints before it left.  In index order (solve_order
 * sequential) the pass goes through every joint and then every contact
 * in the order of their lists: along a chain, each hinge is met right
 * after the one above it, always in the same direction, and has the last
 * word on the link the two share.  A chain let go level, 30 links at
 * 4 sub-steps (book/scenes/joints/chain_level.scene, chapter 14), opens
 * its hinges by up to 0.267 as it whips.
 *
 * By colours (solve_order colours), as Box2D v3's constraint graph
 * orders its solver: each constraint gets a colour such that no two
 * constraints of one colour hold the same moving body, and the pass
 * visits the colours one after another.  A chain's hinges alternate
 * between two colours, so a pass solves every other hinge, then the
 * hinges between them: no direction along the chain is favoured
 * (chapter 14 measures the level chain's gaps both ways).  Inside a
 * colour the order does not matter: its constraints change the
 * velocities of different bodies, so each reads the same velocities
 * whichever comes first.
 *
 * The colouring is greedy, in index order: the awake joints in the
 * list's order, then the contacts as the passes visit them
 * (contact_visit), each taking a colour that neither of its moving
 * bodies has yet, in Box2D v3's ranges.  A static object, a bound and
 * the world count as no body: a pass never changes their velocities, so
 * two constraints that share only them change nothing of each other's.
 * A constraint between two moving bodies takes the lowest colour free
 * among the first SOLVE_PAIR_COLOURS; one that holds a single moving
 * body, to the ground or the world, the highest free, from the last
 * colour down to colour 1.  The pass visits the colours in turn, so the
 * last have the last word: the constraints that hold bodies to what
 * does not move, which carry a pile's weight or a chain's, are met
 * last.  (Met first, as the lowest colour for every constraint would
 * have them, they leave a wedged box of the benchmark's pile of 100
 * creeping, and its piles of 100, 200 and 400 awake after 30 s.)  The
 * top colours are the single-body constraints' alone, so that a body
 * held by many others still finds one for its hold on the ground.  A
 * constraint that finds no colour goes to the overflow, which the pass
 * visits first, in index order, as Box2D v3 solves its own overflow
 * first.  The same lists give the same order, bit for bit: the
 * colouring reads nothing but their indices and which of their bodies
 * move.
 *
 * A constraint is named by an id: joint j of the list is j, the contact
 * of the k-th visit is joint_count + k.
 */
#ifndef SOLVE_ORDER_H
#define SOLVE_ORDER_H

#include <stdint.h>

#include "collision.h"
#include "joint.h"

/* The colours (bits of a uint32_t), the overflow's number and the
 * colours a constraint between two moving bodies may take: Box2D v3's
 * 24 groups (23 colours and its overflow) and its 20 for such pairs.  A
 * body held by more than 20 constraints at once is rare (a pile's body
 * touches a handful). */
#define SOLVE_COLOURS 23
#define SOLVE_OVERFLOW SOLVE_COLOURS
#define SOLVE_PAIR_COLOURS 20

typedef struct SolveOrder {
    int joint_count; /* ids below it are joints, the rest contacts */
    int id_count;    /* joint_count + the contacts visited */
    int count;       /* the constraints in the order */
    int *items;      /* their ids, in the order the passes visit them */
    /* colour[id]: 0 .. SOLVE_COLOURS - 1, SOLVE_OVERFLOW, or -1 for a
     * joint the order leaves out (asleep, or the joints not solved) */
    int *colour;
    int size[SOLVE_COLOURS + 1]; /* how many constraints have each colour */
    uint32_t *used;              /* per object: bit c set once a constraint of colour c holds it */
    int items_capacity, colour_capacity, used_capacity;
} SolveOrder;

/* This update's order by colours, over the awake joints of `joints`
 * (when with_joints) and the visited contacts of `contacts` (when
 * with_contacts), whose bodies are the first `objects` objects of the
 * World; the joints must be prepared (joint_prepare). */
void solve_order_colour(SolveOrder *o, const JointList *joints, bool with_joints,
                        const ContactList *contacts, bool with_contacts, int objects);
void solve_order_free(SolveOrder *o);

#endif
