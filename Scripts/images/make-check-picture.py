#!/usr/bin/env python3
"""Writes the picture Scripts/images/kitty-check.sh shows: 320x160, the left half pure red, the right
half a smooth gradient (red 0, green and blue changing along x and y), as a PNG built with zlib alone."""
import struct
import sys
import zlib

WIDTH, HEIGHT = 320, 160


def pixel(x, y):
    if x < WIDTH // 2:
        return (255, 0, 0)
    return (0, (x - WIDTH // 2) * 255 // (WIDTH // 2 - 1), y * 255 // (HEIGHT - 1))


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


rows = b"".join(b"\0" + b"".join(bytes(pixel(x, y)) for x in range(WIDTH)) for y in range(HEIGHT))
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", WIDTH, HEIGHT, 8, 2, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")
with open(sys.argv[1], "wb") as out:
    out.write(png)
