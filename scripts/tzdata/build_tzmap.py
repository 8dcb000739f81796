#!/usr/bin/env python3
"""Build Sources/CTimeZoneData/data/tzmap.bin from timezone-boundary-builder data.

The boundaries come from the `timezonefinder-data` package (timezone-boundary-builder, ODbL 1.0),
read through `timezonefinder`'s own decoder. See scripts/tzdata/README.md for how to run it and
Sources/TimeZoneLookup/TimeZoneMap.swift for the file format (it is restated in BUILD-INFO.md).

Steps:
  1. Read every boundary polygon (with holes) and its zone.
  2. For each 1 deg x 1 deg cell, clip every zone to the cell.  A cell covered by one zone is
     stored as that zone id.  A mixed cell stores a *default* zone (the one with the most
     vertices there, after simplification) and the clipped, simplified rings of every other zone.
  3. Overlapping zones (the source overlaps on purpose in a few places) are resolved by the
     overlap rule below: the loser has the winner's area removed in that cell.
  4. Rings are simplified with Douglas-Peucker, quantised to 1e-4 deg in cell-local units and
     written as zig-zag delta varints.

Deterministic: the same inputs give the same bytes (no sets/dicts iterated unsorted, no time).
"""

from __future__ import annotations

import argparse
import hashlib
import math
import struct
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np
import shapely
import shapely.affinity
from shapely.geometry import Polygon, box
from shapely.strtree import STRtree

MAGIC = b"TZM1"
FORMAT_VERSION = 1
SCALE = 10_000  # 1e-4 deg units; a 1 deg cell spans 0...10000
LAND_TOLERANCE = 0.0005  # deg, Douglas-Peucker for borders between land zones (<= 56 m)
SEA_TOLERANCE = 0.01  # deg, for the territorial-waters line facing an Etc/GMT ocean zone
SEA_NEAR = 0.012  # deg: farther than this (> SEA_TOLERANCE) from other land zones = sea-facing
EDGE_MARGIN = 0.02  # deg (scaled frame): cells are simplified with this margin, then cut exactly
OVERLAP_MIN_AREA = 1e-9  # deg^2 (~10 m^2); smaller pairwise intersections are noise


def is_ocean(name: str) -> bool:
    return name.startswith("Etc/")


def load_zones():
    from timezonefinder import TimezoneFinder

    tf = TimezoneFinder(in_memory=True)
    names = list(tf.timezone_names)
    polys, zone_of = [], []
    for bid in range(tf.nr_of_polygons):
        outer = tf.boundaries.coords_of(bid).astype(np.float64) / 1e7
        holes = [tf.holes.coords_of(h).astype(np.float64) / 1e7 for h in tf._hole_ids_of(bid)]
        p = Polygon(outer.T, [h.T for h in holes])
        if not p.is_valid:
            p = shapely.make_valid(p)
        polys.append(p)
        zone_of.append(int(tf.zone_id_of(bid)))
    return tf, names, polys, zone_of


def polygons_of(geom):
    """The polygons of a geometry (dropping points/lines a clip can leave)."""
    out = []
    for g in shapely.get_parts(geom):
        if g.geom_type == "Polygon" and not g.is_empty:
            out.append(g)
        elif g.geom_type in ("MultiPolygon", "GeometryCollection"):
            out.extend(polygons_of(g))
    return out


def zigzag(v: int) -> int:
    return (v << 1) ^ (v >> 63)


def varint(v: int, out: bytearray) -> None:
    assert v >= 0
    while v >= 0x80:
        out.append((v & 0x7F) | 0x80)
        v >>= 7
    out.append(v)


def quantise_ring(coords: np.ndarray, x0: int, y0: int) -> list[tuple[int, int]]:
    """Cell-local 1e-4 deg integer ring without the closing vertex and repeated points."""
    q = np.rint((coords - (x0, y0)) * SCALE).astype(np.int64)
    q = np.clip(q, 0, SCALE)
    pts: list[tuple[int, int]] = []
    for x, y in q.tolist():
        if not pts or pts[-1] != (x, y):
            pts.append((x, y))
    while len(pts) > 1 and pts[-1] == pts[0]:
        pts.pop()
    return pts if len(pts) >= 3 else []


