/* fuzz_probe_line.c - the probe's line reader and "SHAPE | SHAPE" parser
 * on arbitrary bytes.
 *
 * probe_run (headless.h) is the public door to them: it reads lines,
 * refuses long ones and NUL bytes, splits each at its one '|' and parses
 * both halves with scene_parse_body.  The narrow phase is replaced by a
 * stand-in that checks the two bodies it is handed keep scene.h's
 * promises, so this harness exercises the parser alone, not a stage. */
#define _POSIX_C_SOURCE 200809L /* fmemopen */
#include <stdio.h>

#include "fuzz_input.h"
#include "fuzz_scene_check.h"
#include "headless.h"

static void checking_probe(const SceneBody *a, const SceneBody *b, ProbeResult *out)
{
    if (!body_ok(a) || !body_ok(b))
        abort();
    *out = (ProbeResult){false, 0.0, {0.0, 0.0}, {0.0, 0.0}, {0.0, 0.0}};
}

static const StageApi parser_only = {
    .name = "fuzz",
    .title = "probe parser",
    .probe = checking_probe,
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *sink;
    if (sink == NULL && (sink = fopen("/dev/null", "w")) == NULL)
        abort();
    if (size == 0)
        return 0; /* fmemopen refuses an empty buffer */
    /* The bytes as a stream, NULs included: the reader must flag them. */
    FILE *in = fmemopen((void *)(uintptr_t)data, size, "r");
    if (in == NULL)
        abort();
    int status = probe_run(&parser_only, in, sink, "fuzz");
    if (status != 0 && status != 2)
        abort();
    fclose(in);
    return 0;
}
