# shellcheck shell=sh
# programs.sh - what bench/bench.sh and bench/rest.sh share; each sources
# it (. "$here/programs.sh").
#
#   program_list TAG FILE PROGRAM...   writes FILE, one line per PROGRAM:
#                                      "NAME<TAB>PATH OPTION...".  A
#                                      PROGRAM is a path (NAME is the
#                                      file's name, e.g. stage08) or, as
#                                      one argument, NAME=PATH OPTION...
#                                      (e.g. 'box2d_sleep=build/bench/box2d
#                                      --sleep').  A PATH that is not an
#                                      executable file stops the script
#                                      with "TAG: PATH is not a program",
#                                      status 2.
#   median < NUMBERS                   the middle one of the numbers, one
#                                      per line (the mean of the two
#                                      middle ones for an even count).
#   preset_order PRESETS_H             the presets' names in the book's
#                                      order (engine/presets.h's
#                                      PRESET_LIST, one per line)
#   presets_from NAME PRESETS_H        NAME and every preset that grows
#                                      from it, one per line: the
#                                      presets that have NAME's idea

program_list() {
    tag=$1; file=$2; shift 2
    : > "$file"
    for spec in "$@"; do
        case $spec in
            *=*) name=${spec%%=*}; cmd=${spec#*=} ;;
            *) name=$(basename "$spec"); cmd=$spec ;;
        esac
        # shellcheck disable=SC2086
        set -- $cmd
        if [ ! -x "$1" ] || [ ! -f "$1" ]; then
            echo "$tag: $1 is not a program" >&2
            exit 2
        fi
        printf '%s\t%s\n' "$name" "$cmd" >> "$file"
    done
}

median() {
    sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.9g\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

preset_lines() {
    sed -n 's/^ *PRESET(\([a-z_0-9]*\), [0-9]*, \([a-z_0-9]*\),.*/\1 \2/p' "$1"
}

preset_order() {
    preset_lines "$1" | cut -d ' ' -f 1
}

# A preset's parent comes before it in PRESET_LIST, so one pass finds
# every descendant.
presets_from() {
    preset_lines "$2" | awk -v root="$1" '$1 == root || has[$2] { has[$1] = 1; print $1 }'
}