def simplify_piece(geom, other_land, ocean: bool):
    """Douglas-Peucker: land borders at LAND_TOLERANCE, runs facing only sea at SEA_TOLERANCE."""
    if ocean or other_land is None:
        tol = SEA_TOLERANCE if ocean else LAND_TOLERANCE
        if not ocean and other_land is None:
            # A land zone that touches no other land zone in this cell: everything is sea-facing
            # or the cell edge; the cell edge is straight and survives any tolerance.
            tol = SEA_TOLERANCE
        return shapely.simplify(geom, tol, preserve_topology=True)
    near = other_land.buffer(SEA_NEAR, quad_segs=2)
    coarse = shapely.simplify(geom, SEA_TOLERANCE, preserve_topology=True)
    fine = shapely.simplify(geom, LAND_TOLERANCE, preserve_topology=True)
    # Keep the fine shape near other land zones and the coarse one elsewhere.
    try:
        merged = shapely.union(shapely.intersection(fine, near), shapely.difference(coarse, near))
        merged = shapely.simplify(merged, LAND_TOLERANCE / 10, preserve_topology=True)
    except shapely.errors.GEOSException:
        merged = fine
    return merged


def encode_rings(geom, x0: int, y0: int) -> tuple[bytes, tuple[int, int, int, int], int]:
    rings = []
    for p in polygons_of(geom):
        for ring in [p.exterior, *p.interiors]:
            pts = quantise_ring(np.asarray(ring.coords)[:, :2], x0, y0)
            if pts:
                rings.append(pts)
    if not rings:
        return b"", (0, 0, 0, 0), 0
    body = bytearray()
    varint(len(rings), body)
    xs = [x for r in rings for x, _ in r]
    ys = [y for r in rings for _, y in r]
    nverts = 0
    for r in rings:
        varint(len(r), body)
        px, py = r[0]
        varint(px, body)
        varint(py, body)
        for x, y in r[1:]:
            varint(zigzag(x - px), body)
            varint(zigzag(y - py), body)
            px, py = x, y
        nverts += len(r)
    return bytes(body), (min(xs), max(xs), min(ys), max(ys)), nverts


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--out", type=Path, required=True, help="output directory (…/data)")
    ap.add_argument("--rows", type=str, default="", help="debug: lat rows a:b only")
    args = ap.parse_args()
    t0 = time.time()
    import timezonefinder
    import timezonefinder_data

    tf, names, polys, zone_of = load_zones()
    print(f"loaded {len(polys)} polygons, {len(names)} zones in {time.time()-t0:.1f}s", flush=True)
    tree = STRtree(polys)
    zone_area_total = defaultdict(float)
    for p, z in zip(polys, zone_of):
        zone_area_total[z] += p.area

    decided: dict[tuple[int, int], int] = {}  # (lower id, higher id) -> winner

    def smaller_wins(a: int, b: int) -> bool:
        oa, ob = is_ocean(names[a]), is_ocean(names[b])
        if oa != ob:
            return ob
        return (zone_area_total[a], names[a]) < (zone_area_total[b], names[b])

    def wins(a: int, b: int, overlap) -> bool:
        """Overlap rule. Each overlapping pair of zones is decided once, at the first overlap
        piece (in cell order) larger than 1e-6 deg^2: the winner is the zone the reference,
        timezonefinder.timezone_at on the unsimplified data, answers at that piece's
        representative point - so the map agrees with the reference that labels the golden
        points. If the reference answers neither zone there, or the pair only ever overlaps in
        slivers, a land zone beats an ocean zone, then the smaller total area wins (ties by
        name)."""
        key = (min(a, b), max(a, b))
        if key not in decided and overlap.area > 1e-6:
            rp = overlap.representative_point()
            ref = tf.timezone_at(lng=rp.x, lat=rp.y)
            if ref in (names[a], names[b]):
                decided[key] = names.index(ref)
        if key in decided:
            return decided[key] == a
        return smaller_wins(a, b)

    grid = np.zeros(180 * 360, dtype=np.uint32)  # zone id, or 0x80000000 | cell byte offset
    cell_blobs = bytearray()
    overlaps = {}  # (winner, loser) -> (deg^2, (lat, lon, largest piece) of a sample point)
    stats = defaultdict(int)
    rows = range(180)
    if args.rows:
        a, b = args.rows.split(":")
        rows = range(int(a), int(b))
    # Clip in 10 deg x 10 deg blocks first, then per 1 deg cell, so that big polygons are
    # cut down once instead of for every cell they touch.
    for by in range(0, 180, 10):
        if not any(r in rows for r in range(by, by + 10)):
            continue
        for bx in range(0, 360, 10):
            blon, blat = bx - 180, by - 90
            bbox = box(blon - 0.5, blat - 0.5, blon + 10.5, blat + 10.5)
            cand = sorted(tree.query(bbox, predicate="intersects").tolist())
            block_parts = []
            for i in cand:
                g = shapely.intersection(polys[i], bbox)
                if not g.is_empty and g.area > 0:
                    block_parts.append((zone_of[i], g))
            btree = STRtree([g for _, g in block_parts]) if block_parts else None
            for cy in range(by, by + 10):
                if cy not in rows:
                    continue
                for cx in range(bx, bx + 10):
                    encode_cell(cx, cy, block_parts, btree, names, wins, grid, cell_blobs,
                                overlaps, stats)
        print(f"rows {by}-{by+9} done, {len(cell_blobs)} bytes, {time.time()-t0:.0f}s", flush=True)

    sha, size = write_outputs(args.out, names, grid, cell_blobs, tf.data_version)
    write_build_info(args.out, names, overlaps, stats, sha, size, time.time() - t0, tf,
                     timezonefinder.__version__, timezonefinder_data.__version__, args.rows)
    return 0


