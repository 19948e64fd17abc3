/* joint_support.h - scenes with joints as the program reads them, and
 * what the joints' suites measure them by (test_joints.c,
 * test_solve_order.c).  Include after game_support.h, joint.h and
 * program.h. */
#ifndef JOINT_SUPPORT_H
#define JOINT_SUPPORT_H

/* The program, as both front ends run it (program.h). */
static StageApi api;

/* text read as main.c reads a scene: the program's words set afresh, the
 * parser, then the joints' bodies looked up. */
static inline bool read_scene(Scene *scene, const char *text, const char *name, Error *err)
{
    api = program_api();
    scene_free(scene);
    api.scene_words();
    bool ok = scene_parse_string(scene, text, name, err) && program_find_joints(scene, err);
    scene_set_word_hook(NULL, NULL);
    return ok;
}

/* A game on the scene `text`, with its settings and joints, started as
 * the program starts it. */
static inline Game *joint_game(const char *text)
{
    static Scene scene;
    Error err;
    ck_assert_msg(read_scene(&scene, text, "test", &err), "%s", err.message);
    Game *g = calloc(1, sizeof *g);
    ck_assert_ptr_nonnull(g);
    api.init(g, &scene, GAME_SEED);
    return g;
}

static inline RigidShape *body(Game *g, int i)
{
    return &g->objects.items[i].shape;
}

/* Where joint j's anchor k is now: its body's centre and its offset
 * turned by the body's rotation (the world's is the point itself). */
static inline Vec2 anchor(const Game *g, const Joint *j, int k)
{
    const JointBody *b = &j->def.body[k];
    const RigidShape *s = b->set == JOINT_OBJECT ? &g->objects.items[b->index].shape
        : b->set == JOINT_BOUND                  ? &g->bounds.items[b->index].shape
                                                 : NULL;
    if (s == NULL)
        return j->local[k];
    return vec2_add(s->xf->position, vec2_rotate(j->local[k], s->xf->rotation));
}

/* The widest gap between the two anchors of any revolute or weld. */
static inline double widest_gap(const Game *g)
{
    double widest = 0.0;
    for (int k = 0; k < g->world.joints.count; k++) {
        const Joint *j = &g->world.joints.items[k];
        widest = fmax(widest, vec2_distance(anchor(g, j, 0), anchor(g, j, 1)));
    }
    return widest;
}

#endif
