# diagrams/diagrams.mk - the book's geometry figures, each drawn by the
# engine functions of the stage or preset it illustrates, included by the
# Makefile.
#
#   make demo       also draws every diagram below into $(OUT)/diagrams/
#   make diagrams   only the diagrams
#
# A diagram NAME is written to $(OUT)/diagrams/NAME.svg (the chapters show
# it as ../out/diagrams/NAME.svg).  Its lines below say
#   DIAGRAM_FILE_NAME := FILE     its drawing is diagrams/FILE.c: NAME
#                                 itself, or the name of the diagrams
#                                 drawn alike on different pairs
#   DIAGRAM_BY_NAME := PROGRAM    the program that draws it: a stage
#                                 (stageNN) or a preset (variant_NAME)
#   DIAGRAM_PAIR_NAME := A | B    its two shapes, in scene-file syntax
# The program $(BUILD)/diagrams/PROGRAM/FILE is diagrams/FILE.c,
# diagrams/diagram_pair.c and the files DIAGRAM_USES_FILE names, each
# compiled against PROGRAM's headers and linked with its library
# $(BUILD)/libPROGRAM.a (a preset's holds its settings, which
# physics_default_settings returns), and diagrams/diagram_svg.c, the SVG,
# compiled once.  It is run as
#   $(BUILD)/diagrams/PROGRAM/FILE 'A | B' $(OUT)/diagrams/NAME.svg

DIAGRAM_NAMES := circles rect_axes rect_r1_wins rect_r2_wins \
	regions_face regions_corner regions_inside impulse angular \
	clip_reference_incident warm_carry soft_anchors joint_hinge

# Chapter 2: two circles and their collision info.
DIAGRAM_FILE_circles := circles
DIAGRAM_BY_circles := stage02
DIAGRAM_PAIR_circles := circle 0 0 2 | circle 3 1.2 1.5

# Chapter 3: the faces of A as axes, and both orders.
DIAGRAM_FILE_rect_axes := rect_axes
DIAGRAM_BY_rect_axes := stage03
DIAGRAM_PAIR_rect_axes := rect 0 0 4 2 | rect 2.6 1.4 2 2 rot=30
DIAGRAM_FILE_rect_r1_wins := rect_wins
DIAGRAM_BY_rect_r1_wins := stage03
DIAGRAM_PAIR_rect_r1_wins := rect 0 0 4 2 | rect 0.6 1.9 1.5 1.5 rot=40
DIAGRAM_FILE_rect_r2_wins := rect_wins
DIAGRAM_BY_rect_r2_wins := stage03
DIAGRAM_PAIR_rect_r2_wins := rect 0 0 2 2 rot=45 | rect 2.2 0.4 3 3

# Chapter 4: the regions around a rectangle.
DIAGRAM_FILE_regions_face := regions
DIAGRAM_BY_regions_face := stage04
DIAGRAM_PAIR_regions_face := rect 0 0 4 2 | circle 0.8 1.6 1
DIAGRAM_FILE_regions_corner := regions
DIAGRAM_BY_regions_corner := stage04
DIAGRAM_PAIR_regions_corner := rect 0 0 4 2 | circle 2.5 1.5 1
DIAGRAM_FILE_regions_inside := regions
DIAGRAM_BY_regions_inside := stage04
DIAGRAM_PAIR_regions_inside := rect 0 0 4 2 | circle 1.2 0.5 0.8

# Chapter 7: normal, tangent, relative velocity and impulse.
DIAGRAM_FILE_impulse := impulse
DIAGRAM_BY_impulse := stage07
DIAGRAM_PAIR_impulse := rect -3 0 12 2 vel=1,0 mass=2 | rect 1.5 2 2 2 rot=30 vel=-2,-3

# Chapter 8: an off-centre hit: contact point, lever arms, impulse.
DIAGRAM_FILE_angular := angular
DIAGRAM_BY_angular := stage08
DIAGRAM_PAIR_angular := rect 0 0 8 2 mass=3 | rect 2.2 1.55 2.4 1.2 rot=20 vel=4,-2

# Chapter 10: the lower box's top is the reference face; the upper box,
# turned a little, overhangs its right end, so one side plane clips the
# incident face and the two kept points have different depths.
DIAGRAM_FILE_clip_reference_incident := clip_reference_incident
DIAGRAM_BY_clip_reference_incident := variant_contact_manifold
DIAGRAM_PAIR_clip_reference_incident := rect 0 0 6 2 | rect 2.4 1.55 3.2 1.6 rot=5

# Chapter 10: one contact carried across two updates: a box sliding to
# the right on a static slab under gravity, with friction, so its two
# points carry different loads; its points' ids and impulses at the end
# of update 1 and at the start of update 2.
DIAGRAM_FILE_warm_carry := warm_carry
DIAGRAM_BY_warm_carry := variant_warm_starting
DIAGRAM_PAIR_warm_carry := rect 0 -1 12 2 static friction=0.6 | rect 0 0.995 4 2 mass=1 vel=3,0 friction=0.6