def encode_cell(cx, cy, block_parts, btree, names, wins, grid, cell_blobs, overlaps, stats):
    lon0, lat0 = cx - 180, cy - 90
    cbox = box(lon0, lat0, lon0 + 1, lat0 + 1)
    # Simplify in a locally metric frame: longitude scaled by cos(latitude) so that the
    # tolerance means the same ground distance east-west as north-south.
    k = max(math.cos(math.radians(lat0 + 0.5)), 0.05)
    # Zones are clipped to the cell plus a margin, simplified, then cut to the exact cell, so
    # that simplification never moves the cell's own edges (it would cut corners there).
    mx = min(EDGE_MARGIN / k, 0.45)
    ebox = box(lon0 - mx, lat0 - EDGE_MARGIN, lon0 + 1 + mx, lat0 + 1 + EDGE_MARGIN)
    per_zone = defaultdict(list)
    if btree is not None:
        for j in sorted(btree.query(ebox, predicate="intersects").tolist()):
            z, g = block_parts[j]
            c = shapely.intersection(g, ebox)
            if not c.is_empty and c.area > 1e-12:
                per_zone[z].append(c)
    geo = {z: shapely.union_all(per_zone[z]) for z in sorted(per_zone)}
    zones = [z for z in sorted(geo) if shapely.intersection(geo[z], cbox).area > 1e-12]
    idx = cy * 360 + cx
    if not zones:
        raise SystemExit(f"cell {lat0},{lon0} is covered by no zone")
    if len(zones) == 1:
        grid[idx] = zones[0]
        stats["uniform"] += 1
        return
    # Resolve overlaps: the loser gives up the winner's area (in this cell).
    total = sum(shapely.intersection(geo[z], cbox).area for z in zones)
    if total > 1.0 + 1e-7:
        beaten = defaultdict(list)
        for i, a in enumerate(zones):
            for b in zones[i + 1:]:
                if not geo[a].envelope.intersects(geo[b].envelope):
                    continue
                inter_geom = shapely.intersection(shapely.intersection(geo[a], geo[b]), cbox)
                inter = inter_geom.area
                if inter > OVERLAP_MIN_AREA:
                    w, l = (a, b) if wins(a, b, inter_geom) else (b, a)
                    area, point = overlaps.get((w, l), (0.0, None))
                    if point is None or inter > point[2]:
                        rp = inter_geom.representative_point()
                        point = (rp.y, rp.x, inter)
                    overlaps[(w, l)] = (area + inter, point)
                    beaten[l].append(w)
        for l in sorted(beaten):
            geo[l] = shapely.difference(geo[l], shapely.union_all([geo[w] for w in beaten[l]]))
        zones = [z for z in zones if shapely.intersection(geo[z], cbox).area > 1e-12]
        if len(zones) == 1:
            grid[idx] = zones[0]
            stats["uniform"] += 1
            return
    land = [z for z in zones if not is_ocean(names[z])]
    encoded = {}
    for z in zones:
        others = [geo[o] for o in land if o != z]
        other_land = shapely.union_all(others) if others else None
        scaled = shapely.affinity.scale(geo[z], xfact=k, yfact=1.0, origin=(lon0, lat0))
        ol = None
        if other_land is not None:
            ol = shapely.affinity.scale(other_land, xfact=k, yfact=1.0, origin=(lon0, lat0))
        s = simplify_piece(scaled, ol, is_ocean(names[z]))
        s = shapely.affinity.scale(s, xfact=1.0 / k, yfact=1.0, origin=(lon0, lat0))
        s = shapely.intersection(s, cbox)
        encoded[z] = encode_rings(s, lon0, lat0)
    # Default zone: most vertices (ties: larger area, then lower id).
    default = max(zones, key=lambda z: (encoded[z][2], geo[z].area, -z))
    pieces = [z for z in zones if z != default and encoded[z][0]]
    if not pieces:
        grid[idx] = default
        stats["uniform"] += 1
        return
    rec = bytearray()
    varint(default, rec)
    varint(len(pieces), rec)
    for z in pieces:
        body, (x0, x1, y0, y1), nv = encoded[z]
        varint(z, rec)
        for v in (x0, x1, y0, y1):
            varint(v, rec)
        varint(len(body), rec)
        rec += body
        stats["vertices"] += nv
        stats["pieces"] += 1
    grid[idx] = 0x8000_0000 | len(cell_blobs)
    cell_blobs += rec
    stats["mixed"] += 1


