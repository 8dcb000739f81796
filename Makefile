# Trophies — build, report, test, benchmark. See README.md.
SWIFT ?= swift
# The bundled sample reports are reproducible: fixed generation time and home zone.
SAMPLE_EPOCH ?= 1767225600
SAMPLE_HOME_TZ ?= Europe/Berlin

.PHONY: deps build report test bench fuzz sample-data lint clean

deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build -c release --product trophies

# Exit code 3 means "reports written, some inputs skipped": SampleData holds a planned route on purpose.
report: build
	@SOURCE_DATE_EPOCH=$(SAMPLE_EPOCH) .build/release/trophies report SampleData --out Reports \
	  --home-timezone $(SAMPLE_HOME_TZ); rc=$$?; [ $$rc -eq 0 ] || [ $$rc -eq 3 ]

test: deps
	$(SWIFT) test

bench: deps
	scripts/bench/run.sh

# libFuzzer targets (Tools/Fuzz/), FUZZ_SECONDS each (default 60); see scripts/fuzz/README.md.
fuzz: deps
	scripts/fuzz/run.sh

sample-data: deps
	$(SWIFT) run -c release SampleDataGenerator SampleData

lint:
	$(SWIFT) format lint --recursive --strict Sources Tests Tools Package.swift

clean:
	rm -rf .build
