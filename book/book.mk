# book/book.mk - the book as HTML, included by the Makefile.
#
#   make book        out/book/: one page per chapter, index.html, figures/,
#                    src/ (the sources the pages link to), book.css
#   make book-sync   rewrite the quoted code in book/*.md from the stages
#
# The chapters are plain Markdown and read as such on a code-hosting site.
# They refer to figures by their place in out/ (../out/stage03/scene.svg)
# and to sources by their place in the repository (../stages/...).  For the
# HTML every figure a chapter names is copied to out/book/figures/ (after
# making it: figures are demo outputs) and every source it links to to
# out/book/src/, so that out/book/ works on its own, copied anywhere;
# book/html.awk rewrites the links to match, anchors every listing and
# diff caption (#ITEM, #diff-ITEM), gives every sidebar a heading, so
# that it appears in the page's contents, and turns a chapter's line
# "<!-- live: PROGRAM SCENE -->" into a frame that runs a stage or variant
# from out/web/ on that scene (LIVE_SCENES below; a name it does not know
# stops the build, naming the chapter's file and line).  book/book.css styles the pages
# (boxed formulas: <div class="boxed"> in the Markdown).  Math is rendered
# with MathML, so nothing is fetched from the network.
#
# A page is any book/NN-name.md.  Its first "# " heading is its title, and
# a line "<!-- about: ONE SENTENCE -->" under it is its line in the
# contents page (index.html).

BOOK_MD := $(sort $(wildcard book/[0-9][0-9]-*.md))
BOOK_HTML := $(patsubst book/%.md,$(OUT)/book/%.html,$(BOOK_MD))
# book_figs FILE.md: the figures that chapter refers to, as PATH.
book_figs = $(sort $(shell awk '{ s = $$0; while (match(s, /\.\.\/out\/[A-Za-z0-9_.\/-]+\.(png|svg|gif)/)) { print substr(s, RSTART + 7, RLENGTH - 7); s = substr(s, RSTART + RLENGTH) } }' $(1)))
# book_srcs FILE.md: the repository files that chapter links to (every
# ../stages/, ../engine/, ../diagrams/, ../common/, ../tests/, ../plots/
# or ../tools/ path it names), as PATH.
book_srcs = $(sort $(shell awk '{ s = $$0; while (match(s, /\.\.\/(stages|engine|diagrams|common|tests|plots|tools)\/[A-Za-z0-9_.\/-]+/)) { print substr(s, RSTART + 3, RLENGTH - 3); s = substr(s, RSTART + RLENGTH) } }' $(1)))
# Every ../out/PATH.{png,svg,gif} the chapters refer to, as PATH.
BOOK_FIGS := $(sort $(foreach f,$(BOOK_MD),$(call book_figs,$(f))))
BOOK_AWK := book/html.awk
# What a chapter's "<!-- live: PROGRAM SCENE -->" frame may run (see
# book/html.awk): every stage and variant, on a book scene or on one of
# the scenes the live pages make themselves.  A scene in a folder of
# book/scenes/ is named with it (joints/7_bridge: Box2D-Lite's demos,
# chapter 14).
BOOK_SCENES := $(sort $(basename $(notdir $(wildcard book/scenes/*.scene))))
BOOK_FOLDER_SCENES := $(sort $(patsubst book/scenes/%.scene,%,$(wildcard book/scenes/*/*.scene)))
LIVE_SCENES := $(BOOK_SCENES) $(BOOK_FOLDER_SCENES) pile_100 pile_200 pile_1000 brick_pile pyramid
BOOK_CSS := book/book.css
PANDOC_FLAGS := -f markdown -t html5 --standalone --mathml --toc --toc-depth=2 \
	--shift-heading-level-by=-1 --metadata lang=en --css book.css

$(OUT)/book/figures/%: $(OUT)/%
	@mkdir -p $(@D)
	cp $< $@

$(OUT)/book/src/%: %
	@mkdir -p $(@D)
	cp $< $@

$(OUT)/book/book.css: $(BOOK_CSS)
	@mkdir -p $(@D)
	cp $< $@

# A chapter: book/html.awk points its links at the pages and the copies;
# a line of links to the contents and the neighbouring chapters goes above
# and below the text.
$(OUT)/book/%.html: book/%.md book/book.mk $(BOOK_AWK) $(OUT)/book/book.css engine/presets.h
	@mkdir -p $(@D)
	@set -e; all="$(notdir $(BOOK_MD))"; me=$(notdir $<); prev=; next=; last=; found=; \
	for f in $$all; do \
	    if [ -n "$$found" ] && [ -z "$$next" ]; then next=$$f; fi; \
	    if [ "$$f" = "$$me" ]; then found=1; prev=$$last; fi; last=$$f; \
	done; \
	nav='<nav class="book-nav"><a href="index.html">Contents</a>'; \
	[ -n "$$prev" ] && nav="$$nav · <a href=\"$${prev%.md}.html\">previous</a>"; \
	[ -n "$$next" ] && nav="$$nav · <a href=\"$${next%.md}.html\">next</a>"; \
	echo "$$nav</nav>" > $@.nav; \
	nn=$$(echo $(notdir $<) | cut -c1-2); case $$nn in 0[1-8]) st=$$nn ;; 09|10|11) st=08 ;; *) st= ;; esac; \
	awk -v stage="$$st" -v chapter="$$nn" -v programs="$(PROGRAMS)" -v scenes="$(LIVE_SCENES)" \
	    -f $(BOOK_AWK) $< > $@.md || { rm -f $@.md $@.nav; exit 2; }; \
	pandoc $(PANDOC_FLAGS) --include-before-body=$@.nav --include-after-body=$@.nav -o $@ $@.md; \
	rm -f $@.md $@.nav

