/* test_cli.c - the shared command line: defaults, options, mistakes. */
#include "check_support.h"

#include "cli.h"

static CliOptions opt;
static Error err;

#define ARGC(argv) ((int)(sizeof(argv) / sizeof((argv)[0])))

START_TEST(test_defaults)
{
    char *argv[] = {"stage01"};
    ck_assert(cli_parse(&opt, ARGC(argv), argv, "stage01", &err));
    ck_assert_int_eq(opt.frames, 600);
    ck_assert_uint_eq(opt.seed, 1);
    ck_assert_int_eq(opt.every, 5);
    ck_assert_ptr_null(opt.scene_path);
    ck_assert_ptr_null(opt.script_path);
    ck_assert_ptr_null(opt.trace_path);
    ck_assert_ptr_null(opt.snapshot_path);
    ck_assert_ptr_null(opt.plot_data_path);
    ck_assert(!opt.help && !opt.probe);
}
END_TEST

START_TEST(test_every_option)
{
    char *argv[] = {"stage01",
                    "--scene",
                    "s.txt",
                    "--script",
                    "k.txt",
                    "--frames",
                    "0",
                    "--seed",
                    "18446744073709551615",
                    "--trace",
                    "t.csv",
                    "--snapshot",
                    "a.svg",
                    "--plot-data",
                    "p.dat",
                    "--every",
                    "3"};
    ck_assert(cli_parse(&opt, ARGC(argv), argv, "stage01", &err));
    ck_assert_str_eq(opt.scene_path, "s.txt");
    ck_assert_str_eq(opt.script_path, "k.txt");
    ck_assert_int_eq(opt.frames, 0);
    ck_assert_uint_eq(opt.seed, UINT64_MAX);
    ck_assert_str_eq(opt.trace_path, "t.csv");
    ck_assert_str_eq(opt.snapshot_path, "a.svg");
    ck_assert_str_eq(opt.plot_data_path, "p.dat");
    ck_assert_int_eq(opt.every, 3);
}
END_TEST

START_TEST(test_frames_limit)
{
    char *argv[] = {"stage01", "--frames", "10000000"};
    ck_assert(cli_parse(&opt, ARGC(argv), argv, "stage01", &err));
    ck_assert_int_eq(opt.frames, CLI_MAX_FRAMES);
}
END_TEST

START_TEST(test_help_and_probe)
{
    char *help[] = {"stage01", "--frames", "3", "--help"};
    ck_assert(cli_parse(&opt, ARGC(help), help, "stage01", &err));
    ck_assert(opt.help && !opt.probe);
    char *probe[] = {"stage02", "probe"};
    ck_assert(cli_parse(&opt, ARGC(probe), probe, "stage02", &err));
    ck_assert(opt.probe && !opt.help);
}
END_TEST

static const struct {
    const char *args[4];
    const char *message;
} bad_args[] = {
    {{"--frames", "-3"}, "stage01: --frames: expected a whole number from 0 to 10000000, got '-3'"},
    {{"--frames", "10000001"},
     "stage01: --frames: expected a whole number from 0 to 10000000, got '10000001'"},
    {{"--frames", "1.5"},
     "stage01: --frames: expected a whole number from 0 to 10000000, got '1.5'"},
    {{"--frames", ""}, "stage01: --frames: expected a whole number from 0 to 10000000, got ''"},
    {{"--seed", "-1"},
     "stage01: --seed: expected a whole number from 0 to 18446744073709551615, got '-1'"},
    {{"--seed", "18446744073709551616"},
     "stage01: --seed: expected a whole number from 0 to 18446744073709551615, got '18446744073709551616'"},
    {{"--seed", " 5"},
     "stage01: --seed: expected a whole number from 0 to 18446744073709551615, got ' 5'"},
    {{"--every", "0"}, "stage01: --every: expected a whole number >= 1, got '0'"},
    {{"--trace"}, "stage01: --trace: needs a value"},
    {{"--trace", "--frames", "5"}, "stage01: --trace: needs a value"},
    {{"--frames"}, "stage01: --frames: needs a value"},
    {{"--scene", ""}, "stage01: --scene: needs a file name, got ''"},
    {{"--bogus", "1"}, "stage01: unknown option '--bogus' (try --help)"},
    {{"-x"}, "stage01: unknown option '-x' (try --help)"},
    {{"scene.txt"}, "stage01: unexpected argument 'scene.txt' (try --help)"},
    {{"--frames", "5", "probe"}, "stage01: probe: must be the first argument"},
    {{"probe", "--frames", "5"}, "stage01: probe: takes no options; it reads shape pairs on stdin"},
    {{"--trace", "a.csv", "--snapshot", "a.csv"},
     "stage01: --trace and --snapshot name the same file 'a.csv'"},
    {{"--scene", "s.txt", "--plot-data", "s.txt"},
     "stage01: --scene and --plot-data name the same file 's.txt'"},
    {{"--frames", "5", "--frames", "6"}, "stage01: --frames: given twice"},
    {{"--trace", "a.csv", "--trace", "b.csv"}, "stage01: --trace: given twice"},
    /* a value that happens to look like an option word is not one */
    {{"--scene", "s.txt", "--scene"}, "stage01: --scene: given twice"},
};

START_TEST(test_bad_arguments)
{
    char *argv[5] = {"stage01"};
    int argc = 1;
    for (int i = 0; i < 4 && bad_args[_i].args[i]; i++)
        argv[argc++] = (char *)bad_args[_i].args[i];
    ck_assert_msg(!cli_parse(&opt, argc, argv, "stage01", &err), "accepted case %d", _i);
    ck_assert_str_eq(err.message, bad_args[_i].message);
}
END_TEST

Suite *test_cli_suite(void)
{
    Suite *s = suite_create("cli");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, test_defaults);
    tcase_add_test(tc, test_every_option);
    tcase_add_test(tc, test_frames_limit);
    tcase_add_test(tc, test_help_and_probe);
    tcase_add_loop_test(tc, test_bad_arguments, 0, (int)(sizeof bad_args / sizeof bad_args[0]));
    suite_add_tcase(s, tc);
    return s;
}
