#!/usr/bin/env python3
"""Prints the share of a PNG's pixels that differ from its top-left pixel (the page's background), as a
fraction between 0 and 1: 0 for a blank screenshot. Standard library only (zlib), so `make test` needs no
imaging package. Used by the graph page's Chromium test (Tests/NavlintCLITests/GraphTests.swift).

    python3 Scripts/png-ink.py page.png
"""
import struct
import sys
import zlib


def pixels(path):
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    position, chunks, header = 8, [], None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or interlace != 0 or color not in (0, 2, 4, 6):
        raise SystemExit(f"{path}: unsupported PNG (depth {depth}, color type {color}, interlace {interlace})")
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[color]
    stride = width * channels
    raw = zlib.decompress(b"".join(chunks))
    previous = bytearray(stride)
    rows = []
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                line[i] = (line[i] + predictor) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def main():
    width, height, channels, rows = pixels(sys.argv[1])
    background = rows[0][:channels]
    inked = 0
    for line in rows:
        for x in range(0, width * channels, channels):
            if line[x:x + channels] != background:
                inked += 1
    print(f"{inked / (width * height):.6f}")


if __name__ == "__main__":
    main()
