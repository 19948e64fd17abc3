/* rect_wins.c - the diagrams rect_r1_wins and rect_r2_wins (chapter 3),
 * drawn by stage 3: both rectangles' least penetrations and the one
 * collide_rect_rect keeps (R1: A's face, R2: B's face). */
#include "collision.h"
#include "diagram_pair.h"
#include "physics.h"

/* One rectangle's least penetration as find_axis_least_penetration gives
 * it: start on the face line, the support point depth behind it. */
static void draw_candidate(Fig *f, const CollisionInfo *c, Colour col, const char *text)
{
    Vec2 support = vec2_sub(c->start, vec2_scale(c->normal, c->depth));
    draw_set_colour(&f->dl, col);
    draw_line(&f->dl, support, c->start);
    draw_cross(&f->dl, c->start, 0.5 * f->font);
    dot(f, support, col);
    label_beside(f, vec2_scale(vec2_add(support, c->start), 0.5), vec2_neg(perp(c->normal)), col,
                 text);
}

static bool diagram_rect_wins(Fig *f, Body *a, Body *b, Error *err)
{
    if (!both_rectangles(a, b, err))
        return false;
    CollisionInfo ia, ib, info;
    if (!find_axis_least_penetration(&a->s, &b->s, &ia)
        || !find_axis_least_penetration(&b->s, &a->s, &ib)
        || !detect_collision(&a->s, &b->s, &info))
        return error_at(err, "diagram rect_wins", 0, "the rectangles do not collide");
    bool r1 = ia.depth < ib.depth; /* collide_rect_rect's own comparison */
    fig_start(f, &a->s, &b->s);
    include_info(f, &info);
    fig_view(f, 6);
    legend(f, COL_A, "dA = %.3g: least depth over A's faces", ia.depth);
    legend(f, COL_B, "dB = %.3g: least depth over B's faces", ib.depth);
    legend(f, COL_N,
           r1 ? "R1 wins (dA < dB): A's face, B's corner"
              : "R2 wins (dB <= dA): B's face, A's corner");
    legend_info(f, &info);
    legend(f, COL_HELP_DARK, "dot: support point; ×: it moved onto the face line");
    draw_pair(f, &a->s, &b->s);
    label_centres(f, &a->s, &b->s);
    draw_candidate(f, &ia, COL_A, "dA");
    draw_candidate(f, &ib, COL_B, "dB");
    draw_info(f, &info);
    return true;
}

int main(int argc, char **argv)
{
    return diagram_main(argc, argv, diagram_rect_wins, NULL);
}
