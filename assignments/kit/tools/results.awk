# results.awk - turn a Check log (CK_LOG_FILE_NAME) into one line per test:
#   KEY<TAB>pass|fail<TAB>FILE<TAB>MESSAGE
# KEY is "suite|case|test|iteration": every iteration of a loop test is a
# test of its own, as Check counts them.  MESSAGE is "file:line: message"
# for a failure ("error: ..." when the test crashed or timed out).  The
# log is written by Check's parent process, which runs no code of yours:
# each test runs in a child process of its own.  Plain awk (mawk).
/^Running suite / { suite = substr($0, 15); next }
match($0, /^[^:]*:[0-9]+:[PFE]:[^:]*:[^:]*:[0-9]+: /) {
    head = substr($0, 1, RLENGTH - 2); msg = substr($0, RLENGTH + 1)
    n = split(head, f, ":")
    key = suite "|" f[4] "|" f[5] "|" f[6]
    if (!(key in status)) order[++count] = key
    file[key] = f[1]
    if (f[3] == "P") { if (!(key in status)) status[key] = "pass"; next }
    status[key] = "fail"
    where = f[1]; sub(/^.*\//, "", where)
    messages[key] = (f[3] == "E" ? "error: " : "") where ":" f[2] ": " msg
}
END {
    for (i = 1; i <= count; i++) {
        k = order[i]
        printf "%s\t%s\t%s\t%s\n", k, status[k], file[k], messages[k]
    }
}