def write_outputs(out, names, grid, cell_blobs, tbb):
    out.mkdir(parents=True, exist_ok=True)
    name_blob = bytearray()
    for n in names:
        b = n.encode("utf-8")
        name_blob.append(len(b))
        name_blob += b
    version = f"timezone-boundary-builder {tbb}".encode("utf-8")
    # Grid as u16: a zone id (< zone count), or zone count + index into the mixed-cell table
    # of u32 byte offsets into the cells area.
    nz = len(names)
    mixed_offsets = [int(e) & 0x7FFF_FFFF for e in grid.tolist() if e & 0x8000_0000]
    assert nz + len(mixed_offsets) <= 0xFFFF
    grid16, m = [], 0
    for e in grid.tolist():
        if e & 0x8000_0000:
            grid16.append(nz + m)
            m += 1
        else:
            grid16.append(e)
    header_len = 52
    names_off = header_len
    version_off = names_off + len(name_blob)
    grid_off = (version_off + len(version) + 3) & ~3
    table_off = grid_off + 2 * len(grid16)
    cells_off = table_off + 4 * len(mixed_offsets)
    hdr = struct.pack(
        "<4sHHHHHH9I", MAGIC, FORMAT_VERSION, 0, nz, 360, 180, SCALE,
        names_off, len(name_blob), version_off, len(version), grid_off, table_off,
        len(mixed_offsets), cells_off, len(cell_blobs))
    assert len(hdr) == header_len, len(hdr)
    data = bytearray(hdr)
    data += name_blob
    data += version
    data += b"\0" * (grid_off - len(data))
    data += np.asarray(grid16, dtype="<u2").tobytes()
    data += np.asarray(mixed_offsets, dtype="<u4").tobytes()
    data += cell_blobs
    (out / "tzmap.bin").write_bytes(bytes(data))
    sha = hashlib.sha256(data).hexdigest()
    print(f"wrote {len(data)} bytes, sha256 {sha}")
    return sha, len(data)


