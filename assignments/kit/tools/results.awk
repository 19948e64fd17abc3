# results.awk - turn a Check log (CK_LOG_FILE_NAME) into one line per test:
#   KEY<TAB>pass|fail<TAB>FILE<TAB>MESSAGES
# KEY is "suite|case|test".  A loop test passes when every iteration
# passes; MESSAGES are the failing iterations' "file:line: message", joined
# by " // ".  Plain awk (mawk).
/^Running suite / { suite = substr($0, 15); next }
match($0, /^[^:]*:[0-9]+:[PFE]:[^:]*:[^:]*:[0-9]+: /) {
    head = substr($0, 1, RLENGTH - 2); msg = substr($0, RLENGTH + 1)
    n = split(head, f, ":")
    key = suite "|" f[4] "|" f[5]
    if (!(key in status)) { order[++count] = key; status[key] = "pass" }
    if (f[3] == "P") { if (!(key in file)) file[key] = f[1]; next }
    status[key] = "fail"
    where = f[1]; sub(/^.*\//, "", where)
    m = (f[3] == "E" ? "error: " : "") where ":" f[2] ": " msg
    if (f[6] != "0") m = "iteration " f[6] ": " m
    messages[key] = messages[key] (messages[key] == "" ? "" : " // ") m
}
END {
    for (i = 1; i <= count; i++) {
        k = order[i]
        printf "%s\t%s\t%s\t%s\n", k, status[k], (k in file ? file[k] : "-"), messages[k]
    }
}
