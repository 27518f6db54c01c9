#!/usr/bin/env python3
"""Checks a screenshot (binary PPM, 8 or 16 bits a sample) of kitty showing Scripts/images/make-check-picture.py's picture.

Passes when the screen has a block of the picture's pure red (255, 0, 0) at least 40 by 40 pixels,
and, right of it, the gradient in at least --colours N distinct colours (300 by default): a picture
sent through the kitty graphics protocol has thousands, one in sixels up to its 256 registers; half
blocks, in the 256-colour palette, have a few dozen.
With --red-only, only the red block is looked for (the picture is on the screen)."""
import sys


def read_ppm(path):
    with open(path, "rb") as handle:
        data = handle.read()
    fields = []
    index = 0
    while len(fields) < 4:
        while data[index:index + 1].isspace():
            index += 1
        if data[index:index + 1] == b"#":
            index = data.index(b"\n", index) + 1
            continue
        end = index
        while not data[end:end + 1].isspace():
            end += 1
        fields.append(data[index:end])
        index = end
    index += 1
    if fields[0] != b"P6" or fields[3] not in (b"255", b"65535"):
        raise SystemExit(f"check-picture: {path} is not a binary PPM")
    pixels = data[index:]
    if fields[3] == b"65535":  # xwdtopnm writes 16 bits a sample: keep the high bytes
        pixels = pixels[0::2]
    return int(fields[1]), int(fields[2]), pixels


def main():
    arguments = sys.argv[1:]
    red_only = "--red-only" in arguments
    minimum = 300
    if "--colours" in arguments:
        index = arguments.index("--colours")
        minimum = int(arguments[index + 1])
        del arguments[index:index + 2]
    path = [argument for argument in arguments if not argument.startswith("--")][0]
    width, height, pixels = read_ppm(path)

    def at(x, y):
        offset = (y * width + x) * 3
        return tuple(pixels[offset:offset + 3])

    red_rows = [y for y in range(0, height, 4) if sum(1 for x in range(0, width, 4) if at(x, y) == (255, 0, 0)) >= 10]
    if len(red_rows) < 10:
        raise SystemExit(f"check-picture: no block of the picture's red ({len(red_rows)} rows of it)")
    if red_only:
        return
    top, bottom = red_rows[0], red_rows[-1]
    middle = (top + bottom) // 2
    red_columns = [x for x in range(width) if at(x, middle) == (255, 0, 0)]
    right = red_columns[-1]
    colours = set()
    for y in range(top, bottom + 1, 2):
        for x in range(right + 2, min(width, right + 2 + (right - red_columns[0])), 2):
            colour = at(x, y)
            if colour[0] == 0:
                colours.add(colour)
    print(f"check-picture: red block {right - red_columns[0] + 1} pixels wide, {len(colours)} gradient colours")
    if len(colours) < minimum:
        raise SystemExit("check-picture: the gradient has too few colours for a picture (half blocks?)")


main()
