/* resolved.h - what the chapter's resolve_collision does to a pair, read
 * off its effect: copies of the shapes (the same transforms) are
 * resolved, and the impulse J on B is m2 dv2 (or -m1 dv1 when B is
 * static: J on A is -J).  For the diagrams impulse (stage 7) and angular
 * (stage 8), compiled against the stage that draws them; each says
 * where its stage's impulse acts. */
#ifndef RESOLVED_H
#define RESOLVED_H

#include "diagram_pair.h"

typedef struct Resolved {
    CollisionInfo info;
    Vec2 p;      /* where the impulse acts (stage 7: drawn at the contact) */
    Vec2 r1, r2; /* lever arms p - c1, p - c2 (stage 8) */
    Vec2 vr, t;
    double vn, vt;
    Vec2 j;
    double jn, jt;
    double dw1, dw2; /* changes of the angular velocities */
} Resolved;

/* The pair's info from detect_collision: false, with a message, when the
 * shapes do not collide or neither can move. */
bool resolved_detect(Body *a, Body *b, Resolved *r, Error *err);
/* Once the caller has set r->p (and the lever arms it uses), with u1 and
 * u2 the velocities of A's and B's points there: the relative velocity
 * vr and its parts along n and t, and the impulse resolve_collision
 * gives; false, with a message, when the points already separate. */
bool resolved_impulse(Body *a, Body *b, Vec2 u1, Vec2 u2, Resolved *r, Error *err);

#endif
