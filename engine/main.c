/* main.c - the headless front end: arguments, files, trace and snapshot
 * are handled by common/headless.c; the program is program.h's, the
 * preset the Makefile built it with. */
#include "headless.h"
#include "program.h"

int main(int argc, char **argv)
{
    StageApi api = program_api();
    return headless_main(&api, argc, argv);
}
