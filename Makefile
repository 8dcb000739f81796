# Trophies — build, report, test, benchmark. See README.md.
SWIFT ?= swift
# The bundled sample reports are reproducible: fixed generation time and home zone.
SAMPLE_EPOCH ?= 1767225600
SAMPLE_HOME_TZ ?= Europe/Berlin
# The sample's settings file: its goals (README "Goals") show in the sample cabinet.
SAMPLE_SETTINGS ?= SampleData/settings.json
# Release builds link the Swift runtime and Foundation statically on Linux: no dynamic loader work
# for libFoundation at each start (2-point GPX: 19.7 M -> 8.1 M instructions under callgrind; peak
# RSS -6 MB); the binary grows from 5 MB to 75 MB. Every release build here uses the same flags,
# so none of them rebuilds the others' objects.
RELEASE_FLAGS ?= -c release $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
export RELEASE_FLAGS

.PHONY: deps build report test bench bench-library fuzz sample-data lint format man screenshots clean

deps:
	@scripts/ensure-deps.sh

# SWIFT_BUILD_FLAGS: extra flags for the release build (.ci/run: -Xswiftc -warnings-as-errors,
# so a warning in Sources fails CI).
build: deps
	$(SWIFT) build $(RELEASE_FLAGS) $(SWIFT_BUILD_FLAGS) --product trophies

# Exit code 3 means "reports written, some inputs skipped": SampleData holds a planned route on purpose.
# --share: Reports/share/ holds the SVG share cards (committed); PNGs, made when rsvg-convert is
# installed, differ between librsvg versions and are not committed (.gitignore).
report: build
	@SOURCE_DATE_EPOCH=$(SAMPLE_EPOCH) .build/release/trophies report SampleData --out Reports \
	  --home-timezone $(SAMPLE_HOME_TZ) --settings $(SAMPLE_SETTINGS) --share; rc=$$?; \
	  [ $$rc -eq 0 ] || [ $$rc -eq 3 ]

# Prints the skipped tests and their count at the end; with CI=true a skip fails the run (CI has
# ../shared, chromium, zsh and fish, so nothing there has a reason to skip).
# TROPHIES_QUICK_TESTS=1 leaves out the long checks (generated numbers against strtod, the
# browser check); they are counted as skipped.
test: deps
	@SWIFT="$(SWIFT)" scripts/test.sh

bench: deps
	scripts/bench/run.sh
	scripts/bench/library.sh

# Only the workout library's rows of the bench (issue 6's targets).
bench-library: deps
	scripts/bench/library.sh

# libFuzzer targets (Tools/Fuzz/): GPX, TCX, the whole path, and the FIT reader, FUZZ_SECONDS each
# (default 60); see scripts/fuzz/README.md.
fuzz: deps
	scripts/fuzz/run.sh
	FUZZ_DIR=$(CURDIR)/.build/fuzz/fit scripts/fuzz/fit.sh $${FUZZ_SECONDS:-60}

# `swift run` refuses --static-swift-stdlib, so the generator is built, then run.
sample-data: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product SampleDataGenerator
	.build/release/SampleDataGenerator SampleData

# Renders Reports/index.html in headless Chromium (1280 and 390 px, light and dark) into
# .build/screenshots and fails on overflow, CSP violations or console messages; then draws one
# share card of each size and fails when a card's text leaves its frame (scripts/share-check.sh).
screenshots:
	scripts/screenshots.sh Reports/index.html .build/screenshots
	scripts/share-check.sh Reports/share .build/screenshots/share

lint:
	$(SWIFT) format lint --recursive --strict Sources Tests Tools Package.swift

# Rewrites the sources in place with the rules `make lint` checks.
format:
	$(SWIFT) format format --in-place --recursive Sources Tests Tools Package.swift

# The manual page is made from the option table; a test fails when docs/trophies.1 is stale.
man: deps
	$(SWIFT) build --product trophies
	$$($(SWIFT) build --show-bin-path)/trophies help --man > docs/trophies.1

clean:
	rm -rf .build
