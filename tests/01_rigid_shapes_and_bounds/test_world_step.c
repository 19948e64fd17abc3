/* Stage 1 on: world_step, one update of the world without a game.  The
 * shapes are made by hand and the sets filled with shape_set_add, so
 * these tests see the engine alone. */
#include "check_support.h"

#include "game_support.h"

typedef struct Piece {
    Transform xf;
    RigidShape s;
} Piece;

/* What the turn saw, and what it does: it moves shape `push` by `by`. */
typedef struct TurnLog {
    int calls;
    Vec2 seen; /* the first vertex of `watch` when the turn ran */
    const RigidShape *watch;
    RigidShape *push;
    Vec2 by;
} TurnLog;

static void logging_turn(void *ctx)
{
    TurnLog *log = ctx;
    log->calls++;
    if (log->watch)
        log->seen = log->watch->rect.vertex[0];
    if (log->push)
        rigid_shape_adjust_position(log->push, log->by);
}

#if STAGE_NUMBER >= 5
static PhysicsSettings still_settings(void)
{
    PhysicsSettings ps = physics_default_settings();
    ps.motion = false;
#if STAGE_NUMBER >= 6
    ps.correction = false;
    ps.relaxation = 1;
#endif
    return ps;
}
#define STILL (&settings)
#else
#define STILL NULL
#endif

/* A 2 x 2 box at (0,0) whose transform was turned by 90 degrees behind
 * its back: the update brings its vertices up to date before the game's
 * turn, so the turn sees v0 at the turned corner: the unturned v0 is
 * (-1,-1), turned by 90 degrees it is (1,-1). */
START_TEST(shapes_are_updated_before_the_turn)
{
#if STAGE_NUMBER >= 5
    PhysicsSettings settings = still_settings();
#endif
    static ShapeSet objects, bounds;
    objects.count = bounds.count = 0;
    Piece box;
    box.xf = (Transform){.position = {0, 0}, .size = {2, 2}};
    rigid_rectangle_init(&box.s, &box.xf, 2, 2);
    shape_set_add(&objects, &box.s);
    box.xf.rotation = deg_to_rad(90);
    TurnLog log = {.watch = &box.s};
    WORLD_STEP(&objects, &bounds, STILL, logging_turn, &log, NULL);
    ck_assert_int_eq(log.calls, 1);
    ck_assert_double_eq_tol(log.seen.x, 1, 1e-15);
    ck_assert_double_eq_tol(log.seen.y, -1, 1e-15);
    (void)STILL;
}
END_TEST

/* The bounds are brought up to date too: the same box, turned behind its
 * back, as a bound; the turn sees its v0 at (1,-1). */
START_TEST(bounds_are_updated_before_the_turn_too)
{
#if STAGE_NUMBER >= 5
    PhysicsSettings settings = still_settings();
#endif
    static ShapeSet objects, bounds;
    objects.count = bounds.count = 0;
    Piece box;
    box.xf = (Transform){.position = {0, 0}, .size = {2, 2}};
    rigid_rectangle_init(&box.s, &box.xf, 2, 2);
    shape_set_add(&bounds, &box.s);
    box.xf.rotation = deg_to_rad(90);
    TurnLog log = {.watch = &box.s};
    WORLD_STEP(&objects, &bounds, STILL, logging_turn, &log, NULL);
    ck_assert_int_eq(log.calls, 1);
    ck_assert_double_eq_tol(log.seen.x, 1, 1e-15);
    ck_assert_double_eq_tol(log.seen.y, -1, 1e-15);
    (void)STILL;
}
END_TEST

/* A turn of NULL is no game: the step still updates the shapes. */
START_TEST(no_turn_is_allowed)
{
#if STAGE_NUMBER >= 5
    PhysicsSettings settings = still_settings();
#endif
    static ShapeSet objects, bounds;
    objects.count = bounds.count = 0;
    Piece box;
    box.xf = (Transform){.position = {0, 0}, .size = {2, 2}};
    rigid_rectangle_init(&box.s, &box.xf, 2, 2);
    shape_set_add(&objects, &box.s);
    box.xf.position = vec2(5, 0);
    WORLD_STEP(&objects, &bounds, STILL, NULL, NULL, NULL);
    /* v0 follows the moved centre: (5,0) + (-1,-1) */
    ck_assert_double_eq(box.s.rect.vertex[0].x, 4);
    ck_assert_double_eq(box.s.rect.vertex[0].y, -1);
}
END_TEST

