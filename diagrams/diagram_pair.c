/* diagram_pair.c - the two shapes of a diagram and its command line
 * (diagram_pair.h). */
#include "diagram_pair.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vec2.h"

/* A shape standing alone, as the stage's probe makes one from a scene
 * line. */
static void body_from_scene(Body *b, const SceneBody *sb)
{
    b->xf = (Transform){.position = sb->position, .rotation = deg_to_rad(sb->rot_deg)};
    if (sb->kind == SCENE_CIRCLE) {
        b->xf.size = vec2(2.0 * sb->radius, 2.0 * sb->radius);
        rigid_circle_init(&b->s, &b->xf, sb->radius);
    } else {
        b->xf.size = vec2(sb->width, sb->height);
        rigid_rectangle_init(&b->s, &b->xf, sb->width, sb->height);
    }
}

static int fail(const Error *err)
{
    fprintf(stderr, "%s\n", err->message);
    return EXIT_BAD_INPUT;
}

int diagram_main(int argc, char **argv, DiagramFn draw, BodyMotion motion)
{
    Error err;
    if (argc != 3) {
        fprintf(stderr, "usage: %s 'SHAPE | SHAPE' OUT.svg\n", argv[0]);
        return EXIT_BAD_INPUT;
    }
    /* The pair, split at its one '|' as the probe does. */
    size_t len = strlen(argv[1]);
    char *pair = malloc(len + 1);
    if (pair == NULL)
        return 1;
    memcpy(pair, argv[1], len + 1);
    char *bar = strchr(pair, '|');
    SceneBody sa, sb;
    bool ok = bar != NULL && strchr(bar + 1, '|') == NULL;
    if (!ok)
        error_at(&err, "pair", 0, "expected two shapes separated by one '|'");
    else {
        *bar = '\0';
        ok = scene_parse_body(&sa, pair, "pair", 1, &err)
            && scene_parse_body(&sb, bar + 1, "pair", 1, &err);
    }
    free(pair);
    if (!ok)
        return fail(&err);
    Body a, b;
    body_from_scene(&a, &sa);
    body_from_scene(&b, &sb);
    if (motion) {
        motion(&a, &sa);
        motion(&b, &sb);
    }
    Fig f;
    f = (Fig){0};
    ok = draw(&f, &a, &b, &err) && fig_write(&f, argv[2], &err);
    fig_free(&f);
    return ok ? 0 : fail(&err);
}

void fig_include_shape(Fig *f, const RigidShape *s)
{
    Vec2 c = rigid_shape_centre(s);
    if (s->kind == SHAPE_CIRCLE) {
        fig_include(f, vec2(c.x - s->circle.r, c.y - s->circle.r));
        fig_include(f, vec2(c.x + s->circle.r, c.y + s->circle.r));
    } else {
        for (int i = 0; i < 4; i++)
            fig_include(f, s->rect.vertex[i]);
    }
}

void fig_start(Fig *f, const RigidShape *a, const RigidShape *b)
{
    fig_clear(f);
    fig_include_shape(f, a);
    fig_include_shape(f, b);
    fig_size_to_box(f);
}

void draw_pair(Fig *f, const RigidShape *a, const RigidShape *b)
{
    draw_set_colour(&f->dl, COL_A);
    rigid_shape_draw(a, &f->dl);
    draw_set_colour(&f->dl, COL_B);
    rigid_shape_draw(b, &f->dl);
}

/* The labels go across the line AB, where no arrow runs. */
void label_centres(Fig *f, const RigidShape *a, const RigidShape *b)
{
    Vec2 ca = rigid_shape_centre(a), cb = rigid_shape_centre(b);
    Vec2 d = vec2_normalize(vec2_sub(cb, ca));
    if (d.x == 0.0 && d.y == 0.0)
        d = vec2(1.0, 0.0);
    dot(f, ca, COL_A);
    dot(f, cb, COL_B);
    Vec2 side = vec2_neg(perp(d));
    label_beside(f, ca, side, COL_A, "A");
    label_beside(f, cb, side, COL_B, "B");
}

void draw_info(Fig *f, const CollisionInfo *info)
{
    Vec2 side = perp(info->normal);
    arrow(f, info->end, vec2_scale(info->normal, fig_unit(f)), COL_N);
    collision_info_draw(info, &f->dl);
    dot(f, info->start, COL_INFO);
    dot(f, info->end, COL_INFO);
    label_beside(f, info->start, vec2_normalize(vec2_sub(vec2_neg(info->normal), side)), COL_INFO,
                 "start");
    label_beside(f, info->end, side, COL_INFO, "end");
    label_beside(f, vec2_add(info->end, vec2_scale(info->normal, fig_unit(f))), info->normal, COL_N,
                 "n");
}

void include_info(Fig *f, const CollisionInfo *info)
{
    fig_include(f, vec2_add(info->end, vec2_scale(info->normal, fig_unit(f) + 0.1 * f->size)));
}

void legend_info(Fig *f, const CollisionInfo *info)
{
    legend(f, COL_INFO, "start → end: depth %.3g (collision info)", info->depth);
    legend(f, COL_N, "n = (%.3f, %.3f), from A towards B", nz(info->normal.x), nz(info->normal.y));
}

bool both_rectangles(const Body *a, const Body *b, Error *err)
{
    if (a->s.kind != SHAPE_RECTANGLE || b->s.kind != SHAPE_RECTANGLE)
        return error_at(err, "diagram", 0, "this diagram needs two rectangles");
    return true;
}
