# plots/track.mk - the figures the track of variants shares (chapter 10),
# included by the top Makefile after the programs' rules (it uses BUILD,
# OUT, GNUPLOT and PLOT_STYLE, and the programs' rules of both).
#
#   make demo    also draws, into out/track/:
#     pile_ke.png       the benchmark's pile of 100 shapes (bench/pile.awk,
#                       600 updates, no keys): the linear kinetic energy
#                       after each update (trace column ke_linear)
#     pile_overlap.png  the same runs: the deepest overlap (max_depth)
#     tower.png         a tower of ten 4 x 4 boxes standing on the floor
#                       (plots/tower.awk, 600 updates, no keys): how far
#                       the top box has moved sideways, in box sizes
#
# Each figure has stage 08 and each step of chapter 10's track, in the
# track's order (variants/index.txt: contact_manifold, sequential_impulses,
# warm_starting).  plots/track.gp draws them with the look of
# plots/style.gp.  The runs:
#   $(OUT)/track/pile/PROGRAM.csv    the pile's trace
#   $(OUT)/track/tower/PROGRAM.csv   the top box over time
#                                    (plots/tower_drift.awk's table, from
#                                    the run's plot data, since the trace
#                                    holds sums over all bodies only;
#                                    the run's trace is beside it, as
#                                    PROGRAM.trace.csv)
# PROGRAM is stage08 or variant_NAME.
#
# Also chapter 10's residual figure:
#   out/track/residual.png   plots/residual.c, built against warm_starting's
#                            headers and library, runs the pile of 100 for
#                            600 updates, then sweeps that state warm and
#                            from zero; plots/residual.gp draws the residual
#                            after each of the 15 sweeps (log y); its table
#                            is out/track/residual.csv

TRACK_NAMES := $(foreach l,$(VARIANT_TITLES),$(if $(filter 10,$(word 2,$(subst |, ,$(l)))),$(firstword $(subst |, ,$(l)))))
TRACK_PROGRAMS := stage08 $(addprefix variant_,$(TRACK_NAMES))
TRACK_OUT := $(OUT)/track
TRACK_FRAMES := 600
TRACK_PILE_N := 100
# The tower's plot data: every other frame (a frame is some 25 kB).
TRACK_TOWER_EVERY := 2
# The plot data gives 6 significant digits: at x = 50 a move of 1e-4,
# 2.5e-5 of a 4-unit box; below that the figure draws the floor.
TRACK_TOWER_FLOOR := 2.5e-5
# The overlap before the pile lands is 0 or a graze of 1e-11; the range
# worth reading starts well below the track's aim (0.05) and its slops.
TRACK_OVERLAP_FLOOR := 1e-4

TRACK_PILE_CSV := $(foreach p,$(TRACK_PROGRAMS),$(TRACK_OUT)/pile/$(p).csv)
TRACK_TOWER_CSV := $(foreach p,$(TRACK_PROGRAMS),$(TRACK_OUT)/tower/$(p).csv)
TRACK_FIGS := $(TRACK_OUT)/pile_ke.png $(TRACK_OUT)/pile_overlap.png $(TRACK_OUT)/tower.png

DEMO_EXTRA += $(TRACK_FIGS)
demo-files: $(TRACK_FIGS)
.SECONDARY: $(TRACK_PILE_CSV) $(TRACK_TOWER_CSV) $(TRACK_OUT)/pile.scene $(TRACK_OUT)/tower.scene

$(TRACK_OUT)/pile.scene: bench/pile.awk
	@mkdir -p $(@D)
	awk -v n=$(TRACK_PILE_N) -f bench/pile.awk > $@

$(TRACK_OUT)/tower.scene: plots/tower.awk
	@mkdir -p $(@D)
	awk -f plots/tower.awk > $@

$(TRACK_OUT)/pile/%.csv: $(BUILD)/% $(TRACK_OUT)/pile.scene plots/no_keys.txt
	@mkdir -p $(@D)
	$(BUILD)/$* --scene $(TRACK_OUT)/pile.scene --script plots/no_keys.txt \
	    --frames $(TRACK_FRAMES) --trace $@ > $(@:.csv=.txt)

# The plot data is read once and removed (it is large).
$(TRACK_OUT)/tower/%.csv: $(BUILD)/% $(TRACK_OUT)/tower.scene plots/no_keys.txt plots/tower_drift.awk
	@mkdir -p $(@D)
	$(BUILD)/$* --scene $(TRACK_OUT)/tower.scene --script plots/no_keys.txt \
	    --frames $(TRACK_FRAMES) --trace $(@:.csv=.trace.csv) \
	    --plot-data $(@:.csv=.dat) --every $(TRACK_TOWER_EVERY) > $(@:.csv=.txt)
	awk -f plots/tower_drift.awk $(TRACK_OUT)/tower.scene $(@:.csv=.dat) > $@
	rm -f $(@:.csv=.dat)