# Chapter 12: one update of soft_step's sub-steps, and where each point's
# anchors go in it.  A slab A sliding right and a box B coming down on it
# from the upper left, turning, both frictionless, so nothing but the
# contact's normal impulse acts between them: B's lower corner starts a
# little above A, closes the gap and is held at the surface; the other
# corner is a speculative point that only comes nearer.
DIAGRAM_FILE_soft_anchors := soft_anchors
DIAGRAM_BY_soft_anchors := variant_soft_step
DIAGRAM_PAIR_soft_anchors := rect 0 0 6 1.5 vel=12,0 friction=0 | rect 0 2 2.4 1.6 rot=10 vel=-12,-24 spin=6 friction=0

# Chapter 14: a hinge (revolute joint) from A's right end to B's left
# end, its anchors apart, A heavier and slower, B swinging down and
# turning; one pass of joint_solve over it.
DIAGRAM_FILE_joint_hinge := joint_hinge
DIAGRAM_BY_joint_hinge := variant_joints
DIAGRAM_PAIR_joint_hinge := rect 0 0 6 1 mass=3 vel=0,0.8 spin=0.2 | rect 5.75 -2 6 1 rot=-30 mass=1 vel=1,-3 spin=-1

# What a drawing needs besides diagram_pair.c and diagram_svg.c: the
# shapes' motion (a program of stage 5 on or a preset), and what the
# chapter's resolve_collision did (stages 7 and 8).
DIAGRAM_USES_impulse := diagram_motion resolved
DIAGRAM_USES_angular := diagram_motion resolved
DIAGRAM_USES_warm_carry := diagram_motion
DIAGRAM_USES_soft_anchors := diagram_motion
DIAGRAM_USES_joint_hinge := diagram_motion

# Only the diagrams whose program exists.
DIAGRAM_LIST := $(foreach d,$(DIAGRAM_NAMES),$(if $(filter $(DIAGRAM_BY_$(d)),$(PROGRAMS)),$(d)))
DIAGRAM_FIGS := $(foreach d,$(DIAGRAM_LIST),$(OUT)/diagrams/$(d).svg)
DEMO_EXTRA += $(DIAGRAM_FIGS)
# "PROGRAM/FILE", once each, and the programs they are drawn by.
DIAGRAM_BUILDS := $(sort $(foreach d,$(DIAGRAM_LIST),$(DIAGRAM_BY_$(d))/$(DIAGRAM_FILE_$(d))))
DIAGRAM_DRAWN_BY := $(sort $(foreach d,$(DIAGRAM_LIST),$(DIAGRAM_BY_$(d))))

.PHONY: diagrams

diagrams: $(DIAGRAM_FIGS)

$(BUILD)/obj/diagrams/diagram_svg.o: diagrams/diagram_svg.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -Icommon -c $< -o $@

# $(1) = PROGRAM: a drawing and its shared files compiled against
# PROGRAM's headers.
define DIAGRAM_objects
$(BUILD)/obj/diagrams/$(1)/%.o: diagrams/%.c
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) -I$$(SRCDIR_$(1)) -Icommon -c $$< -o $$@
endef
$(foreach p,$(DIAGRAM_DRAWN_BY),$(eval $(call DIAGRAM_objects,$(p))))

# $(1) = PROGRAM, $(2) = FILE: the program of diagrams/FILE.c drawn by
# PROGRAM.
define DIAGRAM_program
$(BUILD)/diagrams/$(1)/$(2): $(foreach f,$(2) diagram_pair $(DIAGRAM_USES_$(2)),$(BUILD)/obj/diagrams/$(1)/$(f).o) \
    $(BUILD)/obj/diagrams/diagram_svg.o $(BUILD)/lib$(1).a $(BUILD)/libcommon.a
	@mkdir -p $$(@D)
	$$(CC) $$(ALL_CFLAGS) $$^ $$(LDLIBS) -o $$@
endef
$(foreach b,$(DIAGRAM_BUILDS),$(eval $(call DIAGRAM_program,$(firstword $(subst /, ,$(b))),$(lastword $(subst /, ,$(b))))))

# $(1) = NAME: one diagram (the pair is read from its variable, so its
# commas and bars never meet $(call)).
define DIAGRAM_figure
$(OUT)/diagrams/$(1).svg: $(BUILD)/diagrams/$(DIAGRAM_BY_$(1))/$(DIAGRAM_FILE_$(1)) diagrams/diagrams.mk
	@mkdir -p $$(@D)
	$(BUILD)/diagrams/$(DIAGRAM_BY_$(1))/$(DIAGRAM_FILE_$(1)) '$$(DIAGRAM_PAIR_$(1))' $$@
endef
$(foreach d,$(DIAGRAM_LIST),$(eval $(call DIAGRAM_figure,$(d))))
