/* wasi_cwd.c - linked into the WASI build of the headless program (not
 * into the native one): WASI has no current directory of its own, so
 * relative paths such as book/scenes/bounce.scene would be looked up from
 * "/".  Before main runs, this enters the directory the runner passes in
 * $PWD (run.mjs sets it to node's current directory); main.c and
 * common/headless.c stay exactly as the native program compiles them. */
#define _POSIX_C_SOURCE 200809L

#include <stdlib.h>
#include <unistd.h>

__attribute__((constructor)) static void enter_pwd(void)
{
    const char *pwd = getenv("PWD");
    if (pwd != NULL && pwd[0] == '/')
        (void)chdir(pwd);
}
