#!/bin/sh
# attacks.sh BASE OUT FUNCTION... - stage 08's physics.c as a student who
# wants points without the right code might hand it in: for every attack,
# OUT/NAME/physics.c is BASE (an honest file: stubs, or a wrong function)
# with the attack's code added and called first thing in each FUNCTION
# (the ones BASE gets wrong).  Each must earn exactly what BASE earns
# (assignments/tools/attack_test.sh, autograder_test.sh, classroom_test.sh).
# Prints the attacks' names.
#
#   line_asm       a #line directive, then inline assembly that ends the
#                  process cleanly (exit_group(0)) before the test's checks
#   digraph_line   the same, the directive written %:/* */line
#   self_include   the file includes itself, the assembly in the inner copy
#   symbol_exit    no assembly: from printf's address, libc's symbol table is
#                  walked in memory to _exit, which is called with 0
#   symbol_system  the same walk to system(), which runs a command, then _exit
#   forged_end     the walk, after writing the end of a test and passes to
#                  every open file (the observer's among them)
#   exit0, quick_exit0, abort_pass, atexit_pass   the C library's ways out
#   constructor    a log where every test passed, written before main
#   main           a main of its own
#   longjmp_back   a jump over the test's checks (setjmp saved in a constructor)
#   fork_parent    the parent of a fork leaves, the child goes on
set -eu
base=$1 out=$2; shift 2
fns=$*
mkdir -p "$out"

