# plots/track.mk - the figures the track of presets shares (chapter 10),
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
# track's order (engine/presets.h: contact_manifold, sequential_impulses,
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

$(TRACK_OUT)/pile_ke.png: $(TRACK_PILE_CSV) plots/track.gp plots/programs.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/track.gp $@ "The benchmark's pile of $(TRACK_PILE_N) shapes (bench/pile.awk), no keys" \
	    ke_linear "linear kinetic energy, sum of m v^2/2 (log scale)" "$(TRACK_PILE_CSV)" log

$(TRACK_OUT)/pile_overlap.png: $(TRACK_PILE_CSV) plots/track.gp plots/programs.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/track.gp $@ "The benchmark's pile of $(TRACK_PILE_N) shapes (bench/pile.awk), no keys" \
	    max_depth "deepest overlap among the contacts (log scale)" "$(TRACK_PILE_CSV)" log $(TRACK_OVERLAP_FLOOR)

$(TRACK_OUT)/tower.png: $(TRACK_TOWER_CSV) plots/track.gp plots/programs.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/track.gp $@ "A tower of ten 4 x 4 boxes on the floor (plots/tower.awk), no keys" \
	    drift "sideways move of the top box, in box sizes (log scale)" "$(TRACK_TOWER_CSV)" log \
	    $(TRACK_TOWER_FLOOR) 0.01 "1 % of a box"

# Chapter 10's count of lost warm starts: the offset stack run by
# soft_step with each rule of point_ids, its trace's column lost_ids:
#   out/track/lost_ids.png   plots/lost_ids.gp
LOST_IDS_RULES := reference_face features
LOST_IDS_CSV := $(foreach r,$(LOST_IDS_RULES),$(TRACK_OUT)/lost_ids/$(r).csv)
TRACK_FIGS += $(TRACK_OUT)/lost_ids.png
DEMO_EXTRA += $(TRACK_OUT)/lost_ids.png
demo-files: $(TRACK_OUT)/lost_ids.png
.SECONDARY: $(LOST_IDS_CSV)

$(TRACK_OUT)/lost_ids/%.csv: $(BUILD)/variant_soft_step book/scenes/offset_stack.scene plots/no_keys.txt
	@mkdir -p $(@D)
	$(BUILD)/variant_soft_step --scene book/scenes/offset_stack.scene --script plots/no_keys.txt \
	    --frames $(TRACK_FRAMES) --set 'point_ids $*' --set 'column lost_ids' --trace $@ > $(@:.csv=.txt)

$(TRACK_OUT)/lost_ids.png: $(LOST_IDS_CSV) plots/lost_ids.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/lost_ids.gp $@ $(LOST_IDS_CSV)

# Chapter 13's figure: the same sideways drift of the top box on a stack
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

$(TRACK_OUT)/stack20.png: $(STACK_CSV) plots/track.gp plots/programs.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/track.gp $@ "A stack of twenty 4 x 4 boxes on the floor (plots/tower.awk, n = 20), no keys" \
	    drift "sideways move of the top box, in box sizes (log scale)" "$(STACK_CSV)" log \
	    $(TRACK_TOWER_FLOOR) 0.01 "1 % of a box"

