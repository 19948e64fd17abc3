/* main.c - the headless front end: arguments, files, trace and snapshot
 * are handled by common/headless.c; the stage is the program's
 * (program.h), which reads layer= and mask= in scene files. */
#include "headless.h"
#include "program.h"

int main(int argc, char **argv)
{
    StageApi api = program_api();
    return headless_main(&api, argc, argv);
}
