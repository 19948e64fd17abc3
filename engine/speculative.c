/* speculative.c - contacts measured: for two shapes that touch or are a
 * little apart, the points where they are nearest and the signed gap
 * at each, one function per pair of shape kinds (see collision.h).
 *
 * The narrow phase of chapters 2 to 4 answers only for shapes that
 * overlap; a speculative contact needs the pairs within a margin too.
 * Growing both shapes by half the margin and meeting the copies finds
 * them, but a tilted corner grows out along both its faces and reads up
 * to 0.41 of the growth too deep (collision.c, detect_contact), so a box
 * on a corner rests that much above the surface.  Here each function
 * measures the gap itself, with the geometry the chapters derived for
 * the overlap, read with its sign: negative distances are overlaps,
 * positive ones gaps, and a pair is kept while the gap is at most the
 * margin.  The idea is Box2D v3's manifold functions, which return each
 * point's separation; the code and its derivations are the workbook's. */
#include <math.h>

#include "collision.h"

/* One point midway between a point a on the first surface and a point b
 * on the second, at gap s (b - a = s n): the solver's point is the
 * midpoint, a + (s/2) n, and its depth -s. */
static ManifoldPoint midpoint(Vec2 a, double s, Vec2 n, int id, int pair_id)
{
    return (ManifoldPoint){vec2_add(a, vec2_scale(n, s / 2.0)), -s, id, pair_id};
}

static bool one_point(Manifold *m, Vec2 n, Vec2 on_a, double s)
{
    m->normal = n;
    m->point_count = 1;
    m->points[0] = midpoint(on_a, s, n, 0, 0);
    return true;
}

/* With d = c2 - c1, the surfaces are nearest along n = d/|d|, at
 * c1 + r1 n and c2 - r2 n, and the gap between them is
 *   s = |d| - r1 - r2
 * (negative: the depth of chapter 2's overlap).  Concentric circles have
 * no direction of their own: n = (0, -1), as collide_circ_circ has it. */
bool contact_circ_circ(const RigidShape *c1, const RigidShape *c2, double margin, Manifold *m)
{
    Vec2 d = vec2_sub(rigid_shape_centre(c2), rigid_shape_centre(c1));
    double dist = vec2_length(d), s = dist - c1->circle.r - c2->circle.r;
    if (s > margin)
        return false;
    Vec2 n = dist != 0.0 ? vec2(d.x / dist, d.y / dist) : vec2(0.0, -1.0);
    return one_point(m, n, vec2_add(rigid_shape_centre(c1), vec2_scale(n, c1->circle.r)), s);
}

/* The circle (centre c, radius r) against a corner of the rectangle,
 * its nearest point: the gap is |c - corner| - r along the line from the
 * corner to c. */
static bool corner_contact(Vec2 c, double r, Vec2 corner, double margin, Manifold *m)
{
    Vec2 to_c = vec2_sub(c, corner);
    double dist = vec2_length(to_c);
    if (dist - r > margin)
        return false;
    return one_point(m, vec2(to_c.x / dist, to_c.y / dist), corner, dist - r);
}

/* The rectangle's nearest feature to the circle's centre c, as
 * collide_rect_circ finds it (rect_nearest_corner): in a corner's
 * region that corner; else the face e, c lying p_e beyond its line (or
 * inside, p_e <= 0, the nearest face), its nearest point c - p_e n_e and
 * the gap p_e - r along n_e.  (In a corner's region c lies beyond a
 * face, so |c - corner| > 0 and the corner's line has a direction.) */
bool contact_rect_circ(const RigidShape *rect, const RigidShape *circ, double margin, Manifold *m)
{
    const Vec2 *n = rect->rect.face_normal;
    Vec2 c = rigid_shape_centre(circ), corner;
    double r = circ->circle.r, beyond;
    int e;
    if (rect_nearest_corner(rect, c, &e, &beyond, &corner))
        return corner_contact(c, r, corner, margin, m);
    if (beyond - r > margin)
        return false;
    return one_point(m, n[e], vec2_sub(c, vec2_scale(n[e], beyond)), beyond - r);
}

/* The same points, the normal turned to lead from the circle. */
bool contact_circ_rect(const RigidShape *circ, const RigidShape *rect, double margin, Manifold *m)
{
    if (!contact_rect_circ(rect, circ, margin, m))
        return false;
    m->normal = vec2_neg(m->normal);
    return true;
}

