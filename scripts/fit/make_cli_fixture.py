#!/usr/bin/env python3
"""Writes Tests/TrophiesCLITests/Fixtures/treadmill-run.fit: a 10-minute treadmill run written
with python's struct module from the FIT protocol document (independent of the Swift reader).
FIT time 1e9 = 2021-09-08T01:46:40Z; 11 records a minute apart, HR 120..150 then 140..120;
session: running/treadmill, 600 s, 1500.00 m, avg HR 130, max HR 150, 50 kcal;
activity.local_timestamp = timestamp + 7200 (UTC+02:00). Usage: make_cli_fixture.py OUT"""
import struct, sys

def crc(data, c=0):
    t = [0x0000, 0xCC01, 0xD801, 0x1400, 0xF001, 0x3C00, 0x2800, 0xE401,
         0xA001, 0x6C00, 0x7800, 0xB401, 0x5000, 0x9C01, 0x8801, 0x4400]
    for b in data:
        tmp = t[c & 0xF]; c = (c >> 4) & 0x0FFF; c = c ^ tmp ^ t[b & 0xF]
        tmp = t[c & 0xF]; c = (c >> 4) & 0x0FFF; c = c ^ tmp ^ t[(b >> 4) & 0xF]
    return c

def define(local, glob, fields):
    return bytes([0x40 | local, 0, 0]) + struct.pack('<HB', glob, len(fields)) + b''.join(bytes(f) for f in fields)

T0 = 1_000_000_000
body = define(0, 0, [(0, 1, 0), (1, 2, 0x84), (2, 2, 0x84)]) + bytes([0]) + struct.pack('<BHH', 4, 1, 3113)
body += define(1, 20, [(253, 4, 0x86), (3, 1, 2), (5, 4, 0x86)])
hrs = [120, 126, 132, 138, 144, 150, 146, 140, 134, 128, 122]
for i, hr in enumerate(hrs):
    body += bytes([1]) + struct.pack('<IBI', T0 + 60 * i, hr, 15000 * i)
body += define(2, 18, [(253, 4, 0x86), (2, 4, 0x86), (5, 1, 0), (6, 1, 0), (7, 4, 0x86), (8, 4, 0x86),
                       (9, 4, 0x86), (11, 2, 0x84), (16, 1, 2), (17, 1, 2)])
body += bytes([2]) + struct.pack('<IIBBIIIHBB', T0 + 600, T0, 1, 1, 600000, 600000, 150000, 50, 130, 150)
body += define(3, 34, [(253, 4, 0x86), (5, 4, 0x86)]) + bytes([3]) + struct.pack('<II', T0 + 600, T0 + 600 + 7200)
header = struct.pack('<BBHI4s', 14, 0x20, 2132, len(body), b'.FIT')
header += struct.pack('<H', crc(header))
data = header + body
open(sys.argv[1], 'wb').write(data + struct.pack('<H', crc(data)))