# Chapter 13's comparison of the track's solvers on the benchmark scenes
# (a Solver2D-style table): stage 08, sequential_impulses, warm_starting,
# sleeping (warm_starting's solver with sleep, as soft_step has it) and
# soft_step, each on each scene for TRACK_FRAMES updates with no keys:
#   out/track/compare/SCENE.scene   the scenes: the stack of twenty
#                                   (plots/tower.awk, n = 20), the pile
#                                   of 200 (bench/pile.awk) and
#                                   plots/benchmark_scenes.awk's
#   out/track/compare/SCENE/PROGRAM.{trace.csv,csv,row}
#                                   each run (plots/compare_run.sh)
#   out/track/compare/cost.csv      each program's impulses per contact
#                                   point per update (below)
#   out/track/compare.csv           every run's row (plots/compare_row.awk)
#   out/track/compare.md            the table (plots/compare_table.awk),
#                                   which chapter 13 quotes
#                                   (book/13-the-soft-step-on-hard-scenes.md):
#                                   make demo stops when the quote is not
#                                   the table (plots/table_check.awk)
#   out/track/compare.png           the runs over time (plots/compare.gp)
COMPARE_OUT := $(TRACK_OUT)/compare
COMPARE_PROGRAMS := stage08 variant_sequential_impulses variant_warm_starting variant_sleeping variant_soft_step
COMPARE_SCENES := stack20 pyramid heavy_on_light heavy_pyramid ramp overlap pile200
COMPARE_KIND_stack20 := stack
COMPARE_KIND_pyramid := stack
COMPARE_KIND_heavy_on_light := stack
COMPARE_KIND_heavy_pyramid := stack
COMPARE_KIND_ramp := ramp
COMPARE_KIND_overlap := overlap
COMPARE_KIND_pile200 := pile
# The plot data of every sixth frame: 0.1 s apart, and frame 120 (2 s),
# where the ramp is read, among them.
COMPARE_EVERY := 6
COMPARE_ROWS := $(foreach s,$(COMPARE_SCENES),$(foreach p,$(COMPARE_PROGRAMS),$(COMPARE_OUT)/$(s)/$(p).row))
COMPARE_BOOK := book/13-the-soft-step-on-hard-scenes.md
# The cost of an update per contact point, from the scenes' defaults
# (none of the scenes sets relaxation or sub_steps): stage 08 runs
# `relaxation` passes, each a normal and a friction impulse (after the
# narrow phase and a position correction) at a pair's one point; the
# track sweeps `relaxation` times, a normal, a friction and a pseudo
# impulse at each point; soft_step solves and relaxes once in each of
# its sub-steps, a normal and a friction impulse at each point in each
# (the warm starts and the one pass of restitution, which only points
# that bounce take, are not counted, in any of them).
COMPARE_RELAXATION := $(shell awk '$$2 == "DEFAULT_RELAXATION" { print $$3 }' common/physics_constants.h)
COMPARE_SUB_STEPS := $(shell awk '$$2 == "STEP_DEFAULT_SUB_STEPS" { print $$3 }' engine/physics.h)

TRACK_FIGS += $(TRACK_OUT)/compare.png
DEMO_EXTRA += $(TRACK_OUT)/compare.md $(TRACK_OUT)/compare.csv
demo-files: $(TRACK_OUT)/compare.png $(TRACK_OUT)/compare.checked
.SECONDARY: $(COMPARE_ROWS) $(foreach s,$(COMPARE_SCENES),$(COMPARE_OUT)/$(s).scene) $(COMPARE_OUT)/cost.csv

$(COMPARE_OUT)/stack20.scene: plots/tower.awk
	@mkdir -p $(@D)
	awk -v n=20 -f plots/tower.awk > $@
$(COMPARE_OUT)/pile200.scene: bench/pile.awk
	@mkdir -p $(@D)
	awk -v n=200 -f bench/pile.awk > $@
$(COMPARE_OUT)/%.scene: plots/benchmark_scenes.awk
	@mkdir -p $(@D)
	awk -v scene=$* -f plots/benchmark_scenes.awk > $@

# $(1) = SCENE: its runs, one rule for every program.
define COMPARE_runs
$(COMPARE_OUT)/$(1)/%.row: $(BUILD)/% $(COMPARE_OUT)/$(1).scene plots/compare_run.sh plots/compare_row.awk plots/tower_drift.awk plots/no_keys.txt
	sh plots/compare_run.sh $(BUILD)/$$* $(COMPARE_KIND_$(1)) $(COMPARE_OUT)/$(1).scene $(TRACK_FRAMES) $(COMPARE_EVERY) $(COMPARE_OUT)/$(1)/$$*
endef
$(foreach s,$(COMPARE_SCENES),$(eval $(call COMPARE_runs,$(s))))

$(COMPARE_OUT)/cost.csv: common/physics_constants.h engine/physics.h plots/track.mk
	@mkdir -p $(@D)
	@test -n "$(COMPARE_RELAXATION)" && test -n "$(COMPARE_SUB_STEPS)" || \
	    { echo "plots/track.mk: DEFAULT_RELAXATION or STEP_DEFAULT_SUB_STEPS not found" >&2; exit 2; }
	{ echo program,passes,impulses; \
	  echo stage08,$(COMPARE_RELAXATION),$$(($(COMPARE_RELAXATION) * 2)); \
	  for p in variant_sequential_impulses variant_warm_starting variant_sleeping; do \
	      echo $$p,$$(($(COMPARE_RELAXATION) * 3)),$$(($(COMPARE_RELAXATION) * 3)); done; \
	  echo variant_soft_step,$$(($(COMPARE_SUB_STEPS) * 2)),$$(($(COMPARE_SUB_STEPS) * 4)); } > $@

