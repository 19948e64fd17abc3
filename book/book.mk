# book/book.mk - the book as HTML, included by the Makefile.
#
#   make book        out/book/: one page per chapter, index.html, figures/
#   make book-sync   rewrite the quoted code in book/*.md from the stages
#
# The chapters are plain Markdown and read as such on a code-hosting site.
# They refer to figures by their place in out/ (../out/stage03/scene.svg)
# and to sources by their place in the repository (../stages/...).  For the
# HTML every figure a chapter names is copied to out/book/figures/ (after
# making it: figures are demo outputs), and the links are rewritten so they
# work from out/book/.  Math is rendered with MathML, so nothing is fetched
# from the network.

BOOK_MD := $(sort $(wildcard book/[0-9][0-9]-*.md))
BOOK_HTML := $(patsubst book/%.md,$(OUT)/book/%.html,$(BOOK_MD))
# book_figs FILE.md: the figures that chapter refers to, as PATH.
book_figs = $(sort $(shell awk '{ s = $$0; while (match(s, /\.\.\/out\/[A-Za-z0-9_.\/-]+\.(png|svg|gif)/)) { print substr(s, RSTART + 7, RLENGTH - 7); s = substr(s, RSTART + RLENGTH) } }' $(1)))
# Every ../out/PATH.{png,svg,gif} the chapters refer to, as PATH.
BOOK_FIGS := $(sort $(foreach f,$(BOOK_MD),$(call book_figs,$(f))))
PANDOC_FLAGS := -f markdown -t html5 --standalone --mathml --toc --toc-depth=2 \
	--shift-heading-level-by=-1 --metadata lang=en

$(OUT)/book/figures/%: $(OUT)/%
	@mkdir -p $(@D)
	cp $< $@

# A chapter: links to other chapters go to their pages, figures to the
# copies, sources to the repository two levels up; a line of links to the
# contents and the neighbouring chapters goes above and below the text.
$(OUT)/book/%.html: book/%.md book/book.mk
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
	sed -e 's#](\.\./out/#](figures/#g' -e 's#](\.\./stages/#](../../stages/#g' \
	    -e 's#](\.\./tests/#](../../tests/#g' -e 's#](\.\./common/#](../../common/#g' \
	    -e 's#](\([0-9][0-9]-[A-Za-z0-9-]*\)\.md#](\1.html#g' $< > $@.md; \
	pandoc $(PANDOC_FLAGS) --include-before-body=$@.nav --include-after-body=$@.nav -o $@ $@.md; \
	rm -f $@.md $@.nav

# Each page waits for its own figures (and so for the demo runs behind them).
$(foreach f,$(BOOK_MD),$(eval $(patsubst book/%.md,$(OUT)/book/%.html,$(f)): $(addprefix $(OUT)/book/figures/,$(call book_figs,$(f)))))

# The contents page: the title and a line about each chapter.
$(OUT)/book/index.html: $(BOOK_MD) book/book.mk
	@mkdir -p $(@D)
	@{ echo '---'; echo 'title: "Rigid shapes, stage by stage: the book"'; echo '---'; echo; \
	  echo 'A workbook that rebuilds, in C11 and in eight stages, the rigid-body physics'; \
	  echo 'chapter of a 2D game-engine textbook. Start with the introduction.'; echo; \
	  for f in $(BOOK_MD); do \
	    t=$$(awk '/^# / { sub(/^# /, ""); print; exit }' $$f); \
	    b=$$(basename $$f .md); echo "- [$$t]($$b.html)"; \
	  done; } > $@.md
	pandoc -f markdown -t html5 --standalone --metadata lang=en -o $@ $@.md
	@rm -f $@.md

book:
	@$(MAKE) --no-print-directory deps
	@$(MAKE) --no-print-directory book-html

book-html: $(BOOK_HTML) $(OUT)/book/index.html
	@echo "make book wrote $(OUT)/book/index.html and $(words $(BOOK_HTML)) chapter pages"

book-sync:
	sh tools/book_sync.sh
