/* Issue 19: libxml2's pull SAX against its push parser, with the same handlers (sax_floor.c's:
 * lat/lon/time/ele/hr). Modes: `push` feeds 256 KiB chunks with xmlParseChunk, as the reader
 * did before issue 19; `pull-io` lets libxml2 read through an I/O callback
 * (xmlCreateIOParserCtxt + xmlParseDocument, the 2.9 form of xmlCtxtReadIO with a SAX handler),
 * the shape XMLSAXParser.swift now uses (DocumentFeed hands it plain, inflated or archive
 * bytes); `pull-file` lets libxml2 open and read the file itself (xmlSAXUserParseFile). Options: XML_PARSE_NONET.
 * Usage: pull_vs_push push|pull-io|pull-file FILE... (run by scripts/bench/pull_vs_push.sh) */
#include <fcntl.h>
#include <unistd.h>
#include <libxml/parser.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  int capture;
  char text[256];
  size_t length;
  long points;
  double sum;
} State;

static int wanted(const xmlChar *name) {
  static const char *names[] = {"ele", "time", "hr", "Time", "AltitudeMeters", "Value",
                                "LatitudeDegrees", "LongitudeDegrees", NULL};
  for (int i = 0; names[i]; i++)
    if (strcmp((const char *)name, names[i]) == 0) return 1;
  return 0;
}

static void start(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri,
                  int nbNs, const xmlChar **ns, int nbAttr, int nbDefaulted, const xmlChar **attrs) {
  State *s = ctx;
  (void)prefix; (void)uri; (void)nbNs; (void)ns; (void)nbDefaulted;
  if (strcmp((const char *)localname, "trkpt") == 0 || strcmp((const char *)localname, "Trackpoint") == 0) {
    s->points++;
    for (int i = 0; i < nbAttr; i++) {
      const xmlChar **a = attrs + i * 5;
      char buffer[64];
      size_t n = (size_t)(a[4] - a[3]);
      if (n >= sizeof buffer) n = sizeof buffer - 1;
      memcpy(buffer, a[3], n);
      buffer[n] = 0;
      s->sum += strtod(buffer, NULL);
    }
  }
  s->capture = wanted(localname);
  s->length = 0;
}

static void end(void *ctx, const xmlChar *localname, const xmlChar *prefix, const xmlChar *uri) {
  State *s = ctx;
  (void)localname; (void)prefix; (void)uri;
  if (s->capture) {
    s->text[s->length] = 0;
    if (s->text[0] >= '0' && s->text[0] <= '9' && s->length > 4 && s->text[4] == '-')
      s->sum += (double)(s->text[18] - '0'); /* touch the timestamp cheaply */
    else
      s->sum += strtod(s->text, NULL);
  }
  s->capture = 0;
}

static void characters(void *ctx, const xmlChar *ch, int len) {
  State *s = ctx;
  if (!s->capture) return;
  size_t room = sizeof s->text - 1 - s->length;
  size_t n = (size_t)len < room ? (size_t)len : room;
  memcpy(s->text + s->length, ch, n);
  s->length += n;
}


static int read_fd(void *context, char *buffer, int length) {
  ssize_t n = read(*(int *)context, buffer, (size_t)length);
  return n < 0 ? -1 : (int)n;
}

static int close_fd(void *context) { return close(*(int *)context); }

int main(int argc, char **argv) {
  if (argc < 3) { fprintf(stderr, "usage: %s push|pull-io|pull-file FILE...\n", argv[0]); return 2; }
  const char *mode = argv[1];
  xmlInitParser();
  xmlSAXHandler handler;
  memset(&handler, 0, sizeof handler);
  handler.initialized = XML_SAX2_MAGIC;
  handler.startElementNs = start;
  handler.endElementNs = end;
  handler.characters = characters;
  for (int i = 2; i < argc; i++) {
    State state;
    memset(&state, 0, sizeof state);
    if (strcmp(mode, "push") == 0) {
      xmlParserCtxtPtr ctxt = xmlCreatePushParserCtxt(&handler, &state, NULL, 0, argv[i]);
      xmlCtxtUseOptions(ctxt, XML_PARSE_NONET);
      FILE *f = fopen(argv[i], "rb");
      if (!f) { perror(argv[i]); return 1; }
      static char chunk[256 * 1024];
      size_t n;
      while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) xmlParseChunk(ctxt, chunk, (int)n, 0);
      xmlParseChunk(ctxt, chunk, 0, 1);
      fclose(f);
      xmlFreeParserCtxt(ctxt);
    } else if (strcmp(mode, "pull-io") == 0) {
      static int fd;
      fd = open(argv[i], O_RDONLY);
      if (fd < 0) { perror(argv[i]); return 1; }
      xmlParserCtxtPtr ctxt =
          xmlCreateIOParserCtxt(&handler, &state, read_fd, close_fd, &fd, XML_CHAR_ENCODING_NONE);
      xmlCtxtUseOptions(ctxt, XML_PARSE_NONET);
      xmlParseDocument(ctxt);
      xmlFreeParserCtxt(ctxt);
    } else {
      xmlSAXUserParseFile(&handler, &state, argv[i]);
    }
    printf("%s %s: %ld points (checksum %.3f)\n", mode, argv[i], state.points, state.sum);
  }
  return 0;
}
