#!/usr/bin/env python3
"""Writes Assets.xcassets beside this script: a small asset catalog in the format Xcode writes
(https://developer.apple.com/library/archive/documentation/Xcode/Reference/xcode_ref-Asset_Catalog_Format/),
for AssetCatalogTests. Standard-library Python 3; the same files every run.

- Icons/star.imageset: one PNG per scale, 10x8 (1x, red), 20x16 (2x, green), 30x24 (3x, blue),
  in a group folder, as Xcode's "New Folder" makes one.
- logo.imageset: a single-scale universal PNG, 12x12 (grey).
- phone.imageset: an iPad PNG at 2x (yellow) and an iPhone PNG at 2x (magenta), 8x8 each.
- vector.imageset: a PDF only, which scenec does not draw.
- escape.imageset: a file name that climbs out of the catalog, which is never read.
- Colors/Brand.colorset: sRGB fractions (0.6, 0.4, 0.2) for any appearance, and a dark one.
- Hex.colorset: a universal colour and an iPhone one in 8-bit hexadecimal and integers.
- Mist.colorset: a gray of white 0.5 at alpha 0.5.
"""
import json
import pathlib
import struct
import zlib

ROOT = pathlib.Path(__file__).resolve().parent / "Assets.xcassets"
INFO = {"author": "xcode", "version": 1}


def png(width, height, rgb):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    rows = b"".join(b"\x00" + bytes(rgb) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def image_set(folder, images, files):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Contents.json").write_text(json.dumps({"images": images, "info": INFO}, indent=2, sort_keys=True) + "\n")
    for name, data in files.items():
        (folder / name).write_bytes(data)


def main():
    ROOT.mkdir(exist_ok=True)
    (ROOT / "Contents.json").write_text(json.dumps({"info": INFO}, indent=2) + "\n")
    (ROOT / "Icons").mkdir(exist_ok=True)
    (ROOT / "Icons" / "Contents.json").write_text(json.dumps({"info": INFO}, indent=2) + "\n")
    image_set(ROOT / "Icons" / "star.imageset", [
        {"filename": "star.png", "idiom": "universal", "scale": "1x"},
        {"filename": "star@2x.png", "idiom": "universal", "scale": "2x"},
        {"filename": "star@3x.png", "idiom": "universal", "scale": "3x"},
    ], {"star.png": png(10, 8, (255, 0, 0)), "star@2x.png": png(20, 16, (0, 255, 0)), "star@3x.png": png(30, 24, (0, 0, 255))})
    image_set(ROOT / "logo.imageset", [{"filename": "logo.png", "idiom": "universal"}], {"logo.png": png(12, 12, (128, 128, 128))})
    image_set(ROOT / "phone.imageset", [
        {"filename": "tablet.png", "idiom": "ipad", "scale": "2x"},
        {"filename": "phone.png", "idiom": "iphone", "scale": "2x"},
    ], {"tablet.png": png(8, 8, (255, 255, 0)), "phone.png": png(8, 8, (255, 0, 255))})
    image_set(ROOT / "vector.imageset", [{"filename": "vector.pdf", "idiom": "universal"}], {"vector.pdf": b"%PDF-1.4\n%%EOF\n"})
    colors()
    image_set(ROOT / "escape.imageset", [{"filename": "../../../../../etc/passwd.png", "idiom": "universal", "scale": "1x"}], {})


def color_set(folder, colors):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Contents.json").write_text(json.dumps({"colors": colors, "info": INFO}, indent=2, sort_keys=True) + "\n")


def srgb(**components):
    return {"color-space": "srgb", "components": components}


def colors():
    (ROOT / "Colors").mkdir(exist_ok=True)
    (ROOT / "Colors" / "Contents.json").write_text(json.dumps({"info": INFO}, indent=2) + "\n")
    color_set(ROOT / "Colors" / "Brand.colorset", [
        {"color": srgb(red="0.600", green="0.400", blue="0.200", alpha="1.000"), "idiom": "universal"},
        {"appearances": [{"appearance": "luminosity", "value": "dark"}],
         "color": srgb(red="0.100", green="0.100", blue="0.100", alpha="1.000"), "idiom": "universal"},
    ])
    color_set(ROOT / "Hex.colorset", [
        {"color": srgb(red="0x00", green="0x00", blue="0x00", alpha="1.000"), "idiom": "universal"},
        {"color": srgb(red="0xFF", green="128", blue="0x00", alpha="1.000"), "idiom": "iphone"},
    ])
    color_set(ROOT / "Mist.colorset", [
        {"color": {"color-space": "gray-gamma-22", "components": {"white": "0.500", "alpha": "0.500"}}, "idiom": "universal"},
    ])


if __name__ == "__main__":
    main()