$(TRACK_OUT)/compare.csv: $(COMPARE_ROWS) plots/compare_row.awk
	{ awk -v header=1 -f plots/compare_row.awk; cat $(COMPARE_ROWS); } > $@

$(TRACK_OUT)/compare.md: $(TRACK_OUT)/compare.csv $(COMPARE_OUT)/cost.csv plots/compare_table.awk
	awk -v programs="$(COMPARE_PROGRAMS)" -f plots/compare_table.awk $(TRACK_OUT)/compare.csv $(COMPARE_OUT)/cost.csv > $@

# The chapter quotes the table as make demo computes it.
$(TRACK_OUT)/compare.checked: $(TRACK_OUT)/compare.md $(COMPARE_BOOK) plots/table_check.awk
	awk -v table=out/track/compare.md -f plots/table_check.awk $(TRACK_OUT)/compare.md $(COMPARE_BOOK)
	@touch $@

$(TRACK_OUT)/compare.png: $(COMPARE_ROWS) $(COMPARE_OUT)/cost.csv plots/compare.gp plots/programs.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/compare.gp $@ $(COMPARE_OUT) "$(COMPARE_PROGRAMS)"

# Chapter 13's sweeps against sub-steps: the pyramid of 20 rows run by
# warm_starting with more and more sweeps (a scene line `relaxation N`)
# and by soft_step with more and more sub-steps (`sub_steps N`, each
# with `hertz_cap off`, so that every row springs at the 30 Hz it asks
# and the sub-steps alone change from row to row):
#   out/track/compare/steps/PROGRAM_rN, PROGRAM_nN   the runs
#   out/track/steps.md    the table (plots/steps_table.awk), which
#                         chapter 13 quotes (checked as compare.md
#                         is), and
#                         out/track/compare/steps.csv, the same for
#                         the figure
#   out/track/steps.png   the top box's drift against the cost
#                         (plots/steps.gp)
STEPS_SWEEPS := 4 8 15 30 60
STEPS_SUB_STEPS := 1 2 4 8 16
STEPS_ROWS := $(foreach r,$(STEPS_SWEEPS),$(COMPARE_OUT)/steps/warm_starting_r$(r).row) \
	$(foreach n,$(STEPS_SUB_STEPS),$(COMPARE_OUT)/steps/soft_step_n$(n).row)
TRACK_FIGS += $(TRACK_OUT)/steps.png
DEMO_EXTRA += $(TRACK_OUT)/steps.md
demo-files: $(TRACK_OUT)/steps.png $(TRACK_OUT)/steps.checked
.SECONDARY: $(STEPS_ROWS) $(STEPS_ROWS:.row=.scene) $(COMPARE_OUT)/steps.csv

$(COMPARE_OUT)/steps/warm_starting_r%.scene: $(COMPARE_OUT)/pyramid.scene
	@mkdir -p $(@D)
	{ echo "relaxation $*"; cat $<; } > $@
$(COMPARE_OUT)/steps/soft_step_n%.scene: $(COMPARE_OUT)/pyramid.scene
	@mkdir -p $(@D)
	{ echo "sub_steps $*"; echo "hertz_cap off"; cat $<; } > $@
$(COMPARE_OUT)/steps/%.row: $(COMPARE_OUT)/steps/%.scene $(BUILD)/variant_warm_starting $(BUILD)/variant_soft_step plots/compare_run.sh plots/compare_row.awk plots/tower_drift.awk plots/no_keys.txt
	sh plots/compare_run.sh $(BUILD)/variant_$(firstword $(subst _r, ,$(subst _n, ,$*))) stack $< $(TRACK_FRAMES) $(COMPARE_EVERY) $(@:.row=)

