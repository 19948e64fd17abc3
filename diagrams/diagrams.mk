# diagrams/diagrams.mk - the book's geometry figures, drawn by the stages'
# own engine functions (diagrams/diagram.c), included by the Makefile.
#
#   make demo       also draws every diagram below into $(OUT)/diagrams/
#   make diagrams   only the diagrams
#
# diagram.c is compiled once per stage against that stage's headers
# (-DSTAGE_NUMBER=N, as the tests are) and linked with its library, so a
# diagram shows what that stage's code computes.  A diagram is
#   DIAGRAM_STAGE_name := NN          the stage that draws it
#   DIAGRAM_KIND_name  := KIND        see diagram.c
#   DIAGRAM_PAIR_name  := A | B       two shapes in scene-file syntax
# and is written to $(OUT)/diagrams/name.svg; the chapters show it as
# ../out/diagrams/name.svg.

DIAGRAM_NAMES := circles rect_axes rect_r1_wins rect_r2_wins \
	regions_face regions_corner regions_inside impulse angular

# Chapter 2: two circles and their collision info.
DIAGRAM_STAGE_circles := 02
DIAGRAM_KIND_circles := info
DIAGRAM_PAIR_circles := circle 0 0 2 | circle 3 1.2 1.5
# Chapter 3: the faces of A as axes, and both orders.
DIAGRAM_STAGE_rect_axes := 03
DIAGRAM_KIND_rect_axes := axes
DIAGRAM_PAIR_rect_axes := rect 0 0 4 2 | rect 2.6 1.4 2 2 rot=30
DIAGRAM_STAGE_rect_r1_wins := 03
DIAGRAM_KIND_rect_r1_wins := rectrect
DIAGRAM_PAIR_rect_r1_wins := rect 0 0 4 2 | rect 0.6 1.9 1.5 1.5 rot=40
DIAGRAM_STAGE_rect_r2_wins := 03
DIAGRAM_KIND_rect_r2_wins := rectrect
DIAGRAM_PAIR_rect_r2_wins := rect 0 0 2 2 rot=45 | rect 2.2 0.4 3 3
# Chapter 4: the regions around a rectangle.
DIAGRAM_STAGE_regions_face := 04
DIAGRAM_KIND_regions_face := regions
DIAGRAM_PAIR_regions_face := rect 0 0 4 2 | circle 0.8 1.6 1
DIAGRAM_STAGE_regions_corner := 04
DIAGRAM_KIND_regions_corner := regions
DIAGRAM_PAIR_regions_corner := rect 0 0 4 2 | circle 2.5 1.5 1
DIAGRAM_STAGE_regions_inside := 04
DIAGRAM_KIND_regions_inside := regions
DIAGRAM_PAIR_regions_inside := rect 0 0 4 2 | circle 1.2 0.5 0.8
# Chapter 7: normal, tangent, relative velocity and impulse.
DIAGRAM_STAGE_impulse := 07
DIAGRAM_KIND_impulse := impulse
DIAGRAM_PAIR_impulse := rect -3 0 12 2 vel=1,0 mass=2 | rect 1.5 2 2 2 rot=30 vel=-2,-3
# Chapter 8: an off-centre hit: contact point, lever arms, impulse.
DIAGRAM_STAGE_angular := 08
DIAGRAM_KIND_angular := angular
DIAGRAM_PAIR_angular := rect 0 0 8 2 mass=3 | rect 2.2 1.55 2.4 1.2 rot=20 vel=4,-2

# Only the diagrams whose stage exists.
DIAGRAM_LIST := $(foreach d,$(DIAGRAM_NAMES),$(if $(filter $(DIAGRAM_STAGE_$(d)),$(STAGE_NUMS)),$(d)))
DIAGRAM_STAGES := $(sort $(foreach d,$(DIAGRAM_LIST),$(DIAGRAM_STAGE_$(d))))
DIAGRAM_FIGS := $(foreach d,$(DIAGRAM_LIST),$(OUT)/diagrams/$(d).svg)
DEMO_EXTRA += $(DIAGRAM_FIGS)

.PHONY: diagrams

diagrams: $(DIAGRAM_FIGS)

# $(1) = NN: the program of stage NN.
define DIAGRAM_program
$(BUILD)/obj/diagrams/stage$(1)/diagram.o: diagrams/diagram.c
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) -DSTAGE_NUMBER=$(patsubst 0%,%,$(1)) -I$$(SRCDIR_stage$(1)) -Icommon -c $$< -o $$@

$(BUILD)/diagrams/stage$(1): $(BUILD)/obj/diagrams/stage$(1)/diagram.o $(BUILD)/libstage$(1).a $(BUILD)/libcommon.a
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$^ $$(LDLIBS) -o $$@
endef
$(foreach n,$(DIAGRAM_STAGES),$(eval $(call DIAGRAM_program,$(n))))

# $(1) = name: one diagram (the pair is read from its variable, so its
# commas and bars never meet $(call)).
define DIAGRAM_figure
$(OUT)/diagrams/$(1).svg: $(BUILD)/diagrams/stage$(DIAGRAM_STAGE_$(1)) diagrams/diagrams.mk
	@mkdir -p $$(@D)
	$(BUILD)/diagrams/stage$(DIAGRAM_STAGE_$(1)) $(DIAGRAM_KIND_$(1)) '$$(DIAGRAM_PAIR_$(1))' $$@
