# plots/variants.mk - each variant's figure (make demo), included by the
# top Makefile after the programs' rules.
#
#   out/variants/NAME.png    one scene run by stage 8 and by the variant
#
# plots/variants.txt gives each figure as one line (the scene, the
# updates, the column, the labels); the one rule below draws them all.
# The runs: $(OUT)/variants/NAME/{stage08,variant}.csv, each beside the
# scene it ran (.scene) and what the program printed (.txt).

VARIANTS_OUT := $(OUT)/variants
# Each line as one word: fields split at "|", spaces as "~".
VARIANT_FIG_LINES := $(shell sed -e 's/\x23.*//' -e '/^[ \t]*$$/d' -e 's/ | /|/g' -e 's/ /~/g' plots/variants.txt)
fig_field = $(subst ~, ,$(word $(2),$(subst |, ,$(filter $(1)|%,$(VARIANT_FIG_LINES)))))
VARIANT_FIG_NAMES := $(foreach l,$(VARIANT_FIG_LINES),$(firstword $(subst |, ,$(l))))
ifneq ($(and $(VARIANT_NAMES),$(filter-out $(VARIANT_NAMES),$(VARIANT_FIG_NAMES))),)
$(error plots/variants.txt: $(filter-out $(VARIANT_NAMES),$(VARIANT_FIG_NAMES)) is not a preset (engine/presets.h))
endif

# $(call variant_run,PROGRAM,SCENE COMMAND,FRAMES): writes the scene the
# command prints next to the trace $@ and runs PROGRAM on it without keys.
variant_run = mkdir -p $(@D); $(2) > $(@:.csv=.scene); \
	$(1) --scene $(@:.csv=.scene) --script plots/no_keys.txt \
	    --frames $(3) --trace $@ > $(@:.csv=.txt)

# $(1) = NAME.
define VARIANT_FIGURE_template
FIG_SCENE_$(1) := $$(call fig_field,$(1),7)
FIG_SCENE8_$(1) := $$(or $$(call fig_field,$(1),8),$$(FIG_SCENE_$(1)))
FIG_SCRIPT_$(1) := $$(or $$(filter %.gp,$$(call fig_field,$(1),4)),plots/variant_compare.gp)
$(VARIANTS_OUT)/$(1)/stage08.csv: $(BUILD)/stage08 plots/variants.txt plots/no_keys.txt
	$$(call variant_run,$(BUILD)/stage08,$$(FIG_SCENE8_$(1)),$$(call fig_field,$(1),2))
$(VARIANTS_OUT)/$(1)/variant.csv: $(BUILD)/variant_$(1) plots/variants.txt plots/no_keys.txt
	$$(call variant_run,$(BUILD)/variant_$(1),$$(FIG_SCENE_$(1)),$$(call fig_field,$(1),2))
$(VARIANTS_OUT)/$(1).png: $(VARIANTS_OUT)/$(1)/stage08.csv $(VARIANTS_OUT)/$(1)/variant.csv $$(FIG_SCRIPT_$(1)) $(PLOT_STYLE)
	$(GNUPLOT) -c $$(FIG_SCRIPT_$(1)) $$@ "$$(call fig_field,$(1),6)" $$(call fig_field,$(1),3) "$$(call fig_field,$(1),5)" \
	    $(VARIANTS_OUT)/$(1)/stage08.csv $(VARIANTS_OUT)/$(1)/variant.csv "$$(TITLE_variant_$(1))" $$(filter log keylow keylowleft,$$(call fig_field,$(1),4))
endef
$(foreach v,$(VARIANT_FIG_NAMES),$(eval $(call VARIANT_FIGURE_template,$(v))))

VARIANT_FIGS := $(foreach v,$(VARIANT_FIG_NAMES),$(VARIANTS_OUT)/$(v).png)
DEMO_EXTRA += $(VARIANT_FIGS)
demo-files: $(VARIANT_FIGS)
.SECONDARY: $(foreach v,$(VARIANT_FIG_NAMES),$(VARIANTS_OUT)/$(v)/stage08.csv $(VARIANTS_OUT)/$(v)/variant.csv)