#if STAGE_NUMBER >= 2
/* The collisions come after the turn: the hero (a circle of radius 1 at
 * (0,0)) is 4 away from a bound (the same circle at (4,0)); the turn
 * pushes it 2.5 to the right, so the centres are 1.5 apart and the
 * circles 0.5 deep, and the same step reports that overlap twice (hero
 * to bounds, objects to bounds: the chapter's three calls), depth 0.5
 * along (1,0).  Without the push nothing is found. */
START_TEST(collisions_are_found_after_the_turn)
{
#if STAGE_NUMBER >= 5
    PhysicsSettings settings = still_settings();
#endif
    static ShapeSet objects, bounds;
    static CollisionList infos;
    objects.count = bounds.count = 0;
    Piece hero, wall;
    hero.xf = (Transform){.position = {0, 0}, .size = {2, 2}};
    wall.xf = (Transform){.position = {4, 0}, .size = {2, 2}};
    rigid_circle_init(&hero.s, &hero.xf, 1);
    rigid_circle_init(&wall.s, &wall.xf, 1);
#if STAGE_NUMBER >= 5
    rigid_shape_set_mass(&wall.s, 0, settings.gravity);
#endif
    shape_set_add(&objects, &hero.s);
    shape_set_add(&bounds, &wall.s);
    TurnLog log = {.watch = NULL};
    collision_list_clear(&infos);
    WORLD_STEP(&objects, &bounds, STILL, logging_turn, &log, &infos);
    ck_assert_int_eq(infos.count, 0);
    log.push = &hero.s;
    log.by = vec2(2.5, 0);
    WORLD_STEP(&objects, &bounds, STILL, logging_turn, &log, &infos);
    ck_assert_int_eq(infos.count, 2);
    for (int i = 0; i < 2; i++) {
        ck_assert_approx(infos.items[i].depth, 0.5);
        ck_assert_vec2_approx(infos.items[i].normal, 1, 0);
    }
}
END_TEST
#endif

#if STAGE_NUMBER >= 5
/* Motion comes before the turn: a box moving at 60 L/s along x with no
 * gravity has travelled v dt = 60/60 = 1 when the turn sees it. */
START_TEST(motion_comes_before_the_turn)
{
    PhysicsSettings settings = still_settings();
    settings.motion = true;
    settings.gravity = vec2(0, 0);
    static ShapeSet objects, bounds;
    objects.count = bounds.count = 0;
    Piece box;
    box.xf = (Transform){.position = {0, 0}, .size = {2, 2}};
    rigid_rectangle_init(&box.s, &box.xf, 2, 2);
    rigid_shape_set_mass(&box.s, 1, settings.gravity);
    box.s.v = vec2(60, 0);
    shape_set_add(&objects, &box.s);
    TurnLog log = {.watch = &box.s};
    world_step(&objects, &bounds, &settings, logging_turn, &log, NULL);
    /* v0 = (1,0) + (-1,-1) */
    ck_assert_double_eq_tol(log.seen.x, 0, 1e-15);
    ck_assert_double_eq_tol(log.seen.y, -1, 1e-15);
}
END_TEST
#endif

Suite *test_world_step_suite(void)
{
    Suite *s = suite_create("01 world step");
    TCase *tc = tcase_create("step");
    tcase_add_test(tc, shapes_are_updated_before_the_turn);
    tcase_add_test(tc, bounds_are_updated_before_the_turn_too);
    tcase_add_test(tc, no_turn_is_allowed);
#if STAGE_NUMBER >= 2
    tcase_add_test(tc, collisions_are_found_after_the_turn);
#endif
#if STAGE_NUMBER >= 5
    tcase_add_test(tc, motion_comes_before_the_turn);
#endif
    suite_add_tcase(s, tc);
    return s;
}