# plant NAME: BASE with the code on stdin in front (it defines escape())
# and escape(); as the first statement of every FUNCTION.
plant() {
    mkdir -p "$out/$1"
    {
        cat
        awk -v fns=" $fns " '
            { print }
            want { if ($0 ~ /^\{/) { print "    escape();"; want = 0 } }
            match($0, /^[A-Za-z].*[ *][a-z_0-9]+\(/) {
                f = substr($0, 1, RLENGTH - 1); sub(/.*[ *]/, "", f)
                if (index(fns, " " f " ") && $0 !~ /;$/) want = 1
            }' "$base"
    } > "$out/$1/physics.c"
    echo "$1"
}

# The symbol walk: libc's ELF header is the first page of its mapping,
# found going down from printf; its dynamic section gives the symbol and
# string tables, and the symbol named NAME its address.
walk='#include <elf.h>
#include <stdio.h>
#include <string.h>
static void *libc_symbol(const char *name)
{
    int (*p)(const char *, ...) = printf;
    unsigned char *a;
    memcpy(&a, &p, sizeof a);
    unsigned char *b = (unsigned char *)((unsigned long)a & ~4095UL);
    while (memcmp(b, ELFMAG, SELFMAG) != 0)
        b -= 4096;
    Elf64_Ehdr *eh = (Elf64_Ehdr *)b;
    Elf64_Phdr *ph = (Elf64_Phdr *)(b + eh->e_phoff);
    Elf64_Dyn *dyn = NULL;
    for (int i = 0; i < eh->e_phnum; i++)
        if (ph[i].p_type == PT_DYNAMIC)
            dyn = (Elf64_Dyn *)(b + ph[i].p_vaddr);
    Elf64_Sym *sym = NULL;
    const char *str = NULL;
    for (; dyn && dyn->d_tag != DT_NULL; dyn++) {
        unsigned long v = dyn->d_un.d_ptr;
        if (v < (unsigned long)b)
            v += (unsigned long)b;
        if (dyn->d_tag == DT_SYMTAB)
            sym = (Elf64_Sym *)v;
        if (dyn->d_tag == DT_STRTAB)
            str = (const char *)v;
    }
    for (; sym && (const char *)sym < str; sym++)
        if (sym->st_value && strcmp(str + sym->st_name, name) == 0)
            return b + sym->st_value;
    return NULL;
}
static void call_int(void *f, long arg)
{
    void (*g)(long);
    memcpy(&g, &f, sizeof g);
    g(arg);
}
'

plant line_asm <<'EOF'
#line 1 "innocent.c"
static void escape(void)
{
    __asm__ volatile("mov $231, %%eax\n\txor %%edi, %%edi\n\tsyscall" ::: "rax", "rdi", "rcx", "r11", "memory");
}
#line 1 "physics.c"
EOF

# The same, the directive spelled %:line (a digraph) with a comment in it.
plant digraph_line <<'EOF'
%:/* where */line 1 "innocent.c"
static void escape(void)
{
    __asm__ volatile("mov $231, %%eax\n\txor %%edi, %%edi\n\tsyscall" ::: "rax", "rdi", "rcx", "r11", "memory");
}
%:line 1 "physics.c"
EOF

{
    echo '#ifndef ONCE_MORE'
    echo '#define ONCE_MORE'
    echo '#include "./physics.c"'
    echo '#else'
    echo 'static void escape(void)'
    echo '{'
    cat <<'EOF'
    __asm__ volatile("mov $231, %%eax\n\txor %%edi, %%edi\n\tsyscall" ::: "rax", "rdi", "rcx", "r11", "memory");
}
EOF
} | plant self_include > /dev/null
echo '#endif' >> "$out/self_include/physics.c"
echo self_include

{
    printf '%s\n' "$walk"
    echo 'static void escape(void) { call_int(libc_symbol("_exit"), 0); }'
} | plant symbol_exit

{
    printf '%s\n' "$walk"
    echo 'static void escape(void)'
    echo '{'
    echo '    void *run = libc_symbol("system");'
    echo '    int (*sys)(const char *);'
    echo '    memcpy(&sys, &run, sizeof sys);'
    echo '    sys("id > /tmp/kit_attack_system.txt");'
    echo '    call_int(libc_symbol("_exit"), 0);'
    echo '}'
} | plant symbol_system

{
    printf '%s\n' "$walk"
    cat <<'EOF'
static void escape(void)
{
    void *w = libc_symbol("write");
    long (*wr)(int, const void *, unsigned long);
    memcpy(&wr, &w, sizeof wr);
    static const char end[] = "A\tphysics.c:1\t1\t0\t\nE\n";
    for (int fd = 1; fd < 64; fd++)
        wr(fd, end, sizeof end - 1);
    call_int(libc_symbol("_exit"), 0);
}
EOF
} | plant forged_end

printf '#include <stdlib.h>\nstatic void escape(void) { exit(0); }\n' | plant exit0
printf '#include <stdlib.h>\nstatic void escape(void) { quick_exit(0); }\n' | plant quick_exit0
printf '#include <stdlib.h>\n#include <unistd.h>\nstatic void bye(void) { _exit(0); }\nstatic void escape(void) { atexit(bye); abort(); }\n' | plant atexit_pass
printf '#include <signal.h>\nstatic void escape(void) { signal(SIGABRT, SIG_DFL); raise(SIGKILL); }\n' | plant abort_pass
plant constructor <<'EOF'
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
static void escape(void) {}
__attribute__((constructor)) static void forge(void)
{
    const char *log = getenv("CK_LOG_FILE_NAME");
    FILE *f = log ? fopen(log, "w") : NULL;
    if (f) {
        fprintf(f, "Running suite 08 angular resolution\n");
        fprintf(f, "x.c:1:P:angular:impulse_at_lever_arm_spins:0: Passed\n");
        fclose(f);
    }
    _exit(0);
}
EOF
printf 'static void escape(void) {}\nint main(void);\nint main(void) { return 0; }\n' | plant main
plant longjmp_back <<'EOF'
#include <setjmp.h>
#include <stdlib.h>
static jmp_buf back;
static int armed;
static void escape(void)
{
    if (armed)
        longjmp(back, 1);
}
__attribute__((constructor)) static void arm(void)
{
    if (setjmp(back))
        exit(0);
    armed = 1;
}
EOF
printf '#include <stdlib.h>\n#include <unistd.h>\nstatic void escape(void) { if (fork() > 0) _exit(0); }\n' | plant fork_parent