/* The separation of b from face i of a is the least dot(v - a_i, n_i)
 * over b's vertices v: the vertex deepest behind the face's line, or,
 * when every vertex is in front, the nearest.  The largest over a's four
 * faces is a's face separation; when it is positive, that face's line
 * separates the two and the rectangles are at least that far apart (the
 * separating axis theorem read with its sign). */
static double face_separation(const RigidShape *a, const RigidShape *b, int *face)
{
    double most = -INFINITY;
    for (int i = 0; i < 4; i++) {
        double least = INFINITY;
        for (int j = 0; j < 4; j++)
            least = fmin(least,
                         vec2_dot(vec2_sub(b->rect.vertex[j], a->rect.vertex[i]),
                                  a->rect.face_normal[i]));
        if (least > most) {
            most = least;
            *face = i;
        }
    }
    return most;
}

/* Rectangle against rectangle, clip_rect_rect's manifold with signs.
 * Each rectangle's face separation s1, s2 (above): a pair with either
 * above the margin is too far apart.  The reference face is r1's unless
 * r2's separates more, by the bias clip_rect_rect uses (read on the
 * depths -s); the incident face, most nearly opposite the reference
 * normal n, is clipped to the reference face's side planes, and each
 * kept end p lies
 *   s = dot(p - a, n)
 * in front of the reference face's line (a its first corner): an end is
 * a point of the contact while s is at most the margin, at the midpoint
 * p - (s/2) n between p and the face.  Should the clipping leave nothing
 * (the incident face passes beside the reference face), the incident
 * face's nearer end stands for it.  Two corners apart across a diagonal
 * are farther apart than either face's line says, so such a pair counts
 * as nearer than it is: a contact the solver lets close by the smaller
 * gap, which stops it short, never inside. */
bool contact_rect_rect(const RigidShape *r1, const RigidShape *r2, double margin, Manifold *m)
{
    int f1 = 0, f2 = 0;
    double s1 = face_separation(r1, r2, &f1), s2 = face_separation(r2, r1, &f2);
    if (s1 > margin || s2 > margin)
        return false;
    int ref_box = reference_is_second(-s1, -s2) ? 1 : 0;
    int rf = ref_box ? f2 : f1;
    Clipping cl = clip_to_reference_face(ref_box ? r2 : r1, rf, ref_box ? r1 : r2);
    Vec2 n = cl.n, a = cl.a, *p = cl.clipped ? cl.p : cl.ends;
    int jf = cl.incident;
    bool clipped = cl.clipped;
    double s[2] = {vec2_dot(vec2_sub(p[0], a), n), vec2_dot(vec2_sub(p[1], a), n)};
    int nearer = s[1] < s[0] ? 1 : 0;
    m->normal = ref_box ? vec2_neg(n) : n;
    m->point_count = 0;
    for (int k = 0; k < 2; k++)
        if (s[k] <= margin && (clipped || k == nearer)) {
            /* On the reference face's side the point starts at p - s n;
             * the first surface is r1's, so with r2's face it is p. */
            Vec2 on_r1 = ref_box ? p[k] : vec2_sub(p[k], vec2_scale(n, s[k]));
            m->points[m->point_count++] = midpoint(on_r1, s[k], m->normal,
                                                   reference_face_id(ref_box, rf, jf, k),
                                                   corner_pair(ref_box, rf, jf, k));
        }
    return m->point_count > 0;
}

/* CONTACT[kind of a][kind of b]: the function that measures a against
 * b. */
static const ContactFn CONTACT[SHAPE_KIND_COUNT][SHAPE_KIND_COUNT] = {
    [SHAPE_CIRCLE] = {[SHAPE_CIRCLE] = contact_circ_circ, [SHAPE_RECTANGLE] = contact_circ_rect},
    [SHAPE_RECTANGLE] = {[SHAPE_CIRCLE] = contact_rect_circ, [SHAPE_RECTANGLE] = contact_rect_rect},
};

bool contact_measure(const RigidShape *a, const RigidShape *b, double margin, bool manifold,
                     Manifold *m)
{
    if (!CONTACT[a->kind][b->kind](a, b, margin, m))
        return false;
    if (!manifold && m->point_count == 2) {
        if (m->points[1].depth > m->points[0].depth)
            m->points[0] = m->points[1];
        m->point_count = 1;
    }
    return true;
}