# Chapters 01-11 run their stage or variants live from out/web/ (make
# web); every page also waits for its own figures (and so for the demo
# runs behind them) and for the copies of the sources it links to.  The
# benchmark's figure (out/bench/cost.png) is one of them: bench/bench.mk
# draws it from the reader's own run, or from bench/reference/ without one.
$(foreach f,$(filter book/0% book/10-% book/11-%,$(BOOK_MD)),$(eval $(patsubst book/%.md,$(OUT)/book/%.html,$(f)): $(WEB_FILES)))
$(foreach f,$(BOOK_MD),$(eval $(patsubst book/%.md,$(OUT)/book/%.html,$(f)): $(addprefix $(OUT)/book/figures/,$(call book_figs,$(f))) $(addprefix $(OUT)/book/src/,$(call book_srcs,$(f)))))

# The contents page: the title, a link to the live stages (out/web/, a
# sibling of out/book/ here and on the site), and each page's title with
# its line ("<!-- about: ... -->"; a page without one is listed by title
# alone).
$(OUT)/book/index.html: $(BOOK_MD) book/book.mk $(OUT)/book/book.css
	@mkdir -p $(@D)
	@{ echo '---'; echo 'title: "Rigid shapes, stage by stage: the book"'; echo '---'; echo; \
	  echo 'A workbook that rebuilds, in C11 and in eight stages, the rigid-body physics'; \
	  echo 'chapter of a 2D game-engine textbook. Start with the introduction.'; echo; \
	  echo 'Chapters 1 to 14 run their stage, or its variants, live in the page: compiled'; \
	  echo 'from the same C to WebAssembly, with their keys beside them. Every stage and'; \
	  echo 'variant also has a page of its own: [the live stages](../web/index.html).'; echo; \
	  echo '::: {.chapters}'; \
	  for f in $(BOOK_MD); do \
	    t=$$(awk '/^# / { sub(/^# /, ""); print; exit }' $$f); \
	    a=$$(awk '/^<!-- about: .* -->$$/ { sub(/^<!-- about: /, ""); sub(/ -->$$/, ""); print; exit }' $$f); \
	    b=$$(basename $$f .md); \
	    if [ -n "$$a" ]; then echo "- [$$t]($$b.html)\\"; echo "  $$a"; else echo "- [$$t]($$b.html)"; fi; \
	  done; echo ':::'; } > $@.md
	pandoc -f markdown -t html5 --standalone --metadata lang=en --css book.css -o $@ $@.md
	@rm -f $@.md

# The chapters' pages need pandoc, their figures gnuplot, their frames
# the WebAssembly toolchain.
book:
	@sh tools/deps.sh $(WEB_DEPS) gnuplot-nox pandoc
	@$(MAKE) --no-print-directory book-html

book-html: $(BOOK_HTML) $(OUT)/book/index.html
	@echo "make book wrote $(OUT)/book/index.html and $(words $(BOOK_HTML)) chapter pages"

book-sync:
	sh tools/book_sync.sh