endef
$(foreach d,$(DIAGRAM_LIST),$(eval $(call DIAGRAM_figure,$(d))))

# Chapter 10: the diagrams of the track's variants, each drawn by the
# variant's own library (diagram.c compiled against its headers as stage
# 8, with -DDIAGRAM_MANIFOLD: its CollisionInfo holds a manifold).
#   DIAGRAM_VARIANT_name := NAME       the variant that draws it
# and DIAGRAM_KIND_name, DIAGRAM_PAIR_name as above.
DIAGRAM_VARIANT_NAMES := clip_reference_incident warm_carry soft_anchors joint_hinge

# The lower box's top is the reference face; the upper box, turned a
# little, overhangs its right end, so one side plane clips the incident
# face and the two kept points have different depths.
DIAGRAM_VARIANT_clip_reference_incident := contact_manifold
DIAGRAM_KIND_clip_reference_incident := clip
DIAGRAM_PAIR_clip_reference_incident := rect 0 0 6 2 | rect 2.4 1.55 3.2 1.6 rot=5

# One contact carried across two updates (chapter 10): a box sliding to
# the right on a static slab under gravity, with friction, so its two
# points carry different loads; its points' ids and impulses at the end
# of update 1 and at the start of update 2.  warm_starting's program also
# has the kind carry (-DDIAGRAM_WARM).
DIAGRAM_VARIANT_warm_carry := warm_starting
DIAGRAM_KIND_warm_carry := carry
DIAGRAM_PAIR_warm_carry := rect 0 -1 12 2 static friction=0.6 | rect 0 0.995 4 2 mass=1 vel=3,0 friction=0.6
DIAGRAM_CFLAGS_warm_starting := -DDIAGRAM_WARM

# Chapter 12: one update of soft_step's sub-steps, and where each point's
# anchors go in it.  A slab A sliding right and a box B coming down on it
# from the upper left, turning, both frictionless, so nothing but the
# contact's normal impulse acts between them: B's lower corner starts a
# little above A, closes the gap and is held at the surface; the other
# corner is a speculative point that only comes nearer.  soft_step's program
# also has the kind anchors (-DDIAGRAM_SOFT).
DIAGRAM_VARIANT_soft_anchors := soft_step
DIAGRAM_KIND_soft_anchors := anchors
DIAGRAM_PAIR_soft_anchors := rect 0 0 6 1.5 vel=12,0 friction=0 | rect 0 2 2.4 1.6 rot=10 vel=-12,-24 spin=6 friction=0
DIAGRAM_CFLAGS_soft_step := -DDIAGRAM_SOFT

# Chapter 13: a hinge (revolute joint) from A's right end to B's left
# end, its anchors apart, A heavier and slower, B swinging down and
# turning; one pass of joint_solve over it.  joints' program has the
# kind hinge (-DDIAGRAM_JOINTS).
DIAGRAM_VARIANT_joint_hinge := joints
DIAGRAM_KIND_joint_hinge := hinge
DIAGRAM_PAIR_joint_hinge := rect 0 0 6 1 mass=3 vel=0,0.8 spin=0.2 | rect 5.75 -2 6 1 rot=-30 mass=1 vel=1,-3 spin=-1
DIAGRAM_CFLAGS_joints := -DDIAGRAM_JOINTS

DIAGRAM_VARIANT_LIST := $(foreach d,$(DIAGRAM_VARIANT_NAMES),$(if $(filter $(DIAGRAM_VARIANT_$(d)),$(VARIANT_NAMES)),$(d)))
DIAGRAM_VARIANTS := $(sort $(foreach d,$(DIAGRAM_VARIANT_LIST),$(DIAGRAM_VARIANT_$(d))))
DIAGRAM_VARIANT_FIGS := $(foreach d,$(DIAGRAM_VARIANT_LIST),$(OUT)/diagrams/$(d).svg)
DEMO_EXTRA += $(DIAGRAM_VARIANT_FIGS)
diagrams: $(DIAGRAM_VARIANT_FIGS)

# $(1) = NAME: the program of variant NAME.
define DIAGRAM_variant_program
$(BUILD)/obj/diagrams/variant_$(1)/diagram.o: diagrams/diagram.c
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) -DSTAGE_NUMBER=8 -DDIAGRAM_MANIFOLD $$(DIAGRAM_CFLAGS_$(1)) -Iengine -Icommon -c $$< -o $$@

$(BUILD)/diagrams/variant_$(1): $(BUILD)/obj/diagrams/variant_$(1)/diagram.o $(BUILD)/libvariant_$(1).a $(BUILD)/libcommon.a
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$^ $$(LDLIBS) -o $$@
endef
$(foreach v,$(DIAGRAM_VARIANTS),$(eval $(call DIAGRAM_variant_program,$(v))))

define DIAGRAM_variant_figure
$(OUT)/diagrams/$(1).svg: $(BUILD)/diagrams/variant_$(DIAGRAM_VARIANT_$(1)) diagrams/diagrams.mk
	@mkdir -p $$(@D)
	$(BUILD)/diagrams/variant_$(DIAGRAM_VARIANT_$(1)) $(DIAGRAM_KIND_$(1)) '$$(DIAGRAM_PAIR_$(1))' $$@
endef
$(foreach d,$(DIAGRAM_VARIANT_LIST),$(eval $(call DIAGRAM_variant_figure,$(d))))