$(TRACK_OUT)/pile_ke.png: $(TRACK_PILE_CSV) plots/track.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/track.gp $@ "The benchmark's pile of $(TRACK_PILE_N) shapes (bench/pile.awk), no keys" \
	    ke_linear "linear kinetic energy, sum of m v^2/2 (log scale)" "$(TRACK_PILE_CSV)" log

$(TRACK_OUT)/pile_overlap.png: $(TRACK_PILE_CSV) plots/track.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/track.gp $@ "The benchmark's pile of $(TRACK_PILE_N) shapes (bench/pile.awk), no keys" \
	    max_depth "deepest overlap among the contacts (log scale)" "$(TRACK_PILE_CSV)" log $(TRACK_OVERLAP_FLOOR)

$(TRACK_OUT)/tower.png: $(TRACK_TOWER_CSV) plots/track.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/track.gp $@ "A tower of ten 4 x 4 boxes on the floor (plots/tower.awk), no keys" \
	    drift "sideways move of the top box, in box sizes (log scale)" "$(TRACK_TOWER_CSV)" log \
	    $(TRACK_TOWER_FLOOR) 0.01 "1 % of a box"

# Chapter 12's figure: the same sideways drift of the top box on a stack
# of twenty, for stage 08, chapter 10's solvers and soft_step:
#   out/track/stack20.png   plots/tower.awk with n=20, 600 updates, no keys
STACK_PROGRAMS := stage08 variant_sequential_impulses variant_warm_starting variant_soft_step
STACK_CSV := $(foreach p,$(STACK_PROGRAMS),$(TRACK_OUT)/stack20/$(p).csv)
TRACK_FIGS += $(TRACK_OUT)/stack20.png
DEMO_EXTRA += $(TRACK_OUT)/stack20.png
demo-files: $(TRACK_OUT)/stack20.png
.SECONDARY: $(STACK_CSV) $(TRACK_OUT)/stack20.scene

$(TRACK_OUT)/stack20.scene: plots/tower.awk
	@mkdir -p $(@D)
	awk -v n=20 -f plots/tower.awk > $@

$(TRACK_OUT)/stack20/%.csv: $(BUILD)/% $(TRACK_OUT)/stack20.scene plots/no_keys.txt plots/tower_drift.awk
	@mkdir -p $(@D)
	$(BUILD)/$* --scene $(TRACK_OUT)/stack20.scene --script plots/no_keys.txt \
	    --frames $(TRACK_FRAMES) --trace $(@:.csv=.trace.csv) \
	    --plot-data $(@:.csv=.dat) --every $(TRACK_TOWER_EVERY) > $(@:.csv=.txt)
	awk -f plots/tower_drift.awk $(TRACK_OUT)/stack20.scene $(@:.csv=.dat) > $@
	rm -f $(@:.csv=.dat)

$(TRACK_OUT)/stack20.png: $(STACK_CSV) plots/track.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/track.gp $@ "A stack of twenty 4 x 4 boxes on the floor (plots/tower.awk, n = 20), no keys" \
	    drift "sideways move of the top box, in box sizes (log scale)" "$(STACK_CSV)" log \
	    $(TRACK_TOWER_FLOOR) 0.01 "1 % of a box"

TRACK_FIGS += $(TRACK_OUT)/residual.png
DEMO_EXTRA += $(TRACK_OUT)/residual.png
demo-files: $(TRACK_OUT)/residual.png
$(BUILD)/obj/plots/residual.o: plots/residual.c | $(COPIES_variant_warm_starting)
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -DSTAGE_NUMBER=8 -I$(SRCDIR_variant_warm_starting) -Icommon -c $< -o $@
$(BUILD)/plots/residual: $(BUILD)/obj/plots/residual.o $(BUILD)/libvariant_warm_starting.a $(BUILD)/libcommon.a
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@
$(TRACK_OUT)/residual.scene: bench/pile.awk
	@mkdir -p $(@D)
	awk -v n=100 -f bench/pile.awk > $@
$(TRACK_OUT)/residual.csv: $(BUILD)/plots/residual $(TRACK_OUT)/residual.scene
	$(BUILD)/plots/residual $(TRACK_OUT)/residual.scene 600 > $@
$(TRACK_OUT)/residual.png: $(TRACK_OUT)/residual.csv plots/residual.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/residual.gp $@ "The benchmark's pile of 100 shapes after 10 s: one update's sweeps" $<
