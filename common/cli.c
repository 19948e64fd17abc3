/* cli.c - the shared command line. */
#include "cli.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Digits only: strtoull alone would accept "-1" (as 2^64 - 1), "+5" and
 * leading spaces.  unsigned long long has at least 64 bits, so ERANGE is
 * the only overflow to catch. */
static bool parse_u64(const char *s, uint64_t *out)
{
    if (s[0] == '\0' || strspn(s, "0123456789") != strlen(s))
        return false;
    errno = 0;
    unsigned long long v = strtoull(s, NULL, 10);
    if (errno == ERANGE)
        return false;
    *out = (uint64_t)v;
    return true;
}

static bool parse_int_in(const char *s, int lo, int hi, int *out)
{
    uint64_t v;
    if (!parse_u64(s, &v) || v < (uint64_t)lo || v > (uint64_t)hi)
        return false;
    *out = (int)v;
    return true;
}

/* The field a file-name option fills; NULL for any other word. */
static const char **path_field(CliOptions *opt, const char *name)
{
    if (strcmp(name, "--scene") == 0)
        return &opt->scene_path;
    if (strcmp(name, "--script") == 0)
        return &opt->script_path;
    if (strcmp(name, "--trace") == 0)
        return &opt->trace_path;
    if (strcmp(name, "--snapshot") == 0)
        return &opt->snapshot_path;
    if (strcmp(name, "--plot-data") == 0)
        return &opt->plot_data_path;
    return NULL;
}

static bool is_number_option(const char *name)
{
    return strcmp(name, "--frames") == 0 || strcmp(name, "--seed") == 0
        || strcmp(name, "--every") == 0;
}

static bool set_number(CliOptions *opt, const char *name, const char *value, const char *program,
                       Error *err)
{
    if (strcmp(name, "--frames") == 0 && !parse_int_in(value, 0, CLI_MAX_FRAMES, &opt->frames))
        return error_at(err, program, 0, "%s: expected a whole number from 0 to %d, got '%s'", name,
                        CLI_MAX_FRAMES, value);
    if (strcmp(name, "--seed") == 0 && !parse_u64(value, &opt->seed))
        return error_at(err, program, 0,
                        "%s: expected a whole number from 0 to %" PRIu64 ", got '%s'", name,
                        UINT64_MAX, value);
    if (strcmp(name, "--every") == 0 && !parse_int_in(value, 1, INT_MAX, &opt->every))
        return error_at(err, program, 0, "%s: expected a whole number >= 1, got '%s'", name, value);
    return true;
}

static void set_defaults(CliOptions *opt)
{
    memset(opt, 0, sizeof *opt);
    opt->frames = CLI_DEFAULT_FRAMES;
    opt->seed = CLI_DEFAULT_SEED;
    opt->every = CLI_DEFAULT_EVERY;
}

/* The first word of a settings line, the setting it names, into buf. */
static void setting_word(const char *line, char *buf, size_t size)
{
    size_t skip = strspn(line, " \t"), len = strcspn(line + skip, " \t");
    snprintf(buf, size, "%.*s", (int)len, line + skip);
}

/* --set LINE: one more settings line; a setting set twice is refused as
 * a repeated option is (check_not_repeated). */
static bool add_set_line(CliOptions *opt, int argc, char **argv, int *i, const char *program,
                         Error *err)
{
    if (*i + 1 >= argc || strncmp(argv[*i + 1], "--", 2) == 0)
        return error_at(err, program, 0, "--set: needs a settings line, as in --set 'sleep off'");
    const char *line = argv[++*i];
    char word[64], other[64];
    setting_word(line, word, sizeof word);
    if (word[0] == '\0')
        return error_at(err, program, 0, "--set: needs a settings line, as in --set 'sleep off'");
    for (int k = 0; k < opt->set_count; k++) {
        setting_word(opt->set_lines[k], other, sizeof other);
        if (strcmp(word, other) == 0)
            return error_at(err, program, 0, "--set: '%s' given twice", word);
    }
    if (opt->set_count == CLI_MAX_SETS)
        return error_at(err, program, 0, "--set: at most %d settings", CLI_MAX_SETS);
    opt->set_lines[opt->set_count++] = line;
    return true;
}

