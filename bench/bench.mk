# bench/bench.mk - the cost-growth benchmark, included by the top Makefile
# (which gives STAGE_NUMS, BUILD, OUT, CC, ALL_CFLAGS, not_after).
#
#   make bench         every stage from 05 on (and every $(BUILD)/variant_*
#                      program) on the pile of N shapes for each N: the
#                      table out/bench/bench.csv and the figure
#                      out/bench/cost.png (plots/cost.gp); then their rows
#                      of the state table (out/bench/state.csv and
#                      state.md: how far the pile has come to rest after
#                      600 updates, bench/state.sh)
#   make bench-peers   the same pile run by Box2D and Chipmunk, each with
#                      sleeping off and on (rows box2d, box2d_sleep,
#                      chipmunk, chipmunk_sleep), through the harnesses in
#                      bench/peers/; their rows join the same tables and
#                      figure
#   make bench-rest    what an update of the rested pile costs (piles of
#                      200 and 800, updates 1201-2400): the track's
#                      broad_phase (solving it awake) and sleeping, and
#                      the peers with sleeping off and on, side by side
#                      (bench/rest.sh; out/bench/rest.csv and rest.md)
#   BENCH_SIZES="10 50" BENCH_RUNS=1 make bench    a quicker run
#   BENCH_BROAD_SIZES="800 2000 5000" make bench-peers   the largest pile too
#
#   make out/bench/cost.png   the figure alone (the book makes it): from
#                      out/bench/bench.csv when this machine has run the
#                      benchmark, else from the reference run committed in
#                      bench/reference/ (gnuplot alone, no peers needed);
#                      the figure's title says which
#
# Speed is measured here and only here; the unit tests never time anything.
# See bench/bench.sh for what is measured (the loop of updates alone, as
# each program reports it) and bench/README.md for how to read the figure
# and the measured tables.

BENCH_OUT := $(OUT)/bench
BENCH_BIN := $(BUILD)/bench
BENCH_TIMER := $(BENCH_BIN)/timer
BENCH_CSV := $(BENCH_OUT)/bench.csv
BENCH_FIG := $(BENCH_OUT)/cost.png
# The reference run (bench/reference/README.md says how it was made) and
# the line the figure's title gives it.
BENCH_REF_CSV := bench/reference/bench.csv
BENCH_REF_NOTE := reference run: 2 cores, Debian 12, gcc 12, 27 Nov 2026 (bench/reference/bench.csv)
# Stages 05 and later: the ones that move.
BENCH_STAGES := $(foreach n,$(STAGE_NUMS),$(if $(call not_after,05,$(n)),$(BUILD)/stage$(n)))
# Variant programs, when a change builds some: taken as they are found in
# $(BUILD) (the shell's glob, at run time, so one built by `all` counts).
BENCH_VARIANT_GLOB := $(BUILD)/variant_*
BENCH_VARIANTS_FOUND = $$(for p in $(BENCH_VARIANT_GLOB); do if [ -f "$$p" ] && [ -x "$$p" ]; then echo "$$p"; fi; done)
BENCH_PEERS := $(BENCH_BIN)/box2d $(BENCH_BIN)/chipmunk
# The peers' rows: each harness with sleeping off and on.
BENCH_PEER_ROWS := 'box2d=$(BENCH_BIN)/box2d' 'box2d_sleep=$(BENCH_BIN)/box2d --sleep' \
	'chipmunk=$(BENCH_BIN)/chipmunk' 'chipmunk_sleep=$(BENCH_BIN)/chipmunk --sleep'
CXX ?= g++
GNUPLOT ?= gnuplot
BENCH_CXXFLAGS = -std=c++17 -Wall -Wextra -Wpedantic -ffp-contract=off $(CFLAGS) $(SANFLAGS) -MMD -MP
BOX2D_LIBS := -lbox2d
CHIPMUNK_LIBS := -lchipmunk -lm

.PHONY: bench bench-run bench-peers bench-peers-run bench-rest bench-rest-run bench-plot \
	bench-state-table bench-source-check

# Like test and demo: the packages first (gnuplot; for the peers also the
# C++ compiler and the Box2D and Chipmunk headers, which nothing else
# needs), then the build and the runs.
bench:
	@$(MAKE) --no-print-directory deps
	@$(MAKE) --no-print-directory bench-run

