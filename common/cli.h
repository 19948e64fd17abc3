/* cli.h - the command line every stage program shares.
 *
 *   build/stageNN [--scene FILE] [--script FILE] [--frames N] [--seed S]
 *                 [--trace FILE] [--snapshot FILE.svg]
 *                 [--plot-data FILE] [--every K] [--set LINE]... [--help]
 *   build/stageNN probe      (stage 2 on; pairs of shapes on stdin)
 */
#ifndef CLI_H
#define CLI_H

#include <stdbool.h>
#include <stdint.h>

#include "error.h"

#define CLI_DEFAULT_FRAMES 600
#define CLI_DEFAULT_SEED 1
#define CLI_DEFAULT_EVERY 5
#define CLI_MAX_FRAMES 10000000
/* --set may be given this many times, each for another setting. */
#define CLI_MAX_SETS 16

typedef struct CliOptions {
    const char *scene_path;  /* NULL: built-in scene */
    const char *script_path; /* NULL: the stage's observation script */
    int frames;              /* updates to run, >= 0 */
    uint64_t seed;
    const char *trace_path;     /* NULL: no trace */
    const char *snapshot_path;  /* NULL: no SVG of the final frame */
    const char *plot_data_path; /* NULL: no gnuplot frame data */
    int every;                  /* plot data: one frame every K updates */
    /* Settings lines, as a scene file gives them ("sleep off"), for a
     * program that has settings of its own (StageApi's set). */
    const char *set_lines[CLI_MAX_SETS];
    int set_count;
    bool help;
    bool probe; /* first argument was `probe` */
} CliOptions;

/* Parses argv; on a bad argument fills err ("stageNN: --frames: ...") and
 * returns false.  `program` names the program in messages. */
bool cli_parse(CliOptions *opt, int argc, char **argv, const char *program, Error *err);
/* has_set: the program takes --set. */
void cli_print_usage(const char *program, bool has_probe, bool has_set);

#endif
