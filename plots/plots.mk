# plots/plots.mk - the figures, included by the top Makefile (which gives
# STAGE_NUMS, BUILD, OUT, DEMO_TRACES and stage_dir).
#
#   make demo    also draws every figure below (DEMO_EXTRA)
#   make plots   redraws every figure whose data is already in $(OUT)/,
#                without running any stage again (e.g. after editing a .gp)
#
# Per stage NN, from the default run's out/stageNN/trace.csv and frames.dat:
#   out/stageNN/energy.png       plots/energy.gp       energy over time
#   out/stageNN/penetration.png  plots/penetration.gp  overlap and contacts
#   out/stageNN/scene.png        plots/scene.gp        the final frame
#   out/stageNN/run.gif          plots/anim.gp         the run, as an animation
# Across stages 05-08, one scene (plots/compare_scene.txt, no keys) run by
# each of them into out/compare/stageNN.csv:
#   out/plots/energy.png         plots/compare_energy.gp
#   out/plots/penetration.png    plots/compare_penetration.gp
#   out/plots/compare_scene.png  plots/scene.gp        the scene at its start
# The comparison uses whichever of stages 05-08 exist.

GNUPLOT ?= gnuplot
# 600 updates = 10 s; the plot data keeps frame 0 and the last.
COMPARE_FRAMES := 600
PLOT_STYLE := plots/style.gp
PLOT_MOVING := $(filter 05 06 07 08,$(STAGE_NUMS))
PLOT_COMPARE_CSV := $(foreach n,$(PLOT_MOVING),$(OUT)/compare/stage$(n).csv)

# "Stage 05 (rigid shape movements)" for the stem NN.
plot_stage_name = Stage $(1) ($(subst _, ,$(patsubst stages/$(1)_%,%,$(call stage_dir,$(1)))))

PLOT_STAGE_FIGS := $(foreach n,$(STAGE_NUMS),$(foreach f,energy.png penetration.png scene.png,$(OUT)/stage$(n)/$(f)))
# Every stage's run is animated: in 01-04 the keys move the shapes.
PLOT_GIFS := $(foreach n,$(STAGE_NUMS),$(OUT)/stage$(n)/run.gif)
PLOT_COMPARE_FIGS := $(if $(PLOT_MOVING),$(OUT)/plots/energy.png $(OUT)/plots/penetration.png $(OUT)/plots/compare_scene.png)

DEMO_EXTRA += $(PLOT_STAGE_FIGS) $(PLOT_GIFS) $(PLOT_COMPARE_FIGS)

# The commands, shared by the rules and `make plots`: $(1) data, $(2) figure,
# $(3) stage number.
plot_energy_cmd = $(GNUPLOT) -c plots/energy.gp $(1) $(2) "$(call plot_stage_name,$(3)): energy"
plot_penetration_cmd = $(GNUPLOT) -c plots/penetration.gp $(1) $(2) "$(call plot_stage_name,$(3)): penetration"
plot_scene_cmd = $(GNUPLOT) -c plots/scene.gp $(1) $(2) "$(call plot_stage_name,$(3)): final frame"
plot_anim_cmd = $(GNUPLOT) -c plots/anim.gp $(1) $(2) "Stage $(3)" 2>/dev/null
# $(1) figure, $(2) traces.
plot_cmp_energy_cmd = $(GNUPLOT) -c plots/compare_energy.gp $(1) $(2)
plot_cmp_penetration_cmd = $(GNUPLOT) -c plots/compare_penetration.gp $(1) $(2)
plot_cmp_scene_cmd = $(GNUPLOT) -c plots/scene.gp $(2) $(1) "The comparison scene (plots/compare_scene.txt) at the start" 0

# The comparison runs' outputs are made only through pattern rules; named
# in .SECONDARY so make does not take them for intermediate files and
# delete them once the figures are drawn.  (The default runs' frames.dat
# is declared with its run in the Makefile.)
.SECONDARY: $(PLOT_COMPARE_CSV) $(PLOT_COMPARE_CSV:.csv=.dat)

$(OUT)/stage%/energy.png: $(OUT)/stage%/trace.csv plots/energy.gp $(PLOT_STYLE)
	$(call plot_energy_cmd,$<,$@,$*)

$(OUT)/stage%/penetration.png: $(OUT)/stage%/trace.csv plots/penetration.gp $(PLOT_STYLE)
	$(call plot_penetration_cmd,$<,$@,$*)

$(OUT)/stage%/scene.png: $(OUT)/stage%/frames.dat plots/scene.gp $(PLOT_STYLE)
	$(call plot_scene_cmd,$<,$@,$*)

# gnuplot's gif terminal reports the frame count on stderr; dropped.
$(OUT)/stage%/run.gif: $(OUT)/stage%/frames.dat plots/anim.gp
	$(call plot_anim_cmd,$<,$@,$*)

