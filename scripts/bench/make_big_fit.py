#!/usr/bin/env python3
"""Writes the benchmark's large FIT file, OUT_DIR/bench.fit, of about SIZE_MB (default 60):
a Garmin-style ride (file_id, one record message a second with position, enhanced altitude,
heart rate, cadence, distance, enhanced speed, power, temperature; a timer stop/start every
hour with the record definition written again after it; laps every hour; one session; an
activity message), little-endian, deterministic (fixed seed), from the FIT protocol document.
Usage: make_big_fit.py OUT_DIR [SIZE_MB]"""
import math, os, random, struct, sys

out = sys.argv[1]
size = int(sys.argv[2]) if len(sys.argv) > 2 else 60
os.makedirs(out, exist_ok=True)
rng = random.Random(7)

def crc(data):
    table = [0] * 256
    for b in range(256):
        c = b
        for _ in range(8):
            c = (c >> 1) ^ 0xA001 if c & 1 else c >> 1
        table[b] = c
    c = 0
    for b in data:
        c = (c >> 8) ^ table[(c ^ b) & 0xFF]
    return c

def define(local, glob, fields):
    return bytes([0x40 | local, 0, 0]) + struct.pack('<HB', glob, len(fields)) + b''.join(bytes(f) for f in fields)

SEMI = 2**31 / 180
T0 = 1_100_000_000  # 2024-11-08
parts = [define(0, 0, [(0, 1, 0), (1, 2, 0x84), (2, 2, 0x84), (4, 4, 0x86)]),
         bytes([0]) + struct.pack('<BHHI', 4, 1, 3113, T0)]
record_def = define(1, 20, [(253, 4, 0x86), (0, 4, 0x85), (1, 4, 0x85), (78, 4, 0x86), (3, 1, 2),
                            (4, 1, 2), (5, 4, 0x86), (73, 4, 0x86), (7, 2, 0x84), (13, 1, 1)])
event_def = define(2, 21, [(253, 4, 0x86), (0, 1, 0), (1, 1, 0)])
lap_def = define(3, 19, [(253, 4, 0x86), (2, 4, 0x86), (7, 4, 0x86), (8, 4, 0x86), (9, 4, 0x86)])
parts += [record_def, event_def, lap_def]
record = struct.Struct('<BIiiIBBIIHb')
lat, lon, alt, dist, t, n, written = 52.5, 13.4, 50.0, 0.0, T0, 0, sum(map(len, parts))
lap_start, lap_dist = T0, 0.0
body = bytearray(b''.join(parts))
while len(body) < size * 1_000_000:
    speed = 7 + 2 * math.sin(n / 900)
    heading = n / 3000
    lat += speed * math.cos(heading) / 111_320
    lon += speed * math.sin(heading) / (111_320 * math.cos(math.radians(lat)))
    alt += rng.uniform(-0.3, 0.3)
    dist += speed
    body += record.pack(1, t, round(lat * SEMI), round(lon * SEMI), round((alt + 500) * 5),
                        120 + n % 50, 80 + n % 20, round(dist * 100), round(speed * 1000),
                        150 + n % 100, 18)
    n += 1
    t += 1
    if n % 3600 == 0:  # hourly: lap, a 2-minute pause, the record definition again
        body += bytes([3]) + struct.pack('<IIIII', t, lap_start, (t - lap_start) * 1000,
                                         (t - lap_start) * 1000, round((dist - lap_dist) * 100))
        body += bytes([2]) + struct.pack('<IBB', t, 0, 4)
        t += 120
        body += bytes([2]) + struct.pack('<IBB', t, 0, 0)
        body += record_def
        lap_start, lap_dist = t, dist
elapsed = t - T0
body += define(4, 18, [(253, 4, 0x86), (2, 4, 0x86), (5, 1, 0), (6, 1, 0), (7, 4, 0x86),
                       (8, 4, 0x86), (9, 4, 0x86)])
body += bytes([4]) + struct.pack('<IIBBIII', t, T0, 2, 7, elapsed * 1000, n * 1000, round(dist * 100))
body += define(5, 34, [(253, 4, 0x86), (5, 4, 0x86)]) + bytes([5]) + struct.pack('<II', t, t + 3600)
header = struct.pack('<BBHI4s', 14, 0x20, 2132, len(body), b'.FIT')
header += struct.pack('<H', crc(header))
data = header + bytes(body)
with open(os.path.join(out, 'bench.fit'), 'wb') as f:
    f.write(data + struct.pack('<H', crc(data)))
print(f"bench.fit: {len(data) + 2} bytes, {n} records")
