/* The benchmark's floor: a C libxml2 SAX2 reader that extracts only latitude, longitude, time,
 * elevation and heart rate from a GPX or TCX file (DESIGN.md, "Performance rules"). It is a
 * baseline for `make bench`, not part of Trophies. Usage: sax_floor FILE... */
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

int main(int argc, char **argv) {
  xmlSAXHandler handler;
  memset(&handler, 0, sizeof handler);
  handler.initialized = XML_SAX2_MAGIC;
  handler.startElementNs = start;
  handler.endElementNs = end;
  handler.characters = characters;
  for (int i = 1; i < argc; i++) {
    State state;
    memset(&state, 0, sizeof state);
    xmlParserCtxtPtr ctxt = xmlCreatePushParserCtxt(&handler, &state, NULL, 0, argv[i]);
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET);
    FILE *f = fopen(argv[i], "rb");
    if (!f) { perror(argv[i]); return 1; }
    static char chunk[256 * 1024];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) xmlParseChunk(ctxt, chunk, (int)n, 0);
    xmlParseChunk(ctxt, chunk, 0, 1);
    fclose(f);
    printf("%s: %ld points (checksum %.3f)\n", argv[i], state.points, state.sum);
    xmlFreeParserCtxt(ctxt);
  }
  return 0;
}