# The comparison runs: one scene, no keys, a fixed number of updates.
$(OUT)/compare/stage%.csv: $(BUILD)/stage% plots/compare_scene.txt plots/no_keys.txt
	@mkdir -p $(@D)
	$(BUILD)/stage$* --scene plots/compare_scene.txt --script plots/no_keys.txt \
	    --frames $(COMPARE_FRAMES) --trace $@ \
	    --plot-data $(OUT)/compare/stage$*.dat --every $(COMPARE_FRAMES) > $(OUT)/compare/stage$*.txt

$(OUT)/compare/stage%.dat: $(OUT)/compare/stage%.csv ;

$(OUT)/plots/energy.png: $(PLOT_COMPARE_CSV) plots/compare_energy.gp plots/compare_common.gp $(PLOT_STYLE)
	@mkdir -p $(@D)
	$(call plot_cmp_energy_cmd,$@,$(PLOT_COMPARE_CSV))

$(OUT)/plots/penetration.png: $(PLOT_COMPARE_CSV) plots/compare_penetration.gp plots/compare_common.gp $(PLOT_STYLE)
	@mkdir -p $(@D)
	$(call plot_cmp_penetration_cmd,$@,$(PLOT_COMPARE_CSV))

# The start is the same in every stage: drawn from the first one's run.
$(OUT)/plots/compare_scene.png: $(OUT)/compare/stage$(firstword $(PLOT_MOVING)).dat plots/scene.gp $(PLOT_STYLE)
	@mkdir -p $(@D)
	$(call plot_cmp_scene_cmd,$@,$<)

# ---- make plots: redraw from whatever data is there ---------------------
# Only gnuplot runs here: a stage whose trace is missing is skipped, and no
# trace is remade even when its program is newer (make demo does that).
# The stage loop is unrolled by make, so that each command gets the stage's
# name ($(call plot_stage_name,NN) needs NN itself, not a shell variable).
plot_stage_cmds = d=$(OUT)/stage$(1); \
	    if [ -f $$d/trace.csv ]; then \
	        echo "plots: $$d"; \
	        $(call plot_energy_cmd,$$d/trace.csv,$$d/energy.png,$(1)); \
	        $(call plot_penetration_cmd,$$d/trace.csv,$$d/penetration.png,$(1)); \
	    fi; \
	    if [ -f $$d/frames.dat ]; then \
	        $(call plot_scene_cmd,$$d/frames.dat,$$d/scene.png,$(1)); \
	        $(call plot_anim_cmd,$$d/frames.dat,$$d/run.gif,$(1)); \
	    fi;