/* Reads the option at argv[*i] and its value, advancing *i past both. */
static bool parse_one(CliOptions *opt, int argc, char **argv, int *i, const char *program,
                      Error *err)
{
    const char *arg = argv[*i];
    if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
        opt->help = true;
        return true;
    }
    if (strcmp(arg, "probe") == 0)
        return error_at(err, program, 0, "probe: must be the first argument");
    if (strcmp(arg, "--set") == 0)
        return add_set_line(opt, argc, argv, i, program, err);
    const char **path = path_field(opt, arg);
    if (path == NULL && !is_number_option(arg))
        return error_at(err, program, 0, "%s '%s' (try --help)",
                        arg[0] == '-' ? "unknown option" : "unexpected argument", arg);
    /* "--trace --frames 5" is a forgotten value, not a file named
     * "--frames". */
    if (*i + 1 >= argc || strncmp(argv[*i + 1], "--", 2) == 0)
        return error_at(err, program, 0, "%s: needs a value", arg);
    const char *value = argv[++*i];
    if (path == NULL)
        return set_number(opt, arg, value, program, err);
    if (value[0] == '\0')
        return error_at(err, program, 0, "%s: needs a file name, got ''", arg);
    *path = value;
    return true;
}

/* Two outputs written to one file would interleave into garbage, and an
 * output over an input would destroy it before it is read. */
static bool check_distinct_files(const CliOptions *opt, const char *program, Error *err)
{
    const char *names[] = {"--scene", "--script", "--trace", "--snapshot", "--plot-data"};
    const char *paths[] = {opt->scene_path, opt->script_path, opt->trace_path, opt->snapshot_path,
                           opt->plot_data_path};
    for (int a = 0; a < 5; a++)
        for (int b = a + 1; b < 5; b++)
            if (paths[a] && paths[b] && strcmp(paths[a], paths[b]) == 0)
                return error_at(err, program, 0, "%s and %s name the same file '%s'", names[a],
                                names[b], paths[a]);
    return true;
}

/* "--frames 5 ... --frames 6" is a slip as often as an override, and which
 * one counts is not obvious; a scene file refuses a repeated setting too.
 * first is the index of the first option word in argv. */
static bool check_not_repeated(char **argv, int first, int at, const char *program, Error *err)
{
    const char *arg = argv[at];
    if (strncmp(arg, "--", 2) != 0 || strcmp(arg, "--help") == 0 || strcmp(arg, "--set") == 0)
        return true;
    for (int j = first; j < at; j++) {
        /* j walks option words only: a value never starts with "--". */
        if (strcmp(argv[j], arg) == 0)
            return error_at(err, program, 0, "%s: given twice", arg);
    }
    return true;
}

bool cli_parse(CliOptions *opt, int argc, char **argv, const char *program, Error *err)
{
    int i = 1;
    set_defaults(opt);
    if (argc > 1 && strcmp(argv[1], "probe") == 0) {
        opt->probe = true;
        i = 2;
    }
    for (int first = i; i < argc; i++) {
        if (!check_not_repeated(argv, first, i, program, err)
            || !parse_one(opt, argc, argv, &i, program, err))
            return false;
    }
    if (opt->probe && argc > 2 && !opt->help)
        return error_at(err, program, 0, "probe: takes no options; it reads shape pairs on stdin");
    return check_distinct_files(opt, program, err);
}

void cli_print_usage(const char *program, bool has_probe, bool has_set)
{
    printf("usage: %s [--scene FILE] [--script FILE] [--frames N] [--seed S]\n"
           "       %*s [--trace FILE] [--snapshot FILE.svg] [--plot-data FILE] [--every K]\n",
           program, (int)strlen(program), "");
    if (has_set)
        printf("       %*s [--set LINE]...\n", (int)strlen(program), "");
    if (has_probe)
        printf("       %s probe   < pairs      (lines \"SHAPE | SHAPE\")\n", program);
    printf("\n"
           "  --scene FILE       bodies and settings instead of the built-in scene\n"
           "  --script FILE      key presses instead of the observation script\n"
           "  --frames N         updates to run, 0..%d (default %d)\n"
           "  --seed S           seed of the random generator (default %d)\n"
           "  --trace FILE       CSV of measurements, one row per update\n"
           "  --snapshot FILE    SVG picture of the final frame\n"
           "  --plot-data FILE   gnuplot data of every K-th frame\n"
           "  --every K          frame spacing of --plot-data (default %d)\n"
           "%s"
           "  --help             this text\n",
           CLI_MAX_FRAMES, CLI_DEFAULT_FRAMES, CLI_DEFAULT_SEED, CLI_DEFAULT_EVERY,
           has_set ? "  --set LINE         a settings line as a scene file has it ('sleep off'),\n"
                     "                     after the scene's; once per setting\n"
                   : "");
}