bench-peers:
	@sh tools/deps.sh gnuplot-nox g++ libbox2d-dev libchipmunk-dev
	@$(MAKE) --no-print-directory bench-peers-run

bench-run: all $(BENCH_TIMER)
	@sh bench/bench.sh $(BENCH_TIMER) $(BENCH_OUT) $(BENCH_STAGES) $(BENCH_VARIANTS_FOUND)
	@$(MAKE) --no-print-directory bench-plot
	@sh bench/state.sh $(BENCH_OUT) $(BENCH_STAGES) $(BENCH_VARIANTS_FOUND)

bench-peers-run: $(BENCH_TIMER) $(BENCH_PEERS)
	@sh bench/bench.sh $(BENCH_TIMER) $(BENCH_OUT) $(BENCH_PEER_ROWS)
	@$(MAKE) --no-print-directory bench-plot
	@sh bench/state.sh $(BENCH_OUT) $(BENCH_PEER_ROWS)

bench-rest:
	@sh tools/deps.sh gcc make g++ libbox2d-dev libchipmunk-dev
	@$(MAKE) --no-print-directory bench-rest-run

bench-rest-run: $(BUILD)/variant_broad_phase $(BUILD)/variant_sleeping $(BENCH_PEERS)
	@sh bench/rest.sh $(BENCH_OUT) $(BUILD)/variant_broad_phase $(BUILD)/variant_sleeping \
		$(BENCH_PEER_ROWS)

# Redraws the figure from whatever the table holds.
bench-plot:
	@rm -f $(BENCH_FIG)
	@$(MAKE) --no-print-directory $(BENCH_FIG)

# The figure: this machine's table when a run of make bench or make
# bench-peers wrote one (its rows are then what the figure shows, peers
# or not), else the reference run's.  $(BENCH_OUT)/cost.source names the
# table drawn and is rewritten only when that choice changes, so the
# figure is redrawn when the reader's table appears or goes, and not
# otherwise.
$(BENCH_OUT)/cost.source: bench-source-check
bench-source-check:
	@mkdir -p $(BENCH_OUT)
	@if [ -f $(BENCH_CSV) ]; then src=$(BENCH_CSV); else src=$(BENCH_REF_CSV); fi; \
	if [ "$$(cat $(BENCH_OUT)/cost.source 2>/dev/null)" != "$$src" ]; then echo "$$src" > $(BENCH_OUT)/cost.source; fi

$(BENCH_FIG): $(BENCH_OUT)/cost.source $(BENCH_REF_CSV) $(wildcard $(BENCH_CSV)) plots/cost.gp plots/style.gp
	@src=$$(cat $(BENCH_OUT)/cost.source); \
	if [ "$$src" = $(BENCH_CSV) ]; then note="this machine's run ($(BENCH_CSV), $$(date -r $(BENCH_CSV) +'%d %b %Y'))"; \
	else note='$(BENCH_REF_NOTE)'; fi; \
	$(GNUPLOT) -c plots/cost.gp "$$src" $@ "$$note" && echo "bench: drew $@ from $$src"

# Prints the state table again from out/bench/state.csv.
bench-state-table:
	@sh bench/state.sh --table $(BENCH_OUT)

# ---- the programs -----------------------------------------------------------
$(BENCH_TIMER): bench/timer.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $< -o $@

$(BENCH_BIN)/obj/pile_scene.o: bench/peers/pile_scene.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BENCH_BIN)/obj/chipmunk_pile.o: bench/peers/chipmunk_pile.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(BENCH_BIN)/obj/box2d_pile.o: bench/peers/box2d_pile.cpp
	@mkdir -p $(@D)
	$(CXX) $(BENCH_CXXFLAGS) -c $< -o $@

$(BENCH_BIN)/chipmunk: $(BENCH_BIN)/obj/chipmunk_pile.o $(BENCH_BIN)/obj/pile_scene.o
	$(CC) $(ALL_CFLAGS) $^ $(CHIPMUNK_LIBS) -o $@

$(BENCH_BIN)/box2d: $(BENCH_BIN)/obj/box2d_pile.o $(BENCH_BIN)/obj/pile_scene.o
	$(CXX) $(BENCH_CXXFLAGS) $^ $(BOX2D_LIBS) -o $@