plots:
	@set -e; $(foreach n,$(STAGE_NUMS),$(call plot_stage_cmds,$(n)))
	@set -e; csv=""; for n in $(PLOT_MOVING); do \
	    if [ -f $(OUT)/compare/stage$$n.csv ]; then csv="$$csv $(OUT)/compare/stage$$n.csv"; fi; \
	done; \
	if [ -n "$$csv" ]; then \
	    echo "plots: $(OUT)/plots"; mkdir -p $(OUT)/plots; \
	    $(call plot_cmp_energy_cmd,$(OUT)/plots/energy.png,$$csv); \
	    $(call plot_cmp_penetration_cmd,$(OUT)/plots/penetration.png,$$csv); \
	    first=$${csv# }; first=$${first%% *}; \
	    if [ -f $${first%.csv}.dat ]; then $(call plot_cmp_scene_cmd,$(OUT)/plots/compare_scene.png,$${first%.csv}.dat); fi; \
	fi
	@set -e; $(foreach f,$(SIDEBAR_FIGS),$(call sidebar_redraw,$(basename $(notdir $(f)))))

# ---- the sidebar figures ----------------------------------------------------
# Each runs scenes of the book (book/scenes/, the same text the chapter
# shows; tools/book_check.sh keeps the two equal) through the stage its
# sidebar belongs with, with one setting changed where the sidebar asks the
# reader to change it, and draws the traces:
#   out/sidebars/slop.png         rest.scene, stage 07, relaxation 1, 2, 3, 15   (chapter 6)
#   out/sidebars/restitution.png  bounce.scene, stage 07, floor e = 1 and 0      (chapter 7)
#   out/sidebars/incline.png      incline.scene, stage 07                        (chapter 7)
#   out/sidebars/coulomb.png      slope.scene, stage 07, friction 0.3 and 0.8    (chapter 7)
#   out/sidebars/rolling.png      roll.scene, stage 08, friction 0.8 and 0.1     (chapter 8)
# Each figure is drawn by plots/sidebar_NAME.gp.
SIDEBARS := $(OUT)/sidebars
SIDEBAR_SLOP_R := 1 2 3 15
SIDEBAR_RUNS := $(if $(filter 07,$(STAGE_NUMS)),\
	$(foreach r,$(SIDEBAR_SLOP_R),rest_r$(r)) bounce bounce_floor0 incline slope_mu03 slope_mu08) \
	$(if $(filter 08,$(STAGE_NUMS)),roll_mu08 roll_mu01)
SIDEBAR_FIGS := $(if $(filter 07,$(STAGE_NUMS)),$(addprefix $(SIDEBARS)/,slop.png restitution.png incline.png coulomb.png)) \
	$(if $(filter 08,$(STAGE_NUMS)),$(SIDEBARS)/rolling.png)
SIDEBAR_CSV := $(foreach r,$(SIDEBAR_RUNS),$(SIDEBARS)/$(r).csv)
DEMO_EXTRA += $(SIDEBAR_FIGS)
.SECONDARY: $(SIDEBAR_CSV)

# $(call sidebar_run,NN,SCENE COMMAND,FRAMES): writes the scene the command
# prints next to the trace $@ and runs stage NN on it without keys.
sidebar_run = mkdir -p $(@D); $(2) > $(@:.csv=.scene); \
	$(BUILD)/stage$(1) --scene $(@:.csv=.scene) --script plots/no_keys.txt \
	    --frames $(3) --trace $@ > $(@:.csv=.txt)

$(SIDEBARS)/rest_r%.csv: $(BUILD)/stage07 book/scenes/rest.scene plots/no_keys.txt
	$(call sidebar_run,07,{ echo 'relaxation $*'; cat book/scenes/rest.scene; },60)
$(SIDEBARS)/bounce.csv: $(BUILD)/stage07 book/scenes/bounce.scene plots/no_keys.txt
	$(call sidebar_run,07,cat book/scenes/bounce.scene,600)
$(SIDEBARS)/bounce_floor0.csv: $(BUILD)/stage07 book/scenes/bounce.scene plots/no_keys.txt
	$(call sidebar_run,07,sed '/static/s/restitution=1/restitution=0/' book/scenes/bounce.scene,600)
$(SIDEBARS)/incline.csv: $(BUILD)/stage07 book/scenes/incline.scene plots/no_keys.txt
	$(call sidebar_run,07,cat book/scenes/incline.scene,240)
$(SIDEBARS)/slope_mu03.csv: $(BUILD)/stage07 book/scenes/slope.scene plots/no_keys.txt
	$(call sidebar_run,07,sed 's/friction=[0-9.]*/friction=0.3/g' book/scenes/slope.scene,240)
$(SIDEBARS)/slope_mu08.csv: $(BUILD)/stage07 book/scenes/slope.scene plots/no_keys.txt
	$(call sidebar_run,07,sed 's/friction=[0-9.]*/friction=0.8/g' book/scenes/slope.scene,240)
$(SIDEBARS)/roll_mu08.csv: $(BUILD)/stage08 book/scenes/roll.scene plots/no_keys.txt
	$(call sidebar_run,08,sed 's/friction=[0-9.]*/friction=0.8/g' book/scenes/roll.scene,120)
$(SIDEBARS)/roll_mu01.csv: $(BUILD)/stage08 book/scenes/roll.scene plots/no_keys.txt
	$(call sidebar_run,08,sed 's/friction=[0-9.]*/friction=0.1/g' book/scenes/roll.scene,120)

# The commands, shared by the rules and `make plots`; $(1) is the figure.
# $(call sidebar_redraw,NAME): `make plots` redraws NAME.png when its
# traces are there (the last one written stands for all).
sidebar_redraw = if [ -f $(lastword $(sidebar_$(1)_csv)) ]; then \
	    echo "plots: $(SIDEBARS)/$(1).png"; $(call sidebar_$(1)_cmd,$(SIDEBARS)/$(1).png); fi;
sidebar_slop_csv = $(foreach r,$(SIDEBAR_SLOP_R),$(SIDEBARS)/rest_r$(r).csv)
sidebar_restitution_csv = $(SIDEBARS)/bounce.csv $(SIDEBARS)/bounce_floor0.csv
sidebar_incline_csv = $(SIDEBARS)/incline.csv
sidebar_coulomb_csv = $(SIDEBARS)/slope_mu03.csv $(SIDEBARS)/slope_mu08.csv
sidebar_rolling_csv = $(SIDEBARS)/roll_mu08.csv $(SIDEBARS)/roll_mu01.csv
sidebar_slop_cmd = $(GNUPLOT) -c plots/sidebar_slop.gp $(1) "$(SIDEBAR_SLOP_R)" "$(sidebar_slop_csv)"
sidebar_restitution_cmd = $(GNUPLOT) -c plots/sidebar_restitution.gp $(1) $(sidebar_restitution_csv)
sidebar_incline_cmd = $(GNUPLOT) -c plots/sidebar_incline.gp $(1) $(sidebar_incline_csv)
sidebar_coulomb_cmd = $(GNUPLOT) -c plots/sidebar_coulomb.gp $(1) $(sidebar_coulomb_csv)
sidebar_rolling_cmd = $(GNUPLOT) -c plots/sidebar_rolling.gp $(1) $(sidebar_rolling_csv)

# $(SIDEBARS)/NAME.png from its traces and plots/sidebar_NAME.gp.
$(foreach f,$(SIDEBAR_FIGS),$(eval \
$(f): $$(sidebar_$(basename $(notdir $(f)))_csv) plots/sidebar_$(basename $(notdir $(f))).gp $$(PLOT_STYLE) ; \
	$$(call sidebar_$(basename $(notdir $(f)))_cmd,$$@)))