def write_build_info(out, names, overlaps, stats, sha, size, seconds, tf, tf_ver, data_ver, rows):
    """BUILD-INFO.md: parameters, versions, the overlap rule and its winners, the sha256."""
    lines = [
        "# tzmap.bin build info",
        "",
        "Generated by `scripts/tzdata/build_tzmap.py` (see `scripts/tzdata/README.md`). Do not edit.",
        "",
        f"- Data: timezone-boundary-builder {tf.data_version} (with oceans), from PyPI "
        f"`timezonefinder-data=={data_ver}`, read with `timezonefinder=={tf_ver}`;",
        f"  shapely {shapely.__version__} (GEOS {shapely.geos_version_string}).",
        "- Licence: ODbL 1.0, © OpenStreetMap contributors (see LICENSE-ODbL.md).",
        f"- Zones: {len(names)}; file size {size} bytes; sha256 `{sha}`.",
        f"- Grid: 1 deg x 1 deg, 360 x 180; uniform cells {stats['uniform']}, "
        f"mixed cells {stats['mixed']}, stored pieces {stats['pieces']}, "
        f"stored vertices {stats['vertices']}.",
        f"- Simplification: Douglas-Peucker in a locally metric frame (longitude x cos(lat)), "
        f"{LAND_TOLERANCE} deg (about 56 m) near other land zones (within {SEA_NEAR} deg), "
        f"{SEA_TOLERANCE} deg for pieces of ocean zones and runs facing only sea.",
        f"- Quantisation: 1/{SCALE} deg, cell-local; rings as zig-zag delta varints.",
        "- Default zone of a mixed cell: the zone with the most stored vertices there "
        "(ties: larger area, then lower zone number); its polygons are not stored.",
        *([f"- PARTIAL BUILD: rows {rows} only; do not commit."] if rows else []),
        "",
        "## Overlap rule",
        "",
        "The source polygons overlap on purpose in a few places. Rule: each overlapping pair is "
        "decided once, at its first overlap piece (in cell order) larger than 1e-6 deg^2, by "
        "what the reference `timezonefinder.timezone_at` (unsimplified data, the labeller of "
        "the golden points) answers at that piece's representative point. Pairs that only "
        "overlap in slivers, or where the reference answers a third zone: a land zone beats an "
        "`Etc/GMT` ocean zone, then the smaller total area wins, ties by name. The loser gives "
        "up the overlap in that cell. "
        "Pairs below with overlap area >= 1e-9 deg^2; the last column is what the reference "
        "`timezonefinder.timezone_at` answers at a sample point of the overlap.",
        "",
        "| winner | loser | overlap (deg^2) | sample point (lat, lon) | reference answer |",
        "| --- | --- | --- | --- | --- |",
    ]
    for (w, l), (area, (lat, lon, _)) in sorted(
        overlaps.items(), key=lambda kv: (-kv[1][0], names[kv[0][0]], names[kv[0][1]])
    ):
        ref = tf.timezone_at(lng=lon, lat=lat)
        lines.append(f"| {names[w]} | {names[l]} | {area:.6f} | {lat:.5f}, {lon:.5f} | {ref} |")
    (out / "BUILD-INFO.md").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())