$(TRACK_OUT)/steps.md: $(STEPS_ROWS) plots/steps_table.awk
	awk -f plots/steps_table.awk $(STEPS_ROWS) > $@

$(TRACK_OUT)/steps.checked: $(TRACK_OUT)/steps.md $(COMPARE_BOOK) plots/table_check.awk
	awk -v table=out/track/steps.md -f plots/table_check.awk $(TRACK_OUT)/steps.md $(COMPARE_BOOK)
	@touch $@

$(COMPARE_OUT)/steps.csv: $(STEPS_ROWS) plots/steps_table.awk
	awk -v csv=1 -f plots/steps_table.awk $(STEPS_ROWS) > $@

$(TRACK_OUT)/steps.png: $(COMPARE_OUT)/steps.csv plots/steps.gp plots/programs.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/steps.gp $@ $<

TRACK_FIGS += $(TRACK_OUT)/residual.png
DEMO_EXTRA += $(TRACK_OUT)/residual.png
demo-files: $(TRACK_OUT)/residual.png
$(BUILD)/obj/plots/residual.o: plots/residual.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -DSTAGE_NUMBER=8 -Iengine -Icommon -c $< -o $@
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

# Chapter 14's figures, from Box2D-Lite's chain and bridge
# (book/scenes/joints/), each as the demo has it (its hinges soft) and
# with rigid hinges (the same file without its hertz= and damping=
# options), and the rigid chain in 8 sub-steps (a line sub_steps 8):
#   out/track/joints/NAME.scene, NAME.csv   each run with no keys, as
#                                 plots/joint_gaps.c (built against the
#                                 variant joints) writes it: the chain
#                                 600 updates, the bridge 1800
#   out/track/chain_gaps.png      the chain's widest anchor gap
#                                 (plots/chain_gaps.gp)
#   out/track/bridge_sag.png      how far the bridge's lowest plank hangs
#                                 (plots/bridge_sag.gp), against where
#                                 springs of the demo's hertz and of
#                                 JOINT_RIGID_HERTZ hold it at rest
#                                 (plots/bridge_sag.awk)
JOINT_OUT := $(TRACK_OUT)/joints
JOINT_RUNS := chain_soft chain_rigid chain_rigid_8 bridge_soft bridge_rigid
JOINT_SCENE_chain := book/scenes/joints/9_multi_pendulum.scene
JOINT_SCENE_bridge := book/scenes/joints/7_bridge.scene
JOINT_FRAMES_chain := 600
JOINT_FRAMES_bridge := 1800
# The planks' starting height, and the stiff spring of a rigid joint's push.
JOINT_BRIDGE_Y0 := $(shell awk '$$1 == "rect" && $$0 !~ / static/ { print $$3; exit }' $(JOINT_SCENE_bridge))
JOINT_RIGID_HERTZ := $(shell awk '$$2 == "JOINT_RIGID_HERTZ" { print $$3 }' engine/joint.h)
TRACK_FIGS += $(TRACK_OUT)/chain_gaps.png $(TRACK_OUT)/bridge_sag.png
demo-files: $(TRACK_OUT)/chain_gaps.png $(TRACK_OUT)/bridge_sag.png
.SECONDARY: $(foreach r,$(JOINT_RUNS),$(JOINT_OUT)/$(r).scene $(JOINT_OUT)/$(r).csv)

$(BUILD)/obj/plots/joint_gaps.o: plots/joint_gaps.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -DSTAGE_NUMBER=8 -Iengine -Icommon -c $< -o $@
$(BUILD)/plots/joint_gaps: $(BUILD)/obj/plots/joint_gaps.o $(BUILD)/libvariant_joints.a $(BUILD)/libcommon.a
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) $^ $(LDLIBS) -o $@

$(JOINT_OUT)/%_soft.scene: $(JOINT_SCENE_chain) $(JOINT_SCENE_bridge)
	@mkdir -p $(@D)
	cp $(JOINT_SCENE_$*) $@
$(JOINT_OUT)/%_rigid.scene: $(JOINT_SCENE_chain) $(JOINT_SCENE_bridge) plots/track.mk
	@mkdir -p $(@D)
	sed 's/ hertz=[^ ]*//; s/ damping=[^ ]*//' $(JOINT_SCENE_$*) > $@.tmp
	@! grep -n ' hertz=\| damping=' $@.tmp || { echo "plots/track.mk: $@ keeps a soft joint" >&2; rm -f $@.tmp; exit 2; }
	mv $@.tmp $@
