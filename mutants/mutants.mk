# make mutants: mutation testing with the fixed catalogue of
# mutants/catalogue.txt (see tools/mutants.sh).  Included from the
# Makefile; MUTANTS_JOBS sets the parallel copies (default 2).
MUTANTS_JOBS ?= 2
.PHONY: mutants
mutants:
	@sh tools/mutants.sh -j $(MUTANTS_JOBS)
