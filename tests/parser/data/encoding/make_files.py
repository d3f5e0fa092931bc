#!/usr/bin/env python3
"""Writes the encoded copies of record-utf8.pgn used by tests/parser/encoding_test.cpp.

Run once from any folder: python3 make_files.py. The generated files are committed; this script is kept so
they can be remade. Its tables are built here from unicodedata (independently of parser/encoding.cpp), so the
tests compare two separate implementations of each legacy encoding.

Sources of the byte values: TCVN3 (TCVN 5712:1993 VN3, the "ABC" .VnTime fonts) and VNI Windows as documented
by the UniKey/VnConv converter tables; the TCVN3 lowercase half agrees with glibc's TCVN5712-1 (VN1).
"""
import pathlib
import unicodedata

HERE = pathlib.Path(__file__).resolve().parent

# Vowels a ă â e ê i o ô ơ u ư y and the tone marks in TCVN order: none, grave, hook, tilde, acute, dot.
VOWELS = ["a", "ă", "â", "e", "ê", "i", "o", "ô", "ơ", "u", "ư", "y"]
TONES = ["", "\u0300", "\u0309", "\u0303", "\u0301", "\u0323"]

# TCVN3: the byte of each lowercase vowel with each tone (tone 0 of a/e/i/o/u/y is ASCII).
TCVN3_LOWER = {
    "a": [None, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9],
    "ă": [0xA8, 0xBB, 0xBC, 0xBD, 0xBE, 0xC6],
    "â": [0xA9, 0xC7, 0xC8, 0xC9, 0xCA, 0xCB],
    "e": [None, 0xCC, 0xCE, 0xCF, 0xD0, 0xD1],
    "ê": [0xAA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6],
    "i": [None, 0xD7, 0xD8, 0xDC, 0xDD, 0xDE],
    "o": [None, 0xDF, 0xE1, 0xE2, 0xE3, 0xE4],
    "ô": [0xAB, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9],
    "ơ": [0xAC, 0xEA, 0xEB, 0xEC, 0xED, 0xEE],
    "u": [None, 0xEF, 0xF1, 0xF2, 0xF3, 0xF4],
    "ư": [0xAD, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9],
    "y": [None, 0xFA, 0xFB, 0xFC, 0xFD, 0xFE],
}
# TCVN3 uppercase letters without tone; uppercase toned letters share the lowercase byte (capitals font).
TCVN3_UPPER = {"Ă": 0xA1, "Â": 0xA2, "Ê": 0xA3, "Ô": 0xA4, "Ơ": 0xA5, "Ư": 0xA6, "Đ": 0xA7, "đ": 0xAE}

# VNI Windows: base byte, then a mark byte (lowercase mark, uppercase mark) per modifier and tone.
VNI_PLAIN = [None, (0xF8, 0xD8), (0xFB, 0xDB), (0xF5, 0xD5), (0xF9, 0xD9), (0xEF, 0xCF)]
VNI_CIRC = [(0xE2, 0xC2), (0xE0, 0xC0), (0xE5, 0xC5), (0xE3, 0xC3), (0xE1, 0xC1), (0xE4, 0xC4)]
VNI_BREVE = [(0xEA, 0xCA), (0xE8, 0xC8), (0xFA, 0xDA), (0xFC, 0xDC), (0xE9, 0xC9), (0xEB, 0xCB)]
VNI_I = [None, (0xEC, 0xCC), (0xE6, 0xC6), (0xF3, 0xD3), (0xED, 0xCD), (0xF2, 0xD2)]
VNI_SINGLE = {"ơ": (0xF4, 0xD4), "ư": (0xF6, 0xD6), "đ": (0xF1, 0xD1), "ỵ": (0xEE, 0xCE)}


def letter(vowel, tone):
    return unicodedata.normalize("NFC", vowel + TONES[tone])


def tcvn3_table():
    table = {}
    for vowel, codes in TCVN3_LOWER.items():
        for tone, code in enumerate(codes):
            if code is not None:
                table[letter(vowel, tone)] = bytes([code])
                table[letter(vowel, tone).upper()] = bytes([code])
    table.update({ch: bytes([code]) for ch, code in TCVN3_UPPER.items()})
    return table


def vni_letter(vowel, tone, upper):
    """VNI bytes of one vowel with a tone, in the given case."""
    case = 1 if upper else 0
    if vowel == "i":
        return bytes([ord("I" if upper else "i")]) if tone == 0 else bytes([VNI_I[tone][case]])
    if vowel == "y" and tone == 5:
        return bytes([VNI_SINGLE["ỵ"][case]])
    if vowel in ("ơ", "ư"):
        base = bytes([VNI_SINGLE[vowel][case]])
        return base if tone == 0 else base + bytes([VNI_PLAIN[tone][case]])
    plain = unicodedata.normalize("NFD", vowel)[0]
    base = bytes([ord(plain.upper() if upper else plain)])
    if vowel in ("â", "ê", "ô"):
        return base + bytes([VNI_CIRC[tone][case]])
    if vowel == "ă":
        return base + bytes([VNI_BREVE[tone][case]])
    return base if tone == 0 else base + bytes([VNI_PLAIN[tone][case]])


def vni_table():
    table = {"đ": bytes([VNI_SINGLE["đ"][0]]), "Đ": bytes([VNI_SINGLE["đ"][1]])}
    for vowel in VOWELS:
        for tone in range(len(TONES)):
            table[letter(vowel, tone)] = vni_letter(vowel, tone, False)
            table[letter(vowel, tone).upper()] = vni_letter(vowel, tone, True)
    return table


def encode(text, table):
    return b"".join(table.get(ch) or ch.encode("ascii") for ch in text)


def cp1258(text):
    """Windows-1258 as Windows writes it: precomposed where the code page has the letter, else base + tone."""
    out = bytearray()
    for ch in text:
        try:
            out += ch.encode("cp1258")
        except UnicodeEncodeError:
            decomposed = unicodedata.normalize("NFD", ch)
            tone = next(mark for mark in decomposed if mark in TONES[1:])
            base = unicodedata.normalize("NFC", decomposed.replace(tone, ""))
            out += base.encode("cp1258") + tone.encode("cp1258")
    return bytes(out)


def main():
    text = (HERE / "record-utf8.pgn").read_text(encoding="utf-8")
    outputs = {
        "record-utf8-bom.pgn": b"\xef\xbb\xbf" + text.encode("utf-8"),
        "record-utf16le.pgn": b"\xff\xfe" + text.encode("utf-16-le"),
        "record-utf16be.pgn": b"\xfe\xff" + text.encode("utf-16-be"),
        "record-windows1258.pgn": cp1258(text),
        "record-tcvn3.pgn": encode(text, tcvn3_table()),
        "record-vni.pgn": encode(text, vni_table()),
    }
    for name, data in outputs.items():
        (HERE / name).write_bytes(data)
        print(f"{name}: {len(data)} bytes")


if __name__ == "__main__":
    main()