$(JOINT_OUT)/%_rigid_8.scene: $(JOINT_OUT)/%_rigid.scene
	{ echo "sub_steps 8"; cat $<; } > $@
$(JOINT_OUT)/%.csv: $(JOINT_OUT)/%.scene $(BUILD)/plots/joint_gaps
	$(BUILD)/plots/joint_gaps $< $(JOINT_FRAMES_$(firstword $(subst _, ,$*))) > $@

$(JOINT_OUT)/bridge_rest.txt: $(JOINT_SCENE_bridge) $(JOINT_OUT)/bridge_rigid.scene plots/bridge_sag.awk engine/joint.h
	@test -n "$(JOINT_RIGID_HERTZ)" || { echo "plots/track.mk: JOINT_RIGID_HERTZ not found in engine/joint.h" >&2; exit 2; }
	{ awk -f plots/bridge_sag.awk $(JOINT_SCENE_bridge); \
	  awk -v hertz=$(JOINT_RIGID_HERTZ) -f plots/bridge_sag.awk $(JOINT_OUT)/bridge_rigid.scene; } > $@

$(TRACK_OUT)/chain_gaps.png: $(foreach r,chain_soft chain_rigid chain_rigid_8,$(JOINT_OUT)/$(r).csv) plots/chain_gaps.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/chain_gaps.gp $@ $(foreach r,chain_soft chain_rigid chain_rigid_8,$(JOINT_OUT)/$(r).csv)

$(TRACK_OUT)/bridge_sag.png: $(JOINT_OUT)/bridge_soft.csv $(JOINT_OUT)/bridge_rigid.csv $(JOINT_OUT)/bridge_rest.txt plots/bridge_sag.gp $(PLOT_STYLE)
	$(GNUPLOT) -c plots/bridge_sag.gp $@ $(JOINT_OUT)/bridge_soft.csv $(JOINT_OUT)/bridge_rigid.csv \
	    $(JOINT_BRIDGE_Y0) $$(sed -n 1p $(JOINT_OUT)/bridge_rest.txt) $$(sed -n 2p $(JOINT_OUT)/bridge_rest.txt) $(JOINT_RIGID_HERTZ)

# Chapter 14's table: each of Box2D-Lite's demos (book/scenes/joints/)
# run by plots/joint_gaps.c for JOINT_DEMO_FRAMES updates with no keys,
#   out/track/joints/demo_NAME.csv
# and the table of what each did (plots/joint_demos.awk),
#   out/track/joint_demos.md
# which book/14-joints.md quotes: make demo stops when the quote is not
# the table (plots/table_check.awk).
JOINT_DEMO_FRAMES := 600
JOINT_DEMOS := $(sort $(basename $(notdir $(wildcard book/scenes/joints/*.scene))))
JOINT_DEMO_CSV := $(foreach d,$(JOINT_DEMOS),$(JOINT_OUT)/demo_$(d).csv)
JOINT_BOOK := book/14-joints.md
DEMO_EXTRA += $(TRACK_OUT)/joint_demos.md
demo-files: $(TRACK_OUT)/joint_demos.checked
.SECONDARY: $(JOINT_DEMO_CSV)

$(JOINT_OUT)/demo_%.csv: book/scenes/joints/%.scene $(BUILD)/plots/joint_gaps
	@mkdir -p $(@D)
	$(BUILD)/plots/joint_gaps $< $(JOINT_DEMO_FRAMES) > $@

$(TRACK_OUT)/joint_demos.md: $(JOINT_DEMO_CSV) plots/joint_demos.awk
	awk -f plots/joint_demos.awk $(foreach d,$(JOINT_DEMOS),book/scenes/joints/$(d).scene $(JOINT_OUT)/demo_$(d).csv) > $@

$(TRACK_OUT)/joint_demos.checked: $(TRACK_OUT)/joint_demos.md $(JOINT_BOOK) plots/table_check.awk
	awk -v table=out/track/joint_demos.md -f plots/table_check.awk $(TRACK_OUT)/joint_demos.md $(JOINT_BOOK)
	@touch $@
